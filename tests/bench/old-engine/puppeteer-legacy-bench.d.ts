// What the old-engine bench uses of puppeteer-legacy (puppeteer-core 1.7.0) beyond the part that
// tests/e2e/puppeteer-legacy.d.ts declares: request interception and CDP events. Merged into
// that declaration (same ambient module), after the v1.7.0 docs
// (github.com/puppeteer/puppeteer/blob/v1.7.0/docs/api.md).
declare module 'puppeteer-legacy' {
  export interface InterceptedRequest {
    url(): string;
    continue(): Promise<void>;
    respond(response: { status?: number; contentType?: string; headers?: Record<string, string>; body?: string | Buffer }): Promise<void>;
  }

  export interface CDPSession {
    on(event: string, handler: (params: never) => void): this;
  }

  export interface Page {
    setRequestInterception(value: boolean): Promise<void>;
    addScriptTag(options: { url?: string; content?: string }): Promise<unknown>;
    on(event: 'request', handler: (request: InterceptedRequest) => void): this;
  }
}

// puppeteer-legacy is puppeteer-core 1.7.0 (package.json), the client for the old Chromium
// engines (tests/e2e/old-engine.ts); it ships no types. This declares the part of its API the
// tests use, after its docs (github.com/puppeteer/puppeteer/blob/v1.7.0/docs/api.md); add what
// a test needs.
declare module 'puppeteer-legacy' {
  export interface LaunchOptions {
    executablePath?: string;
    headless?: boolean;
    args?: string[];
    timeout?: number;
    dumpio?: boolean;
    env?: Record<string, string | undefined>;
  }

  export interface Viewport {
    width: number;
    height: number;
    deviceScaleFactor?: number;
    isMobile?: boolean;
    hasTouch?: boolean;
    isLandscape?: boolean;
  }

  export type LoadEvent = 'load' | 'domcontentloaded' | 'networkidle0' | 'networkidle2';

  export interface WaitOptions {
    timeout?: number;
  }

  export interface ScreenshotOptions {
    path?: string;
    type?: 'png' | 'jpeg';
    fullPage?: boolean;
    clip?: { x: number; y: number; width: number; height: number };
  }

  export interface BoundingBox {
    x: number;
    y: number;
    width: number;
    height: number;
  }

  export interface ConsoleMessage {
    type(): string;
    text(): string;
  }

  export interface Request {
    url(): string;
    method(): string;
    postData(): string | undefined;
  }

  export interface Response {
    status(): number;
    url(): string;
  }

  export interface CDPSession {
    send<T = unknown>(method: string, params?: Record<string, unknown>): Promise<T>;
    detach(): Promise<void>;
  }

  export interface Target {
    createCDPSession(): Promise<CDPSession>;
  }

  export interface ElementHandle {
    /** Null when the element is not rendered. */
    boundingBox(): Promise<BoundingBox | null>;
    dispose(): Promise<void>;
  }

  // A function handed to evaluate travels as its source text: the old engine must parse it.
  type PageFunction = string | ((...args: never[]) => unknown);

  export interface Page {
    goto(url: string, options?: WaitOptions & { waitUntil?: LoadEvent | LoadEvent[] }): Promise<Response | null>;
    reload(options?: WaitOptions & { waitUntil?: LoadEvent | LoadEvent[] }): Promise<Response | null>;
    goBack(options?: WaitOptions & { waitUntil?: LoadEvent | LoadEvent[] }): Promise<Response | null>;
    url(): string;
    title(): Promise<string>;
    setUserAgent(userAgent: string): Promise<void>;
    setViewport(viewport: Viewport): Promise<void>;
    evaluate<T = unknown>(fn: PageFunction, ...args: unknown[]): Promise<T>;
    evaluateOnNewDocument(fn: PageFunction, ...args: unknown[]): Promise<void>;
    waitForSelector(selector: string, options?: WaitOptions & { visible?: boolean; hidden?: boolean }): Promise<ElementHandle | null>;
    waitForFunction(fn: PageFunction, options?: WaitOptions & { polling?: 'raf' | 'mutation' | number }, ...args: unknown[]): Promise<unknown>;
    $(selector: string): Promise<ElementHandle | null>;
    screenshot(options?: ScreenshotOptions): Promise<Buffer>;
    target(): Target;
    close(): Promise<void>;
    keyboard: {
      press(key: string, options?: { delay?: number }): Promise<void>;
      down(key: string): Promise<void>;
      up(key: string): Promise<void>;
      type(text: string, options?: { delay?: number }): Promise<void>;
    };
    mouse: { click(x: number, y: number, options?: { delay?: number }): Promise<void> };
    touchscreen: { tap(x: number, y: number): Promise<void> };
    on(event: 'pageerror', handler: (error: Error) => void): this;
    on(event: 'console', handler: (message: ConsoleMessage) => void): this;
    on(event: 'request', handler: (request: Request) => void): this;
  }

  export interface Browser {
    newPage(): Promise<Page>;
    pages(): Promise<Page[]>;
    /** "HeadlessChrome/69.0.3494.0" */
    version(): Promise<string>;
    userAgent(): Promise<string>;
    close(): Promise<void>;
  }

  const puppeteer: { launch(options?: LaunchOptions): Promise<Browser> };
  export default puppeteer;
}

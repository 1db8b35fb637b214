// jsdom ships no types and @types/jsdom is not installed; the one constructor the help
// sanitizer uses (sanitize-html.ts).
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string);
    readonly window: unknown;
  }
}

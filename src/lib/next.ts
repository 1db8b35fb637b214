// What a view does after an intent: open a page (pushed or in place of this one) or go back one
// page. The features decide it (`{ next: href(...) }`); each layout only carries it out
// (layouts/tv/router/use-carry-out.ts, layouts/mobile/shell/use-carry-out.ts).
export type Next = { next: string; replace?: boolean } | { back: true };

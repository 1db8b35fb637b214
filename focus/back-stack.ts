// Back handling order (issue item 5): the top overlay first, then the page's own handler, then
// the fallback (history back, or the exit question on a root page). Handlers live outside React
// so a key press does not depend on render timing.

/** Return true when the press was consumed; false lets the next handler try. */
export type BackHandler = () => boolean | void;
export type BackLayer = 'overlay' | 'page';

interface Entry {
  id: number;
  handler: BackHandler;
}

const overlays: Entry[] = [];
const pages: Entry[] = [];
let fallback: (() => void) | null = null;
let nextId = 1;

/** Registers a handler; the returned function removes it (safe to call twice). */
export function pushBackHandler(handler: BackHandler, layer: BackLayer = 'page'): () => void {
  const list = layer === 'overlay' ? overlays : pages;
  const entry = { id: nextId++, handler };
  list.push(entry);
  return () => {
    const i = list.findIndex((e) => e.id === entry.id);
    if (i >= 0) list.splice(i, 1);
  };
}

export function setBackFallback(fn: (() => void) | null): void {
  fallback = fn;
}

/**
 * Runs one Back press. An overlay always consumes it (the top one is asked to close), so a
 * dialog never lets Back leak to the page below. Returns which layer took it.
 */
export function handleBack(): BackLayer | 'fallback' | 'none' {
  const top = overlays[overlays.length - 1];
  if (top) {
    top.handler();
    return 'overlay';
  }
  for (let i = pages.length - 1; i >= 0; i--) {
    if (pages[i].handler() === true) return 'page';
  }
  if (fallback) {
    fallback();
    return 'fallback';
  }
  return 'none';
}

/** Test helper: forget every handler and the fallback. */
export function resetBackStack(): void {
  overlays.length = 0;
  pages.length = 0;
  fallback = null;
}

// In-page (bundled into the bench pages): every <canvas> the page creates, counted from before
// any renderer exists, so renderers that make their canvases differently count the same way.
// Weak references: a canvas the page dropped is gone after a forced GC. An engine without
// WeakRef (Chromium 69, old-barrage.ts) counts only what was created: live and bytes are -1.
const weak = typeof WeakRef === 'function';
const created: WeakRef<HTMLCanvasElement>[] = [];
let createdCount = 0;
const origCreate = Document.prototype.createElement;
Document.prototype.createElement = function (this: Document, tag: string, opts?: ElementCreationOptions) {
  const el = origCreate.call(this, tag, opts);
  if (String(tag).toLowerCase() === 'canvas') {
    if (weak) created.push(new WeakRef(el as HTMLCanvasElement));
    createdCount++;
  }
  return el;
} as typeof Document.prototype.createElement;

/** Canvases still alive (call after a forced GC), their backing bytes, and all ever created. */
export function canvasCensus(): { live: number; bytes: number; created: number } {
  if (!weak) return { live: -1, bytes: -1, created: createdCount };
  let live = 0;
  let bytes = 0;
  for (const ref of created) {
    const c = ref.deref();
    if (!c) continue;
    live++;
    bytes += c.width * c.height * 4;
  }
  return { live, bytes, created: createdCount };
}

/** A canvas of the bench's own (a screenshot check), left out of the census. */
export const uncountedCanvas = (): HTMLCanvasElement => origCreate.call(document, 'canvas') as HTMLCanvasElement;

// The layout's and the page's file hints that a shell holds back until its first screen's
// picture has painted (scripts/vite-plugins/vite-plugin-entry-shells.ts, afterPaint): the picture is the
// screen's largest paint, and files asked for beside it share its connections and bandwidth.
// Run by the phone's first-screen entry, which arrives before the layout.

/** The template's id (the shells plugin writes the template with it). */
export const AFTER_PAINT_HINTS_ID = 'after-paint-hints';
/** The longest the hints wait for the picture (a slow or failing image server). */
export const AFTER_PAINT_CAP_MS = 1500;
/** After the picture's load, the hints go in once its frame is out; a hidden tab has no frames. */
const FRAME_FALLBACK_MS = 100;

export function releaseAfterPaintHints(doc: Document = document, capMs = AFTER_PAINT_CAP_MS): void {
  const template = doc.getElementById(AFTER_PAINT_HINTS_ID);
  if (!(template instanceof HTMLTemplateElement)) return;
  let released = false;
  const insert = () => {
    if (released) return;
    released = true;
    doc.head.appendChild(template.content);
    template.remove();
  };
  let waiting = true;
  const afterFrame = () => {
    if (!waiting) return;
    waiting = false;
    requestAnimationFrame(() => setTimeout(insert, 0));
    setTimeout(insert, FRAME_FALLBACK_MS);
  };
  const picture = doc.querySelector<HTMLImageElement>('#boot-splash img.boot-poster');
  if (!picture || picture.complete) {
    afterFrame();
    return;
  }
  picture.addEventListener('load', afterFrame, { once: true });
  picture.addEventListener('error', afterFrame, { once: true });
  setTimeout(afterFrame, capMs);
}

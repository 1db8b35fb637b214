// Help articles staff write in Markdown (issue 38 point 4): rendered by marked, then sanitized
// by DOMPurify on a jsdom window before they are stored, so the HTML viewers get is clean even
// before the client's own DOMPurify pass (src/features/help/sanitize.ts, same rules, ADR 037).
// jsdom is heavy: loaded on the first save, never at start.
import type { DOMPurify } from 'dompurify';
import { renderMarkdown } from './help-import';

// Text and pictures only: nothing that runs, submits, embeds or restyles the page (as the client).
const CONFIG = {
  FORBID_TAGS: ['style', 'iframe', 'frame', 'object', 'embed', 'form', 'input', 'button', 'textarea', 'select', 'link', 'meta', 'base', 'svg', 'math'],
  FORBID_ATTR: ['style', 'srcset', 'action', 'formaction'],
  ALLOW_DATA_ATTR: false,
};

let purifier: Promise<DOMPurify> | null = null;

function loadPurifier(): Promise<DOMPurify> {
  purifier ??= Promise.all([import('dompurify'), import('jsdom')]).then(([{ default: createDOMPurify }, { JSDOM }]) =>
    createDOMPurify(new JSDOM('').window as unknown as Parameters<typeof createDOMPurify>[0]),
  );
  return purifier;
}

/** Markdown -> HTML without scripts, handlers, frames, forms or styles. */
export async function markdownToSafeHtml(markdown: string): Promise<string> {
  const purify = await loadPurifier();
  return purify.sanitize(renderMarkdown(markdown), CONFIG).trim();
}

// Help and rules HTML comes from the server and is shown with innerHTML, so it passes
// DOMPurify (the maintained sanitizer) first, in both layouts. DOMPurify is loaded on demand:
// it must not weigh on the TV home's initial scripts.
import { rewriteImageSrc, staticImageHost } from './help-rules';

type Purify = typeof import('dompurify').default;

let purify: Purify | null = null;
let loading: Promise<Purify> | null = null;

/** Loads DOMPurify once; later calls share the module. */
export function loadSanitizer(): Promise<Purify> {
  loading ??= import('dompurify').then((m) => (purify = m.default));
  return loading;
}

// Articles are text and pictures: nothing that runs, submits, embeds or restyles the page.
const CONFIG = {
  FORBID_TAGS: ['style', 'iframe', 'frame', 'object', 'embed', 'form', 'input', 'button', 'textarea', 'select', 'link', 'meta', 'base', 'svg', 'math'],
  FORBID_ATTR: ['style', 'srcset', 'action', 'formaction'],
  ALLOW_DATA_ATTR: false,
};

/** Sanitised HTML with image paths rewritten, or null while the sanitizer is not loaded yet. */
export function sanitizeArticleNow(html: string, imageHost = staticImageHost(), pageOrigin = typeof location !== 'undefined' ? location.origin : imageHost): string | null {
  if (!purify) return null;
  const fragment = purify.sanitize(html, { ...CONFIG, RETURN_DOM_FRAGMENT: true });
  for (const img of Array.from(fragment.querySelectorAll('img'))) {
    const src = img.getAttribute('src');
    if (src) img.setAttribute('src', rewriteImageSrc(src, imageHost, pageOrigin));
  }
  for (const a of Array.from(fragment.querySelectorAll('a[href]'))) {
    // Links leave the app in a new tab rather than replacing it (and never see our window).
    a.setAttribute('target', '_blank');
    a.setAttribute('rel', 'noopener noreferrer');
  }
  const box = document.createElement('div');
  box.appendChild(fragment);
  return box.innerHTML;
}

export async function sanitizeArticle(html: string, imageHost?: string, pageOrigin?: string): Promise<string> {
  await loadSanitizer();
  return sanitizeArticleNow(html, imageHost, pageOrigin) ?? '';
}

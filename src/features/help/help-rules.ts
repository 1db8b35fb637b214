// The help article rules of spec 002 §2 that need no network: the agreement title, the image
// host, and image path rewriting. Pure functions, shared by both layouts.
import { t } from '@src/i18n';

/** Article 70 is always titled as the user agreement and privacy policy (spec 002 §2). */
export const AGREEMENT_ID = 70;

export function articleTitle(id: number, title: string): string {
  return id === AGREEMENT_ID ? t('help.agreementTitle') : title;
}

/**
 * The static image host that /images paths point at. VITE_STATIC_IMAGE_HOST names it in a
 * deployment; without it the page's own origin serves them (the demo ships its images in public/).
 */
export function staticImageHost(): string {
  const configured = (import.meta.env?.VITE_STATIC_IMAGE_HOST as string | undefined)?.trim();
  if (configured) return configured.replace(/\/+$/, '');
  return typeof location !== 'undefined' ? location.origin : '';
}

/**
 * An image path made absolute: /images/... on the static image host, protocol-relative and
 * http addresses on https (spec 002 §2), other root-relative paths on the page's origin.
 * Anything else (data:, unknown schemes) is returned unchanged; the sanitizer judged it.
 */
export function rewriteImageSrc(src: string, imageHost: string, pageOrigin = imageHost): string {
  const s = src.trim();
  if (/^\/images\//i.test(s)) return `${imageHost}${s}`;
  if (s.startsWith('//')) return `https:${s}`;
  if (/^http:\/\//i.test(s) && !isLocalHttpOrigin(s, pageOrigin)) return `https://${s.slice(7)}`;
  if (s.startsWith('/')) return `${pageOrigin}${s}`;
  return s;
}

// The demo runs over plain http on its own origin: its own addresses keep their scheme.
function isLocalHttpOrigin(src: string, pageOrigin: string): boolean {
  return pageOrigin.startsWith('http://') && src.toLowerCase().startsWith(`${pageOrigin.toLowerCase()}/`);
}

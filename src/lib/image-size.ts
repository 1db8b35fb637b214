// Image sizing (spec 001 §9): ask the server for the smallest width step that covers the
// displayed width times 1.3 (sharpness on dense screens without fetching full size).
import { apiBase } from '@src/api/base-url';

export const IMAGE_WIDTH_STEPS = [200, 400, 600, 800, 1000] as const;
export const IMAGE_SCALE = 1.3;

export function imageWidthFor(displayWidth: number): number {
  const need = displayWidth * IMAGE_SCALE;
  return IMAGE_WIDTH_STEPS.find((s) => s >= need) ?? IMAGE_WIDTH_STEPS[IMAGE_WIDTH_STEPS.length - 1];
}

/** Adds `w=<step>` to an image URL (the media server resizes on it). */
export function sizedImageUrl(url: string, displayWidth: number): string {
  if (!url || url.startsWith('data:') || url.startsWith('blob:')) return url;
  const w = imageWidthFor(displayWidth);
  const [base, hash = ''] = onServer(url).split('#');
  return `${base}${base.includes('?') ? '&' : '?'}w=${w}${hash ? `#${hash}` : ''}`;
}

/**
 * A page opened from file:// (a packaged TV app, hash-mode build) has no host of its own for the
 * API's root-relative media paths (/media/posters/...): they are the API server's.
 */
function onServer(url: string): string {
  const fromFile = typeof location !== 'undefined' && location.protocol === 'file:';
  return fromFile && url.startsWith('/') && !url.startsWith('//') ? apiBase() + url : url;
}

// Image sizing (spec 001 §9): the address of an image at the width step for its displayed
// width (src/api/contract/image-width.ts), on the API's host where the page has none.
import { apiBase } from '@src/api/base-url';
import { FIRST_PAINT_PX, imageWidthFor, withWidth } from '@src/api/contract/image-width';

/** The widths the phone's first-paint pictures are shown at (the server's shells name them too). */
export const FIRST_PAINT_WIDTHS = FIRST_PAINT_PX;

/** Adds `w=<step>` to an image URL (the media server resizes on it). */
export function sizedImageUrl(url: string, displayWidth: number): string {
  if (!url || url.startsWith('data:') || url.startsWith('blob:')) return url;
  return withWidth(onServer(url), imageWidthFor(displayWidth));
}

/**
 * A page opened from file:// (a packaged TV app, hash-mode build) has no host of its own for the
 * API's root-relative media paths (/media/posters/...): they are the API server's.
 */
function onServer(url: string): string {
  const fromFile = typeof location !== 'undefined' && location.protocol === 'file:';
  return fromFile && url.startsWith('/') && !url.startsWith('//') ? apiBase() + url : url;
}

// A small sized image of the media folder as a data: URL, for the phone's watch shell, which
// paints the video's poster with its first frame (server/http/first-paint.ts, issue 14 point 6).
// As a request of its own the poster raced the entry's scripts on the same connections; when the
// scripts finished first, they were all in the poster's way as Lighthouse's simulated slow 4G
// counts it (the simulation keeps every request that ended before the observed largest paint),
// and on a real slow network it costs a round trip after the HTML. The sized variant at 600 px is
// about 5 KB of WebP. Only a variant already made is inlined: the HTML never waits for ffmpeg
// (the first request asks for the variant to be made and sends the address, as before).
import { readFile } from 'node:fs/promises';
import { locate } from './media-routes';
import { mediaTypeFor } from '../storage/media-types';
import { isSizable, sizedImageIfMade, variantPath, type ImageFormat } from './sized-image';

/** Larger pictures go by address: a data URL in the HTML is sent again on every page load. */
export const INLINE_IMAGE_MAX_BYTES = 12 * 1024;
/** Answers kept in memory (a data URL is about 7 KB). */
const KEPT = 200;

/** A media address the inliner takes: /media/<path>, no query, no signed prefix. */
const MEDIA_PATH = /^\/media\/(?!s\/)([^?#]+)$/;

export type InlineImage = (url: string, width: number, format: ImageFormat) => Promise<string | null>;

export function inlineImages(mediaDir: string): InlineImage {
  // By the variant's path, which carries the original's size and time (a replaced original gets
  // a new key). '' stands for a picture over the cap: it is not read again on every request.
  const kept = new Map<string, string>();
  return async (url, width, format) => {
    const m = MEDIA_PATH.exec(url);
    if (!m) return null;
    let rel: string;
    try {
      rel = decodeURIComponent(m[1]);
    } catch {
      return null;
    }
    const found = await locate(mediaDir, rel);
    if (found.kind !== 'file' || !isSizable(found.path)) return null;
    const key = variantPath(found.path, found.stats, width, format);
    const hit = kept.get(key);
    if (hit !== undefined) return hit || null;
    // The variant, or the original where the variant is no smaller (as the media route sends);
    // null while it is being made for the next page load, which this one leaves to the address.
    const file = await sizedImageIfMade(found.path, found.stats, width, format);
    if (file === null) return null;
    const bytes = await readFile(file);
    const dataUrl = bytes.length > INLINE_IMAGE_MAX_BYTES ? '' : `data:${mediaTypeFor(file).mime};base64,${bytes.toString('base64')}`;
    if (kept.size >= KEPT) kept.delete(kept.keys().next().value as string);
    kept.set(key, dataUrl);
    return dataUrl || null;
  };
}

// A small sized image of the media folder as a data: URL, for the phone's watch shell, which
// paints the video's poster with its first frame (server/http/first-paint.ts, issue 14 point 6).
// As a request of its own the poster raced the entry's scripts on the same connections; when the
// scripts finished first, they were all in the poster's way as Lighthouse's simulated slow 4G
// counts it (the simulation keeps every request that ended before the observed largest paint),
// and on a real slow network it costs a round trip after the HTML. The sized variant at 600 px is
// about 5 KB of WebP. Only a variant already made is inlined: the HTML never waits for ffmpeg
// (the first request asks for the variant to be made and sends the address, as before).
import { readFile, stat } from 'node:fs/promises';
import { locate } from './media-routes';
import { mediaTypeFor } from './media-types';
import { isSizable, sizedImage, variantPath, type ImageFormat } from './sized-image';

/** Larger pictures go by address: a data URL in the HTML is sent again on every page load. */
export const INLINE_IMAGE_MAX_BYTES = 12 * 1024;
/** Data URLs kept in memory (about 7 KB each). */
const KEPT = 200;

/** A media address the inliner takes: /media/<path>, no query, no signed prefix. */
const MEDIA_PATH = /^\/media\/(?!s\/)([^?#]+)$/;

export type InlineImage = (url: string, width: number, format: ImageFormat) => Promise<string | null>;

export function inlineImages(mediaDir: string): InlineImage {
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
    const variant = variantPath(found.path, found.stats, width, format);
    const made = await stat(variant).then((s) => s.size > 0, () => false);
    if (!made) {
      // Made for the next page load; this one names the address.
      void sizedImage(found.path, found.stats, width, format).catch(() => undefined);
      return null;
    }
    // The variant, or the original where the variant is no smaller (as the media route sends).
    const file = await sizedImage(found.path, found.stats, width, format);
    // The original's size and time: a replaced original (sent where no variant is smaller) is read anew.
    const key = `${file}:${found.stats.size}:${found.stats.mtimeMs}`;
    const hit = kept.get(key);
    if (hit !== undefined) return hit;
    const bytes = await readFile(file);
    if (bytes.length > INLINE_IMAGE_MAX_BYTES) return null;
    const dataUrl = `data:${mediaTypeFor(file).mime};base64,${bytes.toString('base64')}`;
    if (kept.size >= KEPT) kept.delete(kept.keys().next().value as string);
    kept.set(key, dataUrl);
    return dataUrl;
  };
}

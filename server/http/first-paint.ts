// The phone watch page's largest paint in the HTML itself (issue 14 point 6). The page shows
// the video's poster over the player until the first frame (layouts/mobile/pages/watch/
// player-poster.tsx), but only once the app has booted, rendered and asked for the details:
// on a slow phone network seconds after the HTML. The phone's watch shell names the poster in
// its splash instead, in the box the player will fill, so the picture is up while the scripts
// load; the page's own poster (the same address, so the same cached image) then takes its place.
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * The width step the page asks for: sizedImageUrl(poster, 412) in player-poster.tsx (412 CSS px
 * x 1.3 -> the 600 step of src/lib/image-size.ts). An e2e test checks both name one address.
 */
export const WATCH_POSTER_WIDTH = 600;

/** A mediaKey or numeric id as the watch address carries it; anything else gets no lookup. */
const MEDIA_KEY = /^[\w-]{1,64}$/;

export function watchKeyOf(url: string): string | null {
  const id = new URL(url, 'http://x').searchParams.get('id');
  return id && MEDIA_KEY.test(id) ? id : null;
}

const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Only the site's own media or an http(s) address: a poster is put in an attribute, never run. */
const SAFE_POSTER = /^(?:\/(?!\/)|https?:\/\/)[^\s]*$/i;

export function sizedPoster(poster: string): string {
  const [base, hash] = poster.split('#');
  return `${base}${base.includes('?') ? '&' : '?'}w=${WATCH_POSTER_WIDTH}${hash ? `#${hash}` : ''}`;
}

const SPLASH_OPEN = '<div id="boot-splash" aria-live="polite">';
// The player's box (.m-watch-player: full width, 16:9, at the top), above the splash's logo.
const POSTER_STYLE = 'position:absolute;left:0;top:0;width:100%;height:56.25vw;object-fit:cover';

const CHARSET = /<meta charset="utf-8"\s*\/?>/i;

/**
 * The shell with the poster in its splash; the shell unchanged when the poster will not do. The
 * image is also the first thing the head asks for: the shell's script hints come before the
 * splash in the document, and over HTTP/1.1 (six at a time) an image asked for after them
 * arrived after the app had rendered (measured on loopback: 300-400 ms to load).
 */
export function withWatchPoster(html: string, poster: string | null): string {
  if (!poster || !SAFE_POSTER.test(poster) || !html.includes(SPLASH_OPEN) || !CHARSET.test(html)) return html;
  const src = escapeAttr(sizedPoster(poster));
  const img = `<img class="boot-poster" data-testid="boot-poster" src="${src}" alt="" fetchpriority="high" style="${POSTER_STYLE}">`;
  const hint = `<link rel="preload" as="image" fetchpriority="high" href="${src}">`;
  return html.replace(CHARSET, (m) => `${m}\n    ${hint}`).replace(SPLASH_OPEN, `${SPLASH_OPEN}\n      ${img}`);
}

/** The body in the encoding the browser prefers of those we make, and its name (null: none). */
export function encodeHtml(html: string, acceptEncoding: string): { body: Buffer; encoding: 'br' | 'gzip' | null } {
  const raw = Buffer.from(html, 'utf8');
  if (/\bbr\b/.test(acceptEncoding)) {
    // Quality 5: a few KB compress in well under a millisecond, within a few % of the best.
    return { body: brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }), encoding: 'br' };
  }
  if (/\bgzip\b/.test(acceptEncoding)) return { body: gzipSync(raw, { level: 6 }), encoding: 'gzip' };
  return { body: raw, encoding: null };
}

// The phone watch page's largest paint in the HTML itself (issue 14 point 6). The page shows
// the video's poster over the player until the first frame (layouts/mobile/pages/watch/
// player-poster.tsx), but only once the app has booted, rendered and asked for the details:
// on a slow phone network seconds after the HTML. The phone's watch shell names the poster in
// its splash instead, in the box the player will fill, so the picture is up while the scripts
// load; the page's own poster (the same address, so the same cached image) then takes its place.
// The phone home's shell does the same with the first banner slide, its largest paint, which
// React draws only once the layout, the router and the page are in.
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { FIRST_PAINT_PX, imageWidthFor, withWidth } from '../../src/api/contract/image-width';

/** A mediaKey or numeric id as the watch address carries it; anything else gets no lookup. */
const MEDIA_KEY = /^[\w-]{1,64}$/;

export function watchKeyOf(url: string): string | null {
  const id = new URL(url, 'http://x').searchParams.get('id');
  return id && MEDIA_KEY.test(id) ? id : null;
}

const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Only the site's own media or an http(s) address: a poster is put in an attribute, never run. */
const SAFE_POSTER = /^(?:\/(?!\/)|https?:\/\/)[^\s]*$/i;

/** The address the page asks for an image shown `displayPx` wide (src/lib/image-size.ts). */
const sizedFor = (poster: string, displayPx: number) => withWidth(poster, imageWidthFor(displayPx));

const SPLASH_OPEN = '<div id="boot-splash" aria-live="polite">';
// The player's box (.m-watch-player: full width, 16:9, at the top), above the splash's logo.
const POSTER_STYLE = 'position:absolute;left:0;top:0;width:100%;height:56.25vw;object-fit:cover';
// The first banner slide's box on the phone home (layouts/mobile/pages/home/home-page.css), in
// the theme's rem (layouts/mobile/theme.css): below the header (3rem and the safe area) and the
// channel tabs (2.75rem), inside the banner's 0.75rem padding, 92 % of the row, 16:9, rounded.
// One pixel wider than the slide: the page paints the same picture into its box when it renders,
// and the flex layout there rounds a few square pixels larger than this calc() (63,639 against
// 63,636 at 390 px), which the browser reported as a new, larger paint seconds later on a slow
// network. Covering the slide, the splash's picture stays the screen's largest paint, as it is.
const SLIDE_STYLE =
  '--r:clamp(14px,4.1vw,20px);position:absolute;left:calc(.75*var(--r));top:calc(6.5*var(--r) + env(safe-area-inset-top,0px));' +
  'width:calc((100vw - 1.5*var(--r))*.92 + 1px);aspect-ratio:16/9;border-radius:calc(.5*var(--r));object-fit:cover';

const CHARSET = /<meta charset="utf-8"\s*\/?>/i;

/** A data URL the inliner made (server/media/inline-image.ts): base64 of a picture, nothing else. */
const INLINE_IMAGE = /^data:image\/(?:webp|jpeg|png);base64,[A-Za-z0-9+/]+={0,2}$/;

/**
 * The shell with `image` in its splash where the page will show it; the shell unchanged when the
 * image will not do. With `inline` (the same picture as a data URL) the picture is in the HTML
 * and paints with the first frame; its address stays in data-src, the one the page asks for.
 * Otherwise the image is also the first thing the head asks for: the shell's script hints come
 * before the splash in the document, and over HTTP/1.1 (six at a time) an image asked for after
 * them arrived after the app had rendered (measured on loopback: 300-400 ms).
 */
function withSplashImage(html: string, image: string | null, displayPx: number, style: string, testId: string, inline: string | null = null): string {
  if (!image || !SAFE_POSTER.test(image) || !html.includes(SPLASH_OPEN) || !CHARSET.test(html)) return html;
  const src = escapeAttr(sizedFor(image, displayPx));
  if (inline && INLINE_IMAGE.test(inline)) {
    const img = `<img class="boot-poster" data-testid="${testId}" src="${inline}" data-src="${src}" alt="" style="${style}">`;
    return html.replace(SPLASH_OPEN, `${SPLASH_OPEN}\n      ${img}`);
  }
  const img = `<img class="boot-poster" data-testid="${testId}" src="${src}" alt="" fetchpriority="high" style="${style}">`;
  const hint = `<link rel="preload" as="image" fetchpriority="high" href="${src}">`;
  return html.replace(CHARSET, (m) => `${m}\n    ${hint}`).replace(SPLASH_OPEN, `${SPLASH_OPEN}\n      ${img}`);
}

/** The width step the watch shell's poster is asked for at (inline-image.ts makes that variant). */
export const WATCH_POSTER_STEP = imageWidthFor(FIRST_PAINT_PX.watchPoster);

/** The phone watch shell with the video's poster in the player's box (inline when given). */
export const withWatchPoster = (html: string, poster: string | null, inline: string | null = null) =>
  withSplashImage(html, poster, FIRST_PAINT_PX.watchPoster, POSTER_STYLE, 'boot-poster', inline);

/** The phone home shell with the first banner slide's picture in the slide's box. */
export const withHomeBanner = (html: string, poster: string | null) => withSplashImage(html, poster, FIRST_PAINT_PX.homeSlide, SLIDE_STYLE, 'boot-banner');

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

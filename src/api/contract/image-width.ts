// The media server's `?w=` image widths (spec 001 §9 "Image sizing steps 200/400/600/800/1000"):
// the client asks for the smallest step that covers the displayed width times 1.3 (sharp on
// dense screens without fetching full size), the server makes those widths only. Shared so the
// server's HTML shells name an image at the very address the page will ask for.

export const IMAGE_WIDTH_STEPS = [200, 400, 600, 800, 1000] as const;
export const IMAGE_SCALE = 1.3;

/** The step for an image shown `displayWidth` CSS px wide. */
export function imageWidthFor(displayWidth: number): number {
  const need = displayWidth * IMAGE_SCALE;
  return IMAGE_WIDTH_STEPS.find((s) => s >= need) ?? IMAGE_WIDTH_STEPS[IMAGE_WIDTH_STEPS.length - 1];
}

/** `url` with `w=<width>` added to its query (before any #fragment). */
export function withWidth(url: string, width: number): string {
  const [base, hash = ''] = url.split('#');
  return `${base}${base.includes('?') ? '&' : '?'}w=${width}${hash ? `#${hash}` : ''}`;
}

/**
 * The widths the phone shows its first screens' largest pictures at, which the server's HTML
 * shells also name (server/http/first-paint.ts): the watch page's poster over the player
 * (full width of a phone up to 412 px) and the home's first banner slide (92 % of a 390-430 px
 * phone).
 */
export const FIRST_PAINT_PX = { watchPoster: 412, homeSlide: 370 } as const;

import { FIRST_PAINT_WIDTHS, sizedImageUrl } from '@src/lib/image-size';

// A slide is 92 % of a 390-430 px phone; image-size picks the step. The home shell names the
// first slide's image at this width too (server/http/first-paint.ts).
export const SLIDE_PX = FIRST_PAINT_WIDTHS.homeSlide;

/** The address a banner slide's image is asked for (the slide and the first-screen preload). */
export const bannerImageUrl = (poster: string) => sizedImageUrl(poster, SLIDE_PX);

import { sizedImageUrl } from '@src/lib/image-size';

// A slide is 92 % of a 390-430 px phone; image-size picks the step.
export const SLIDE_PX = 370;

/** The address a banner slide's image is asked for (the slide and the first-screen preload). */
export const bannerImageUrl = (poster: string) => sizedImageUrl(poster, SLIDE_PX);

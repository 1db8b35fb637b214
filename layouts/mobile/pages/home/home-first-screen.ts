// What the phone home's first screen needs before React reaches the page (layouts/mobile/app.tsx
// calls it on the home route while its chunk is evaluated): the page's requests, then the first
// banner slide's image, the home's largest paint (LCP), asked for as soon as its address is
// known rather than when the page renders the slide (issue 14 point 6).
import { prefetchPhoneHome } from '@src/features/catalog';
import { bannerImageUrl } from './home-banner-image';

export const SECTIONS_PER_PAGE = 4;
export const WATCHING_COUNT = 10;

export function startHomeFirstScreen(): void {
  void prefetchPhoneHome({ sections: SECTIONS_PER_PAGE, watching: WATCHING_COUNT }).then((banner) => {
    const first = banner[0];
    if (first?.poster) preloadImage(bannerImageUrl(first.poster));
  });
}

/** A high-priority image fetch the page's own <img> with the same address is then served from. */
function preloadImage(url: string): void {
  if (typeof document === 'undefined') return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = url;
  link.setAttribute('fetchpriority', 'high');
  document.head.appendChild(link);
}

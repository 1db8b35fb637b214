// What the phone home's first screen needs before React reaches the page (layouts/mobile/
// first-screen.ts starts it on the home route): the page's requests, then the first
// banner slide's image, the home's largest paint (LCP), asked for as soon as its address is
// known rather than when the page renders the slide (issue 14 point 6).
import type { QueryClient } from '@tanstack/react-query';
import { queryClient } from '@src/data/query-client';
import { prefetchPhoneHome } from '@src/features/catalog/phone-home-prefetch';
import { bannerImageUrl } from './home-banner-image';

export const SECTIONS_PER_PAGE = 4;
export const WATCHING_COUNT = 10;

export function startHomeFirstScreen(client: QueryClient = queryClient): Promise<void> {
  return prefetchPhoneHome({ sections: SECTIONS_PER_PAGE, watching: WATCHING_COUNT }, client).then((banner) => {
    const first = banner[0];
    if (first?.poster) preloadImage(bannerImageUrl(first.poster));
  });
}

/** A high-priority image fetch the page's own <img> with the same address is then served from. */
function preloadImage(url: string): void {
  if (typeof document === 'undefined') return;
  const link = document.createElement('link');
  link.setAttribute('rel', 'preload');
  link.setAttribute('as', 'image');
  link.setAttribute('href', url);
  link.setAttribute('fetchpriority', 'high');
  document.head.appendChild(link);
}

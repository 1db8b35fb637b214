// The TV app (lazily imported by layouts/boot.tsx): focus layer, router and shell.
import { useLayoutEffect } from 'react';
import { TvRouter } from './router/tv-router';
import { initFocus, destroyFocus, focusInitialized } from '@focus/init';
import { matchRoute } from '@src/routes/match';
import { routeLocation } from '@src/routes/router-mode';
import { Shell } from './shell/shell';
import { TV_PAGES } from './page-map';
import { prefetchHome } from '@src/features/catalog';
import { enableWarmup } from '@src/features/watch/start';
import './tv.css';

/**
 * What the first screen needs, started while this chunk is evaluated rather than when React
 * reaches the page: the page's chunk and, on the home, its two requests. They then travel in
 * parallel with the shell's first render instead of one after another.
 */
function startFirstScreen(): void {
  if (typeof location === 'undefined') return;
  const route = matchRoute(routeLocation().pathname).route.name;
  TV_PAGES[route].preload().catch(() => undefined);
  if (route === 'Home') prefetchHome();
}

startFirstScreen();

// Posters offer their videos to the watch start-up as focus reaches them (poster-card.tsx); the
// first offer loads its warm-up a second later, with this layout's watch page to load ahead.
enableWarmup(() => TV_PAGES.Watch.preload());

function startFocus(): void {
  // The key table follows src/platform's detector (initFocus's default).
  if (!focusInitialized()) initFocus();
}

export default function TvApp() {
  // The focus layer is up before the first render (idempotent), not after an extra "ready" render:
  // the shell and a page whose data is already in render in one pass, and a page may preset its
  // first focus while rendering (focus/initial-focus.ts). Items register in passive effects.
  startFocus();
  useLayoutEffect(() => {
    startFocus();
    document.documentElement.classList.add('tv');
    return () => {
      destroyFocus();
      document.documentElement.classList.remove('tv');
    };
  }, []);
  return (
    <TvRouter>
      <Shell />
    </TvRouter>
  );
}

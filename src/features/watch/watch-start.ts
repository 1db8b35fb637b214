// An app opened on a watch address (cold start): the page's details and play data, the start of
// the stream and hls.js are asked for as soon as this small chunk is in. Both layouts' page maps
// fetch it in parallel with the watch page's chunk, so those requests no longer wait for the
// larger chunk to arrive, evaluate and render its page (the page then finds the answers in the
// query cache, or joins the requests on their way). Elsewhere (a warm-up preloading the watch
// chunk from the home) it does nothing.
import { queryClient } from '@src/data/query-client';
import { sessionStore } from '@src/stores/session';
import { matchRoute } from '@src/routes/match';
import { routeLocation } from '@src/routes/router-mode';
import { preloadHls } from '@src/player/hls-loader';
import { watchTargetFrom } from './watch-target';
import { primeWatchLoad } from './watch-queries';

export function startWatchRoute(): void {
  const loc = routeLocation();
  const { route, params } = matchRoute(loc.pathname);
  if (route.name !== 'Watch' && route.name !== 'Play') return;
  const target = watchTargetFrom(loc.search, params.mediaKey);
  if (!target) return;
  primeWatchLoad(queryClient, target.key, target.episodeId, sessionStore.getState().user?.token?.uid ?? 0);
  void preloadHls().catch(() => undefined);
}

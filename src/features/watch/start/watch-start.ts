// An app opened on a watch address (cold start): the page's details and play data, hls.js and
// then the stream itself (the page's Player, prestarted) are asked for as soon as this small
// chunk is in. Both layouts' page maps
// fetch it in parallel with the watch page's chunk, so those requests no longer wait for the
// larger chunk to arrive, evaluate and render its page (the page then finds the answers in the
// query cache, or joins the requests on their way). Elsewhere (a warm-up preloading the watch
// chunk from the home) it does nothing.
import { queryClient } from '@src/data/query-client';
import { sessionStore } from '@src/stores/session';
import { matchRoute } from '@src/routes/match';
import { routeLocation } from '@src/routes/router-mode';
import { preloadHls } from '@src/player/hls-loader';
import { HLS_WORKER_URL } from '@src/player/hls-worker-url';
import { isTvLayout } from '@src/platform/layout-choice';
import { watchTargetFrom } from '../watch-target';
import { primeStart } from './prime';
import { prestartWatchPlayer } from './prestart';
import { settleColdStart } from './cold-start-gate';

export function startWatchRoute(): void {
  const loc = routeLocation();
  const { route, params } = matchRoute(loc.pathname);
  const target = route.name === 'Watch' || route.name === 'Play' ? watchTargetFrom(loc.search, params.mediaKey) : null;
  // The boot holds the layout for the prestarted stream's first frame (cold-start-gate.ts): a
  // start that prestarts nothing lets it go at once.
  if (!target) {
    settleColdStart();
    return;
  }
  const uid = sessionStore.getState().user?.token?.uid ?? 0;
  const tv = isTvLayout();
  // Once the play data is in, the page's Player starts the stream (element attached, paused)
  // while the page's chunk is still evaluating and rendering; the page takes it over (claimStart).
  // An address with its own start (t=) only warms the HTTP cache: the page picks that position.
  const start = { key: target.key, episodeId: target.episodeId, uid, tv };
  const prestart = target.startAt === undefined;
  if (!prestart) settleColdStart();
  void primeStart(queryClient, target, uid, prestart ? { startStream: (url, startAt) => prestartWatchPlayer(start, url, startAt, { attach: true }) } : {}).started.then(
    (started) => started || settleColdStart(),
  );
  void preloadHls().catch(() => undefined);
  // hls.js starts its worker only once the first fragment is in: its script is then in the HTTP cache.
  void fetch(HLS_WORKER_URL).catch(() => undefined);
}

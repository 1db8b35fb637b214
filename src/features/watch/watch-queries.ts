// The watch page's server data as entries of the query cache (src/data): details, the play
// gate of one episode, related videos and the episode list. Keys carry the uid where the reply
// depends on the user (what may be played, the resume point), so a login asks again.
import { queryOptions, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { warmHlsStart } from '@src/player/stream-warmup';
import { loadDetails, loadEpisodes, loadPlayGate, loadRelated, streamStart, streamUrl } from './video-page-data';
import { watchKeys } from './watch-keys';

/**
 * Details and play data are fresh this long: the page's own observers, subscribing after the
 * requests left in its first render (or a remount soon after), take those answers; a later
 * visit asks again (likes, resume point and signed play addresses change).
 */
export const WATCH_FRESH_MS = 5000;

/**
 * Answers a warm-up fetched (focus resting on the poster: warm-watch.ts) stay fresh this long for
 * the page that opens on them: focus may rest a while before OK, and nothing a page would change
 * (resume point, likes) changed meanwhile; signed play addresses live 6 hours. The first page
 * that reads them takes the mark off (useVideoPage), so later visits ask again after WATCH_FRESH_MS.
 */
export const WARMED_FRESH_MS = 60_000;
const warmed = new WeakSet<object>();
const freshness = (query: object) => (warmed.has(query) ? WARMED_FRESH_MS : WATCH_FRESH_MS);
const entry = (client: QueryClient, queryKey: QueryKey) => client.getQueryCache().find({ queryKey, exact: true });

export const detailsQuery = (key: string, uid: number) =>
  queryOptions({ queryKey: watchKeys.details(key, uid), queryFn: ({ signal }) => loadDetails(key, signal), staleTime: freshness });

/** getPlayData of one episode (undefined: the server's pick). The gold price is applied by the reader (withGold). */
export const gateQuery = (mediaKey: string, episodeId: number | undefined, uid: number) =>
  queryOptions({
    queryKey: watchKeys.gate(mediaKey, episodeId, uid),
    queryFn: ({ signal }) => loadPlayGate(mediaKey, episodeId, 0, signal),
    staleTime: freshness,
  });

export const relatedQuery = (mediaKey: string) =>
  queryOptions({ queryKey: watchKeys.related(mediaKey), queryFn: ({ signal }) => loadRelated(mediaKey, signal) });

export const episodesQuery = (key: string) => queryOptions({ queryKey: watchKeys.episodes(key), queryFn: ({ signal }) => loadEpisodes(key, signal) });

/** The last load primed per cache: the cold start's early call, a warm-up and the page's own are one. */
const primed = new WeakMap<QueryClient, { id: string; at: number }>();
const primeId = (key: string, episodeId: number | undefined, uid: number) => `${key}|${episodeId ?? ''}|${uid}`;

/** A warm-up's playable answers for /watch?id=`key`: fresh for the page that opens on them, and its stream start already warmed. */
export function markWarmed(client: QueryClient, key: string, uid: number): void {
  for (const k of [detailsQuery(key, uid).queryKey, gateQuery(key, undefined, uid).queryKey]) {
    const q = entry(client, k);
    if (q) warmed.add(q);
  }
  primed.set(client, { id: primeId(key, undefined, uid), at: Date.now() });
}

/** The page read the warmed answers: from now on they age as any other. */
export function takeWarmed(client: QueryClient, queryKeys: readonly QueryKey[]): void {
  for (const k of queryKeys) {
    const q = entry(client, k);
    if (q) warmed.delete(q);
  }
}

/**
 * Sends the details and play-data requests for a watch page from its first render, before the
 * page commits (a layout may hold a freshly loaded page back behind Suspense for a while), or
 * earlier still on a cold start (watch-start.ts); the page's queries then join them (same keys).
 * Warms the stream start once both are in, once for both callers: by default into the HTTP
 * cache; the cold start passes `startStream` to prestart the page's Player instead.
 * Resolves to whether the stream start was called (false: primed already, not playable, failed).
 */
export function primeWatchLoad(
  client: QueryClient,
  key: string,
  episodeId: number | undefined,
  uid: number,
  startStream: (url: string, startAt: number) => unknown = warmHlsStart,
): Promise<boolean> {
  const id = primeId(key, episodeId, uid);
  const last = primed.get(client);
  if (last && last.id === id && Date.now() - last.at < WATCH_FRESH_MS) return Promise.resolve(false);
  primed.set(client, { id, at: Date.now() });
  const details = client.fetchQuery(detailsQuery(key, uid));
  const gate = client.fetchQuery(gateQuery(key, episodeId, uid));
  return Promise.all([details, gate]).then(
    ([d, g]) => {
      if (g.kind !== 'ready') return false;
      startStream(streamUrl(g.data.url), streamStart(d, g.data));
      return true;
    },
    () => false,
  );
}

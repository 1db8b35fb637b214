// The watch page's server data as entries of the query cache (src/data): details, the play
// gate of one episode, related videos and the episode list. Keys carry the uid where the reply
// depends on the user (what may be played, the resume point), so a login asks again.
import { queryOptions, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { loadDetails, loadEpisodes, loadPlayGate, loadRelated } from './video-page-data';
import { watchKeys } from './watch-keys';

/**
 * Details and play data are fresh this long: the page's own observers, subscribing after the
 * requests left in its first render (or a remount soon after), take those answers; a later
 * visit asks again (likes, resume point and signed play addresses change).
 */
export const WATCH_FRESH_MS = 5000;

/**
 * Answers a warm-up fetched (focus resting on the poster: start/prime.ts) stay fresh this long for
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
/** How often a stream still being made (ret MEDIA_PREPARING) is asked for again. */
export const PREPARING_RETRY_MS = 3000;

export const gateQuery = (mediaKey: string, episodeId: number | undefined, uid: number) =>
  queryOptions({
    queryKey: watchKeys.gate(mediaKey, episodeId, uid),
    queryFn: ({ signal }) => loadPlayGate(mediaKey, episodeId, 0, signal),
    staleTime: freshness,
    // A stream still being made is asked for again until it is ready, and then plays.
    refetchInterval: (q) => (q.state.data?.kind === 'preparing' ? PREPARING_RETRY_MS : false),
  });

export const relatedQuery = (mediaKey: string) =>
  queryOptions({ queryKey: watchKeys.related(mediaKey), queryFn: ({ signal }) => loadRelated(mediaKey, signal) });

export const episodesQuery = (key: string) => queryOptions({ queryKey: watchKeys.episodes(key), queryFn: ({ signal }) => loadEpisodes(key, signal) });

/** A warm-up's playable answers: fresh for the page that opens on them (start/prime.ts). */
export function markWarmed(client: QueryClient, queryKeys: readonly QueryKey[]): void {
  for (const k of queryKeys) {
    const q = entry(client, k);
    if (q) warmed.add(q);
  }
}

/** The page read the warmed answers: from now on they age as any other. */
export function takeWarmed(client: QueryClient, queryKeys: readonly QueryKey[]): void {
  for (const k of queryKeys) {
    const q = entry(client, k);
    if (q) warmed.delete(q);
  }
}

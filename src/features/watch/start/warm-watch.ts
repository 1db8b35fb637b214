// Warming one watch page before it opens (focus resting on its poster): the details and the
// play data are fetched into the query cache under the keys the page reads (watch-queries.ts),
// so the page that opens on OK finds them there, or joins the requests on their way, and sends
// nothing itself; once both are in, the start of the stream (master and lowest-rendition
// playlists, first fragment) is fetched into the HTTP cache. cancel() when focus moves on aborts
// what is still on its way, unless a page already reads it.
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { warmHlsStart } from '@src/player/stream-warmup';
import { loadDetails, loadPlayGate, streamStart, streamUrl } from '../video-page-data';
import { detailsQuery, gateQuery, markWarmed } from '../watch-queries';

export interface WatchWarmup {
  /** Settles when the warm-up is over (done, failed or cancelled); never rejects. */
  readonly done: Promise<void>;
  cancel(): void;
}

/** Both answers are awaited, whatever the other does (no Promise.allSettled on Chromium 68). */
const settled = <T>(p: Promise<T>): Promise<{ value: T } | null> => p.then((value) => ({ value }), () => null);

const entry = (client: QueryClient, queryKey: QueryKey) => client.getQueryCache().find({ queryKey, exact: true });

/** Aborts the entry's request if it is still on its way and no page reads it. */
function cancelUnread(client: QueryClient, queryKey: QueryKey): void {
  const q = entry(client, queryKey);
  if (q && q.getObserversCount() === 0 && q.state.fetchStatus === 'fetching') void q.cancel({ revert: true });
}

/** Removes an answer no page reads: the page asks again itself (with its toasts). */
function dropUnread(client: QueryClient, queryKey: QueryKey): void {
  const q = entry(client, queryKey);
  if (q && q.getObserversCount() === 0) client.removeQueries({ queryKey, exact: true });
}

/**
 * How the stream's start is warmed once the play data is in: by default its first requests go
 * into the HTTP cache; the TV prestarts the page's Player instead (prestart.ts). `signal` aborts
 * when focus moves on.
 */
export type StartStream = (url: string, startAt: number, signal: AbortSignal) => unknown;

/**
 * Warms /watch?id=`key` (no episode: the server's pick, as the poster's link asks) for user
 * `uid`. Only a playable answer stays in the cache: a refusal or failure is dropped, so the page
 * shows it with its own request and messages.
 */
export function warmWatch(client: QueryClient, key: string, uid: number, startStream: StartStream = (url, at, signal) => warmHlsStart(url, at, {}, signal)): WatchWarmup {
  const abort = new AbortController();
  const d = detailsQuery(key, uid);
  const g = gateQuery(key, undefined, uid);
  const details = client.fetchQuery({ ...d, queryFn: ({ signal }) => loadDetails(key, signal, true) });
  const gate = client.fetchQuery({ ...g, queryFn: ({ signal }) => loadPlayGate(key, undefined, 0, signal, true) });
  const done = Promise.all([settled(details), settled(gate)]).then(([dd, gg]) => {
    // Cancelled or failed: nothing half-done stays behind.
    if (!dd) dropUnread(client, d.queryKey);
    if (!gg || gg.value.kind !== 'ready') dropUnread(client, g.queryKey);
    if (!dd || !gg || gg.value.kind !== 'ready' || abort.signal.aborted) return;
    markWarmed(client, key, uid);
    return startStream(streamUrl(gg.value.data.url), streamStart(dd.value, gg.value.data), abort.signal);
  });
  return {
    done: done.then(() => undefined),
    cancel() {
      abort.abort();
      cancelUnread(client, d.queryKey);
      cancelUnread(client, g.queryKey);
    },
  };
}

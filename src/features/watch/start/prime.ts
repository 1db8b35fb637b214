// Priming one watch page: its details and play data are fetched into the query cache under the
// keys the page reads (watch-queries.ts), so the page finds them there or joins the requests on
// their way and sends nothing itself; once both are in and playable, the start of the stream
// follows (by default its master and lowest-rendition playlists and first fragment into the HTTP
// cache; a prestart of the page's Player where one is passed: prestart.ts).
// The one path for every caller (issue 31 point 4): the TV warm-up when focus rests on a poster
// (ahead of the page: warm-up.ts), the cold start on a watch address (watch-start.ts) and the
// page's own first render (use-video-page.ts).
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { warmHlsStart } from '@src/player/stream-warmup';
import { loadDetails, loadPlayGate, streamStart, streamUrl } from '../video-page-data';
import { detailsQuery, gateQuery, markWarmed, WATCH_FRESH_MS } from '../watch-queries';
import type { WatchTarget } from '../watch-target';

/** How the stream's start is warmed once the play data is in; `signal` aborts on cancel(). */
export type StartStream = (url: string, startAt: number, signal: AbortSignal) => unknown;

export interface PrimeOptions {
  /**
   * Ahead of the page (focus resting on a poster): the user asked for nothing yet, so failures
   * show no toast and send nobody to the login page, and only a playable answer stays in the
   * cache (the page asks again itself, with its messages); what stays is fresh for the page that
   * opens on it (WARMED_FRESH_MS). Every such call primes again: a warm-up cancelled when focus
   * moved on must start the stream again when it comes back.
   */
  ahead?: boolean;
  startStream?: StartStream;
}

export interface Priming {
  /** Whether the stream start was called (false: primed already, not playable, failed or cancelled); never rejects. */
  readonly started: Promise<boolean>;
  /** Focus moved on: aborts what is still on its way, unless a page reads it, and the stream start. */
  cancel(): void;
}

const httpWarm: StartStream = (url, startAt, signal) => warmHlsStart(url, startAt, {}, signal);

/** The last priming per cache: the cold start's early call, a warm-up and the page's own are one. */
const primed = new WeakMap<QueryClient, { key: string; episodeId: number | undefined; uid: number; at: number }>();

function primedRecently(client: QueryClient, target: WatchTarget, uid: number): boolean {
  const last = primed.get(client);
  return !!last && last.key === target.key && last.episodeId === target.episodeId && last.uid === uid && Date.now() - last.at < WATCH_FRESH_MS;
}

const markPrimed = (client: QueryClient, target: WatchTarget, uid: number) => primed.set(client, { key: target.key, episodeId: target.episodeId, uid, at: Date.now() });

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

const NOTHING: Priming = { started: Promise.resolve(false), cancel: () => undefined };

/** Primes /watch for `target` (no episode: the server's pick) and user `uid`. */
export function primeStart(client: QueryClient, target: WatchTarget, uid: number, opts: PrimeOptions = {}): Priming {
  const { key, episodeId } = target;
  const ahead = opts.ahead ?? false;
  if (!ahead) {
    if (primedRecently(client, target, uid)) return NOTHING;
    markPrimed(client, target, uid);
  }
  const abort = new AbortController();
  const d = detailsQuery(key, uid);
  const g = gateQuery(key, episodeId, uid);
  const details = settled(client.fetchQuery(ahead ? { ...d, queryFn: ({ signal }) => loadDetails(key, signal, true) } : d));
  const gate = settled(client.fetchQuery(ahead ? { ...g, queryFn: ({ signal }) => loadPlayGate(key, episodeId, 0, signal, true) } : g));
  const started = Promise.all([details, gate]).then(([dd, gg]) => {
    const play = gg?.value.kind === 'ready' ? gg.value.data : null;
    if (ahead) {
      // Cancelled or failed: nothing half-done stays behind.
      if (!dd) dropUnread(client, d.queryKey);
      if (!play) dropUnread(client, g.queryKey);
    }
    if (!dd || !play || abort.signal.aborted) return false;
    if (ahead) {
      markWarmed(client, [d.queryKey, g.queryKey]);
      // The page's own priming then warms no stream again.
      markPrimed(client, target, uid);
    }
    (opts.startStream ?? httpWarm)(streamUrl(play.url), streamStart(dd.value, play), abort.signal);
    return true;
  });
  return {
    started,
    cancel() {
      abort.abort();
      cancelUnread(client, d.queryKey);
      cancelUnread(client, g.queryKey);
    },
  };
}

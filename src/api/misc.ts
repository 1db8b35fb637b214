// The visit counter (record in contract/misc.ts): POST {host}/a/o?cineam=1 (spec 000 §7), its
// errors are ignored, it returns the raw response, and after a failure it backs off for 10
// minutes (spec 002 §4). {host} is VITE_STATISTICS_HOST when set at build (base-url.ts), else
// the API host (the reference server counts visits itself).
import * as contract from './contract/misc';
import { request } from './http';
import { uiPort } from './ui-port';
import { sendStatistics, type StatisticsResult } from '../lib/statistics-backoff';
import { statisticsHost } from './base-url';

/** Counts a page visit; the raw reply when sent, `{ sent: false }` when skipped (back-off) or failed. Never rejects. */
export function recordVisit(
  page: string,
  referrer = typeof document !== 'undefined' ? document.referrer : '',
  host: { base: string; external: boolean } = statisticsHost(),
): Promise<StatisticsResult<unknown>> {
  return sendStatistics(() =>
    request<unknown>({
      method: 'POST',
      // A host of its own is another party: it gets the visit, never the user's token or headers.
      path: host.external ? `${host.base}${contract.statistics.path}` : contract.statistics.path,
      query: { cineam: '1' },
      body: { page: page.slice(0, 300), visitorId: uiPort().identity().deviceId ?? undefined, referrer: referrer.slice(0, 300) },
      bodyType: 'json',
      options: { raw: true, ignoreErrors: true, ...(host.external ? { bare: true } : {}) },
    }),
  );
}

// The visit counter (record in contract/misc.ts): its errors are ignored, it returns the raw
// response, and after a failure it backs off for 10 minutes (spec 000 §7, 002 §4).
import * as contract from './contract/misc';
import { request } from './http';
import { uiPort } from './ui-port';
import { sendStatistics } from '../lib/statistics-backoff';

/** Counts a page visit; resolves false when skipped (back-off) or failed. Never rejects. */
export function recordVisit(page: string, referrer = typeof document !== 'undefined' ? document.referrer : ''): Promise<boolean> {
  return sendStatistics(() =>
    request({
      method: 'POST',
      path: contract.statistics.path,
      query: { cineam: '1' },
      body: { page: page.slice(0, 300), visitorId: uiPort().identity().deviceId ?? undefined, referrer: referrer.slice(0, 300) },
      bodyType: 'json',
      options: { raw: true, ignoreErrors: true },
    }),
  );
}

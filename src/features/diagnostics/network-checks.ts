// Network diagnostics: what the browser says, and one real round trip to our API.
import { call } from '@src/api/call';
import { getHomeConfig } from '@src/api/contract/config';
import type { Check } from './device-checks';

interface ConnectionLike {
  effectiveType?: string;
  downlink?: number;
  rtt?: number;
}

export function connectionChecks(): Check[] {
  const c = (navigator as unknown as { connection?: ConnectionLike }).connection;
  return [
    { name: 'onLine', value: navigator.onLine ? 'yes' : 'no', ok: navigator.onLine },
    { name: 'connection', value: c ? `${c.effectiveType ?? '?'} ${c.downlink ?? '?'} Mb/s rtt ${c.rtt ?? '?'} ms` : 'unknown' },
  ];
}

/** One API round trip (the config call), in milliseconds. */
export async function apiRoundTrip(now: () => number = () => performance.now()): Promise<Check> {
  const start = now();
  try {
    await call(getHomeConfig, {}, { ignoreErrors: true });
    return { name: 'api', value: `${Math.round(now() - start)} ms`, ok: true };
  } catch {
    return { name: 'api', value: 'failed', ok: false };
  }
}

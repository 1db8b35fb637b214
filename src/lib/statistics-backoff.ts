// After a failed statistics call, further calls wait 10 minutes (spec 002 §4); the failure
// time is kept in the session as accessStatisticsErrTime.
import { sessionGet, sessionSet } from './storage';

export const STATISTICS_BACKOFF_MS = 600_000;
export const STATISTICS_ERR_KEY = 'accessStatisticsErrTime';

export function statisticsAllowed(now = Date.now()): boolean {
  const at = Number(sessionGet(STATISTICS_ERR_KEY));
  return !at || now - at >= STATISTICS_BACKOFF_MS;
}

export function markStatisticsFailed(now = Date.now()): void {
  sessionSet(STATISTICS_ERR_KEY, String(now));
}

export type StatisticsResult<T> = { sent: true; reply: T } | { sent: false };

/**
 * Runs `send` unless backing off; a failure starts the back-off. Never throws. Resolves with the
 * reply as `send` gave it (the statistics call returns the raw response, spec 000 §7).
 */
export async function sendStatistics<T>(send: () => Promise<T>, now = Date.now()): Promise<StatisticsResult<T>> {
  if (!statisticsAllowed(now)) return { sent: false };
  try {
    return { sent: true, reply: await send() };
  } catch {
    markStatisticsFailed(now);
    return { sent: false };
  }
}

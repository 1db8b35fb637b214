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

/** Runs `send` unless backing off; a failure starts the back-off. Never throws. */
export async function sendStatistics(send: () => Promise<unknown>, now = Date.now()): Promise<boolean> {
  if (!statisticsAllowed(now)) return false;
  try {
    await send();
    return true;
  } catch {
    markStatisticsFailed(now);
    return false;
  }
}

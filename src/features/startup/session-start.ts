// What runs once when a session starts (issue 11 point 6): the visit counter, once per browser
// session (a failure backs off 10 minutes, src/lib/statistics-backoff.ts, so a reload within
// them does not ask again), and the app config.
import { recordVisit } from '@src/api/misc';
import { sessionGet, sessionSet } from '@src/lib/storage';
import { loadAppConfig } from './app-config';

export const VISIT_RECORDED_KEY = 'visitRecorded';

export async function recordSessionVisit(page: string): Promise<boolean> {
  if (sessionGet(VISIT_RECORDED_KEY) === '1') return false;
  const ok = (await recordVisit(page)).sent;
  if (ok) sessionSet(VISIT_RECORDED_KEY, '1');
  return ok;
}

export function startSession(page: string): Promise<unknown> {
  return Promise.all([recordSessionVisit(page), loadAppConfig()]);
}

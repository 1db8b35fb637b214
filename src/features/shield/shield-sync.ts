// Shield lists follow the session (spec 001 §4): loaded when a user is restored or logs in
// (a different uid reloads), emptied when the user is cleared.
import { loadShieldLists } from '@src/api/shield';
import { sessionStore, type SessionState } from '@src/stores/session';
import { shieldStore } from '@src/stores/shield';
import type { StoreApi } from 'zustand';

export interface ShieldSyncDeps {
  session?: StoreApi<SessionState>;
  load?: () => Promise<void>;
  clear?: () => void;
}

/** Starts following the session; returns the stop. */
export function followSessionForShields(deps: ShieldSyncDeps = {}): () => void {
  const session = deps.session ?? sessionStore;
  const load = deps.load ?? loadShieldLists;
  const clear = deps.clear ?? (() => shieldStore.getState().clear());
  let loadedFor: number | null = null;
  const apply = (uid: number | null) => {
    if (uid === loadedFor) return;
    loadedFor = uid;
    if (uid === null) clear();
    else void load().catch((err: unknown) => console.warn('[shield] loading the lists failed', err));
  };
  apply(session.getState().user?.token?.uid ?? null);
  return session.subscribe((s) => apply(s.user?.token?.uid ?? null));
}

let stop: (() => void) | null = null;
let users = 0;

/** Starts the app-wide sync once; each caller's release stops it after the last one. */
export function startShieldSync(): () => void {
  users++;
  if (!stop) stop = followSessionForShields();
  let released = false;
  return () => {
    if (released) return;
    released = true;
    users--;
    if (users === 0 && stop) {
      stop();
      stop = null;
    }
  };
}

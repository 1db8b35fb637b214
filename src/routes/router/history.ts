// A browser history over window.history and popstate. Entries carry { usr, key, idx } in
// history.state, the same shape react-router writes, so code that reads `history.state.idx`
// (how far back the app can go) keeps working across the swap and across reloads.
import { createPath, resolveTo, type Path, type To } from './path';

export interface Location extends Path {
  state: unknown;
  /** Unique per history entry; 'default' for the entry the app started on. */
  key: string;
}

export type Action = 'POP' | 'PUSH' | 'REPLACE';

export interface BrowserHistory {
  readonly location: Location;
  readonly action: Action;
  /** Position of the current entry in this app's stack (0 = the first one). */
  readonly index: number;
  push(to: To, state?: unknown): void;
  replace(to: To, state?: unknown): void;
  go(delta: number): void;
  listen(listener: () => void): () => void;
  createHref(to: To): string;
}

interface EntryState {
  usr: unknown;
  key: string;
  idx: number;
}

function isEntryState(v: unknown): v is EntryState {
  return !!v && typeof v === 'object' && typeof (v as EntryState).idx === 'number' && typeof (v as EntryState).key === 'string';
}

function createKey(): string {
  return Math.random().toString(36).slice(2, 10);
}

export function createBrowserHistory(win: Window = window): BrowserHistory {
  const h = win.history;
  const readLocation = (): Location => {
    const st = isEntryState(h.state) ? h.state : null;
    const { pathname, search, hash } = win.location;
    return { pathname, search, hash, state: st ? st.usr : null, key: st ? st.key : 'default' };
  };
  if (!isEntryState(h.state)) h.replaceState({ usr: null, key: 'default', idx: 0 } satisfies EntryState, '');

  let location = readLocation();
  let index = (h.state as EntryState).idx;
  let action: Action = 'POP';
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((l) => l());

  const onPop = () => {
    action = 'POP';
    location = readLocation();
    index = isEntryState(h.state) ? h.state.idx : 0;
    notify();
  };

  const write = (kind: 'PUSH' | 'REPLACE', to: To, state: unknown) => {
    const target = resolveTo(to, location);
    const nextIndex = kind === 'PUSH' ? index + 1 : index;
    const entry: EntryState = { usr: state ?? null, key: createKey(), idx: nextIndex };
    const url = createPath(target);
    if (kind === 'PUSH') {
      try {
        h.pushState(entry, '', url);
      } catch {
        // Too many entries or a state that cannot be cloned (old TV engines): load the page.
        win.location.assign(url);
        return;
      }
    } else {
      h.replaceState(entry, '', url);
    }
    action = kind;
    index = nextIndex;
    location = readLocation();
    notify();
  };

  return {
    get location() {
      return location;
    },
    get action() {
      return action;
    },
    get index() {
      return index;
    },
    push: (to, state) => write('PUSH', to, state),
    replace: (to, state) => write('REPLACE', to, state),
    go: (delta) => h.go(delta),
    listen(listener) {
      if (listeners.size === 0) {
        win.addEventListener('popstate', onPop);
        // Entries may have been popped while nobody listened.
        location = readLocation();
        index = isEntryState(h.state) ? h.state.idx : 0;
      }
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) win.removeEventListener('popstate', onPop);
      };
    },
    createHref: (to) => createPath(resolveTo(to, location)),
  };
}

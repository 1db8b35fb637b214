// An in-memory history (tests, and any host without a usable window.history): the same
// interface as the browser one, over an array of entries.
import type { Action, BrowserHistory, Location } from './history';
import { createPath, parsePath, resolveTo, type To } from './path';

export interface MemoryHistoryOptions {
  initialEntries?: (string | Partial<Location>)[];
  initialIndex?: number;
}

let counter = 0;
const nextKey = () => `m${(++counter).toString(36)}`;

function toLocation(entry: string | Partial<Location>, key: string): Location {
  const parts = typeof entry === 'string' ? parsePath(entry) : entry;
  const { pathname, search, hash } = resolveTo(parts, { pathname: '/', search: '', hash: '' });
  const state = typeof entry === 'string' ? null : (entry.state ?? null);
  return { pathname, search, hash, state, key: typeof entry !== 'string' && entry.key ? entry.key : key };
}

export function createMemoryHistory(opts: MemoryHistoryOptions = {}): BrowserHistory {
  const entries = (opts.initialEntries?.length ? opts.initialEntries : ['/']).map((e, i) => toLocation(e, i === 0 ? 'default' : nextKey()));
  let index = Math.min(Math.max(opts.initialIndex ?? entries.length - 1, 0), entries.length - 1);
  let action: Action = 'POP';
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((l) => l());
  const make = (to: To, state: unknown): Location => ({ ...resolveTo(to, entries[index]), state: state ?? null, key: nextKey() });

  return {
    get location() {
      return entries[index];
    },
    get action() {
      return action;
    },
    get index() {
      return index;
    },
    push(to, state) {
      const loc = make(to, state);
      entries.splice(index + 1, entries.length, loc);
      index += 1;
      action = 'PUSH';
      notify();
    },
    replace(to, state) {
      entries[index] = make(to, state);
      action = 'REPLACE';
      notify();
    },
    go(delta) {
      const next = Math.min(Math.max(index + delta, 0), entries.length - 1);
      if (next === index) return;
      index = next;
      action = 'POP';
      notify();
    },
    listen(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    createHref: (to) => createPath(resolveTo(to, entries[index])),
  };
}

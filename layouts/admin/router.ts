// The console's own few routes under /admin: the path after /admin, pushState and popstate.
// No react-router here: the phone's router chunk stays tree-shaken for the phone alone, and a
// desktop console of a dozen pages needs nothing more.
import { useSyncExternalStore } from 'react';
import { Emitter } from '@src/lib/events';

export const ADMIN_BASE = '/admin';

const events = new Emitter<{ moved: void }>('admin-router');

function current(): string {
  const p = location.pathname.replace(/\/+$/, '');
  const rest = p.toLowerCase().startsWith(ADMIN_BASE) ? p.slice(ADMIN_BASE.length) : '';
  return (rest || '/') + location.search;
}

function subscribe(fn: () => void): () => void {
  const off = events.on('moved', fn);
  window.addEventListener('popstate', fn);
  return () => {
    off();
    window.removeEventListener('popstate', fn);
  };
}

/** The path under /admin with its query, e.g. '/cases/12' or '/users?q=demo'. */
export function useAdminPath(): string {
  return useSyncExternalStore(subscribe, current, current);
}

export function go(path: string): void {
  history.pushState(null, '', ADMIN_BASE + (path === '/' ? '' : path));
  events.emit('moved', undefined);
}

export const hrefOf = (path: string) => ADMIN_BASE + (path === '/' ? '' : path);

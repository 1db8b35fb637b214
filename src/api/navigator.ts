// The request layer must send the user to /login on ret 201 without importing the router
// (src/ never imports a layout). Each layout registers its router's navigate here.

import { documentHref } from '@src/routes/router-mode';

export type Navigate = (to: string, opts?: { replace?: boolean }) => void;

// Before a layout registered (or in a host without one): a full load of the path, which a
// hash-mode build keeps in the hash of the same document.
const fallback: Navigate = (to) => {
  if (typeof location !== 'undefined') location.assign(documentHref(to));
};

let current: Navigate = fallback;

export function setNavigator(fn: Navigate | null): void {
  current = fn ?? fallback;
}

export function navigate(to: string, opts?: { replace?: boolean }): void {
  current(to, opts);
}

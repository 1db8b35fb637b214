// Bad addresses (issue 42): a page whose parameter is missing says which one instead of
// failing a load, and one whose parameter names nothing says that the thing is gone. The
// layouts ask missingNeed() before they mount a page; the loading wrappers show 'not-found'.
import type { MessageKey } from '../i18n/keys';
import type { RouteDef } from './table';

/** True when the route needs a query parameter and the address has none of its keys. */
export function missingNeed(def: RouteDef, search: string): boolean {
  const need = def.needs;
  if (!need || need.keys.some((k) => def.path.includes(`:${k}`))) return false;
  const q = new URLSearchParams(search);
  return !need.keys.some((k) => (q.get(k) ?? '').trim() !== '');
}

/** The message of a bad address on this route, or the generic one when it needs nothing. */
export function badAddressText(def: RouteDef, kind: 'missing' | 'not-found'): { key: MessageKey; what?: MessageKey } {
  const what = def.needs?.what;
  if (!what) return { key: 'errors.notFound' };
  return kind === 'missing' ? { key: 'errors.paramMissing', what: `subjects.${what}Id` } : { key: 'errors.paramUnknown', what: `subjects.${what}` };
}

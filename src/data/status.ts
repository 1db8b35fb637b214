// What a view shows for a resource: the TV and phone loading wrappers take these statuses.
import { ApiError } from '../api/errors';
import { RET } from '../api/contract/envelope';

/** 'not-found': the address names nothing (an unknown or stale id); the page offers the way back. */
export type ResourceStatus = 'loading' | 'ready' | 'empty' | 'network-error' | 'error' | 'not-found';

/**
 * A failure the user can fix by reconnecting shows the network prompt; a thing the server does
 * not know (ret 404) says so; others "load failed".
 */
export function statusOfError(e: unknown): 'network-error' | 'error' | 'not-found' {
  if (!(e instanceof ApiError)) return 'error';
  if (e.kind === 'network' || e.kind === 'timeout') return 'network-error';
  return e.kind === 'ret' && e.ret === RET.NOT_FOUND ? 'not-found' : 'error';
}

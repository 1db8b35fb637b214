// What a view shows for a resource: the TV and phone loading wrappers take these statuses.
import { ApiError } from '../api/errors';

export type ResourceStatus = 'loading' | 'ready' | 'empty' | 'network-error' | 'error';

/** A failure the user can fix by reconnecting shows the network prompt; others "load failed". */
export function statusOfError(e: unknown): 'network-error' | 'error' {
  return e instanceof ApiError && (e.kind === 'network' || e.kind === 'timeout') ? 'network-error' : 'error';
}

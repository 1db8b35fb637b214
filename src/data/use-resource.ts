// One keyed resource: a thin layer over useQuery with the app's statuses. The cache gives
// de-duplication (two users of a key share one request), a time to live (query-client.ts),
// abort on unmount (the fetcher gets TanStack's signal and hands it to the request layer) and
// the stale guard (a view only ever sees the entry of its current key).
import { useCallback } from 'react';
import { useQuery, type QueryKey } from '@tanstack/react-query';
import { statusOfError, type ResourceStatus } from './status';

export type Fetcher<T> = (signal: AbortSignal) => Promise<T>;

export interface ResourceOptions<T> {
  /** False: nothing is asked (a missing id, a hidden page, extras held back). */
  enabled?: boolean;
  /** A ready reply that should show the empty state. */
  isEmpty?: (value: T) => boolean;
  staleTime?: number;
}

export interface Resource<T> {
  status: ResourceStatus;
  data: T | undefined;
  error: unknown;
  /** Asks the server again (the "refresh" button); the shown data stays until the reply. */
  reload(): void;
  /** The same, settling when the reply is in (pull-to-refresh); a failure keeps the data shown. */
  refresh(): Promise<void>;
}

export function useResource<T>(key: QueryKey, fetcher: Fetcher<T>, options: ResourceOptions<T> = {}): Resource<T> {
  const q = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => fetcher(signal),
    enabled: options.enabled ?? true,
    ...(options.staleTime !== undefined ? { staleTime: options.staleTime } : {}),
  });
  const { refetch } = q;
  const refresh = useCallback(async () => {
    await refetch();
  }, [refetch]);
  const reload = useCallback(() => void refresh(), [refresh]);
  let status: ResourceStatus;
  if (q.data !== undefined) status = options.isEmpty?.(q.data) ? 'empty' : 'ready';
  // A reload from the error state shows the loading block again, as the first load did.
  else if (q.isError && !q.isFetching) status = statusOfError(q.error);
  else status = 'loading';
  return { status, data: q.data, error: q.error, reload, refresh };
}

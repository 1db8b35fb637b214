// The one cache of server data (TanStack Query). Defaults chosen for this app:
// - retry off: the request layer already toasts a failure; three attempts would toast three
//   times and hold the error screen back by seconds on a TV.
// - no refetch on window focus or reconnect: a TV's "focus" is the remote, and a page keeps
//   what it shows until the user refreshes or a write invalidates it.
// - networkMode 'always': the request layer decides what offline means (its network error and
//   toast); TanStack's own pause-while-offline would leave a page loading forever on TVs whose
//   navigator.onLine is unreliable.
import { QueryClient } from '@tanstack/react-query';

/** A reply is fresh this long: a remount or a second user of the key within it asks nothing. */
export const STALE_MS = 60_000;
/** An unused entry is dropped this long after its last user left. */
export const GC_MS = 5 * 60_000;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: STALE_MS,
        gcTime: GC_MS,
        retry: false,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        networkMode: 'always',
      },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}

/** The app's client: one for both layouts, also used before React renders (TV home prefetch). */
export const queryClient = createQueryClient();

import { useEffect, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { queryClient } from './query-client';
import { followIdentity } from './invalidate';

/** Wired once around each layout's app: the query cache and its reset on login and logout. */
export function DataProvider({ children, client = queryClient }: { children: ReactNode; client?: QueryClient }) {
  useEffect(() => followIdentity(client), [client]);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

// Writes that change a paged list show at once: the cached pages are edited in place (then the
// views re-render from the cache), with no page asked again.
import type { InfiniteData, QueryClient, QueryKey } from '@tanstack/react-query';

export function updatePages<P>(client: QueryClient, key: QueryKey, edit: (pages: readonly P[]) => P[]): void {
  client.setQueryData<InfiniteData<P, number>>(key, (d) => (d ? { ...d, pages: edit(d.pages) } : d));
}

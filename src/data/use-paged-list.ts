// The one paged list of both layouts (TV grids and rows, phone lists): useInfiniteQuery with
// the load-more footer (footer.ts), page 1 first, the next page on loadMore, a key change
// restarting from page 1 (or from the cache of that key), and a refresh that asks page 1
// again and keeps the shown list when it fails (pull-to-refresh on the phone).
import { useCallback, useMemo } from 'react';
import { infiniteQueryOptions, useInfiniteQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { canLoadMore, footerState, type FooterState } from './footer';
import { statusOfError, type ResourceStatus } from './status';

/** One page of a paged list: its items and whether more follow. */
export interface Page<T> {
  list: readonly T[];
  hasMore: boolean;
}

export type PageFetcher<P> = (page: number, signal: AbortSignal) => Promise<P>;

/**
 * The query options of a paged list: used by the hook and by code that fills the cache before
 * a page renders (the TV home prefetch), so both share the key and the page rules.
 */
export function pagedQuery<T, P extends Page<T> = Page<T>>(key: QueryKey, fetchPage: PageFetcher<P>) {
  return infiniteQueryOptions({
    queryKey: key,
    queryFn: ({ pageParam, signal }: { pageParam: number; signal: AbortSignal }) => fetchPage(pageParam, signal),
    initialPageParam: 1,
    // An empty page ends the list even when the server says more follow (no endless asking).
    getNextPageParam: (last: P, all: P[]) => (last.hasMore && last.list.length > 0 ? all.length + 1 : undefined),
  });
}

export interface PagedListOptions<T, P extends Page<T>> {
  enabled?: boolean;
  /** The shown items from the pages (default: the pages' lists one after another). */
  combine?: (pages: readonly P[]) => readonly T[];
  /** The empty state (default: page 1 has no items). */
  isEmpty?: (first: P) => boolean;
}

export interface PagedList<T, P extends Page<T> = Page<T>> {
  items: readonly T[];
  /** The first page, for what comes with it besides the list (a banner...). */
  first: P | undefined;
  /** Page 1's status for the loading wrapper; a list on screen stays 'ready' through a failed refresh. */
  status: ResourceStatus;
  footer: FooterState;
  loadMore(): void;
  /** Asks page 1 again; the list is replaced when it arrives and kept when it fails. */
  refresh(): Promise<void>;
}

const concat = <T>(pages: readonly Page<T>[]): readonly T[] => (pages.length === 1 ? pages[0].list : pages.flatMap((p) => p.list));

export function usePagedList<T, P extends Page<T> = Page<T>>(key: QueryKey, fetchPage: PageFetcher<P>, options: PagedListOptions<T, P> = {}): PagedList<T, P> {
  const client = useQueryClient();
  const base = pagedQuery<T, P>(key, fetchPage);
  const q = useInfiniteQuery({ ...base, enabled: options.enabled ?? true });
  const pages = q.data?.pages;
  const { combine } = options;
  const items = useMemo(() => (pages ? (combine ? combine(pages) : concat<T>(pages)) : []), [pages, combine]);
  const first = pages?.[0];
  const footer = footerState({
    hasData: !!first,
    hasNextPage: q.hasNextPage,
    isFetchingNextPage: q.isFetchingNextPage,
    isFetchNextPageError: q.isFetchNextPageError,
  });

  let status: ResourceStatus;
  if (first) status = (options.isEmpty ? options.isEmpty(first) : first.list.length === 0) ? 'empty' : 'ready';
  else if (q.isError && !q.isFetching) status = statusOfError(q.error);
  else status = 'loading';

  const { fetchNextPage } = q;
  const busy = q.isFetching;
  const loadMore = useCallback(() => {
    if (!first || busy || !canLoadMore(footer) || !q.hasNextPage) return;
    void fetchNextPage();
  }, [first, busy, footer, q.hasNextPage, fetchNextPage]);

  const refresh = useCallback(async () => {
    // A next page on its way is dropped (its reply would land after the fresh page 1); the
    // query keeps its data through the cancel and through a failed refresh.
    await client.cancelQueries({ queryKey: base.queryKey, exact: true });
    await client.infiniteQuery({ ...base, pages: 1, staleTime: 0 }).catch(() => undefined);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the key's value, not its identity
  }, [client, JSON.stringify(key), fetchPage]);

  return { items, first, status, footer, loadMore, refresh };
}


import { useCallback, useEffect, useRef, useState } from 'react';
import type { LoadStatus } from '../loading/loading-wrapper';
import { LIST_STATE, type ListState } from './load-more-math';

export interface PageResult<T> {
  list: T[];
  hasMore: boolean;
}

export type PageFetcher<T> = (page: number) => Promise<PageResult<T>>;

export interface PagedList<T> {
  items: T[];
  /** First-page status for the loading wrapper. */
  status: LoadStatus;
  /** Footer state: 0 ready/hidden, 1 loading, 2 no more, 3 failed. */
  footer: ListState;
  loadMore(): void;
  /** Reloads page 1 (pull-to-refresh, "点击刷新"); resolves when done. */
  refresh(): Promise<void>;
}

/**
 * Page-by-page list state shared by the list pages. `key` identifies the query: a change
 * restarts from page 1 and drops replies of the previous query that arrive late.
 */
export function usePagedList<T>(fetchPage: PageFetcher<T>, key: string): PagedList<T> {
  const [items, setItems] = useState<T[]>([]);
  const [status, setStatus] = useState<LoadStatus>('loading');
  const [footer, setFooter] = useState<ListState>(LIST_STATE.HIDDEN);
  const page = useRef(0);
  const generation = useRef(0);
  const busy = useRef(false);
  const fetchRef = useRef(fetchPage);
  fetchRef.current = fetchPage;

  const refresh = useCallback(async () => {
    const gen = ++generation.current;
    busy.current = true;
    try {
      const res = await fetchRef.current(1);
      if (gen !== generation.current) return;
      page.current = 1;
      setItems(res.list);
      setStatus(res.list.length === 0 ? 'empty' : 'ready');
      setFooter(res.hasMore ? LIST_STATE.HIDDEN : LIST_STATE.NO_MORE);
    } catch {
      if (gen !== generation.current) return;
      // Keep what is on screen after a failed pull-to-refresh; only an empty page shows the prompt.
      setStatus((s) => (s === 'ready' ? s : 'network-error'));
    } finally {
      if (gen === generation.current) busy.current = false;
    }
  }, []);

  const loadMore = useCallback(() => {
    if (busy.current || page.current === 0) return;
    const gen = generation.current;
    busy.current = true;
    setFooter(LIST_STATE.LOADING);
    fetchRef
      .current(page.current + 1)
      .then((res) => {
        if (gen !== generation.current) return;
        page.current += 1;
        setItems((prev) => [...prev, ...res.list]);
        setFooter(res.hasMore && res.list.length > 0 ? LIST_STATE.HIDDEN : LIST_STATE.NO_MORE);
      })
      .catch(() => {
        if (gen === generation.current) setFooter(LIST_STATE.FAILED);
      })
      .finally(() => {
        if (gen === generation.current) busy.current = false;
      });
  }, []);

  useEffect(() => {
    page.current = 0;
    setItems([]);
    setStatus('loading');
    setFooter(LIST_STATE.HIDDEN);
    void refresh();
  }, [key, refresh]);

  return { items, status, footer, loadMore, refresh };
}

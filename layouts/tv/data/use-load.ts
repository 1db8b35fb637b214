// Data loading for TV pages: one-shot loads with a wrapper status, and paged lists with the
// load-more footer state. Requests go through src/api (which toasts errors itself).
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '@src/api/errors';
import type { WrapperStatus } from '../components/loading-wrapper';
import type { LoadState } from '../components/load-more-footer';

function statusOf(e: unknown): WrapperStatus {
  return e instanceof ApiError && (e.kind === 'network' || e.kind === 'timeout') ? 'network-error' : 'error';
}

export function useLoad<T>(loader: () => Promise<T>, isEmpty: (v: T) => boolean = () => false) {
  const [state, setState] = useState<{ status: WrapperStatus; data: T | null }>({ status: 'loading', data: null });
  const ref = useRef(loader);
  ref.current = loader;
  const emptyRef = useRef(isEmpty);
  emptyRef.current = isEmpty;
  const reload = useCallback(() => {
    let live = true;
    setState((s) => ({ status: 'loading', data: s.data }));
    ref.current().then(
      (data) => live && setState({ status: emptyRef.current(data) ? 'empty' : 'ready', data }),
      (e: unknown) => live && setState({ status: statusOf(e), data: null }),
    );
    return () => {
      live = false;
    };
  }, []);
  useEffect(() => reload(), [reload]);
  return { ...state, reload };
}

export interface Page<T> {
  list: readonly T[];
  hasMore: boolean;
}

export function usePaged<T>(loadPage: (page: number) => Promise<Page<T>>) {
  const [items, setItems] = useState<readonly T[]>([]);
  const [status, setStatus] = useState<WrapperStatus>('loading');
  const [footer, setFooter] = useState<LoadState>(0);
  const page = useRef(0);
  const busy = useRef(false);
  const done = useRef(false);
  const ref = useRef(loadPage);
  ref.current = loadPage;

  const loadMore = useCallback(() => {
    if (busy.current || done.current) return;
    busy.current = true;
    const next = page.current + 1;
    if (next > 1) setFooter(1);
    ref.current(next).then(
      (res) => {
        busy.current = false;
        page.current = next;
        done.current = !res.hasMore;
        setItems((prev) => (next === 1 ? res.list : [...prev, ...res.list]));
        setFooter(res.hasMore ? 0 : 2);
        if (next === 1) setStatus(res.list.length ? 'ready' : 'empty');
      },
      (e: unknown) => {
        busy.current = false;
        if (next === 1) setStatus(statusOf(e));
        else setFooter(3);
      },
    );
  }, []);

  const reload = useCallback(() => {
    page.current = 0;
    done.current = false;
    busy.current = false;
    setStatus('loading');
    setItems([]);
    loadMore();
  }, [loadMore]);

  useEffect(() => {
    loadMore();
  }, [loadMore]);
  return { items, status, footer, loadMore, reload };
}

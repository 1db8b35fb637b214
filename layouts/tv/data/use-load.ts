// Data loading for TV pages: one-shot loads with a wrapper status, and paged lists with the
// load-more footer state. Requests go through src/api (which toasts errors itself).
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '@src/api/errors';
import type { WrapperStatus } from '../components/loading-wrapper';
import type { LoadState } from '../components/load-more-footer';
import type { Prefetched } from './prefetch';
import type { Page } from '@src/features/catalog';

function statusOf(e: unknown): WrapperStatus {
  return e instanceof ApiError && (e.kind === 'network' || e.kind === 'timeout') ? 'network-error' : 'error';
}

export function useLoad<T>(loader: () => Promise<T>, isEmpty: (v: T) => boolean = () => false, prefetch?: Prefetched<T> | null) {
  const [state, setState] = useState<{ status: WrapperStatus; data: T | null }>(() => {
    // A prefetch that is already in renders its data in the first render.
    const done = prefetch?.settled;
    if (!done) return { status: 'loading', data: null };
    return done.ok ? { status: isEmpty(done.value) ? 'empty' : 'ready', data: done.value } : { status: statusOf(done.error), data: null };
  });
  const ref = useRef(loader);
  ref.current = loader;
  const emptyRef = useRef(isEmpty);
  emptyRef.current = isEmpty;
  // The prefetch serves the first load only; reload asks the server again.
  const first = useRef(prefetch ?? null);
  const reload = useCallback(() => {
    let live = true;
    const pre = first.current;
    first.current = null;
    if (pre?.settled) return undefined;
    setState((s) => (s.status === 'loading' ? s : { status: 'loading', data: s.data }));
    (pre ? pre.promise : ref.current()).then(
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

export type { Page };

export function usePaged<T>(loadPage: (page: number) => Promise<Page<T>>, firstPage?: Prefetched<Page<T>> | null) {
  // A first page that is already in renders in the first render, without a loading pass.
  const initial = firstPage?.settled?.ok ? firstPage.settled.value : null;
  const [items, setItems] = useState<readonly T[]>(() => initial?.list ?? []);
  const [status, setStatus] = useState<WrapperStatus>(() => (initial ? (initial.list.length ? 'ready' : 'empty') : 'loading'));
  const [footer, setFooter] = useState<LoadState>(() => (initial && !initial.hasMore ? 2 : 0));
  const page = useRef(initial ? 1 : 0);
  const busy = useRef(false);
  const done = useRef(initial ? !initial.hasMore : false);
  const ref = useRef(loadPage);
  ref.current = loadPage;
  // An in-flight (or failed) prefetch stands in for the first request of page 1, once.
  const pre = useRef(initial ? null : (firstPage ?? null));

  const loadMore = useCallback(() => {
    if (busy.current || done.current) return;
    busy.current = true;
    const next = page.current + 1;
    if (next > 1) setFooter(1);
    const prefetchedFirst = next === 1 ? pre.current : null;
    pre.current = null;
    (prefetchedFirst ? prefetchedFirst.promise : ref.current(next)).then(
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
    pre.current = null;
    setStatus('loading');
    setItems([]);
    loadMore();
  }, [loadMore]);

  useEffect(() => {
    if (page.current === 0) loadMore();
  }, [loadMore]);
  return { items, status, footer, loadMore, reload };
}

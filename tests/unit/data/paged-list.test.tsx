// The one paged list of both layouts (src/data/use-paged-list.ts): page 1, then the next page on
// loadMore with the footer of spec 002 §2/§4 (0 hidden, 1 loading, 2 no more, 3 failed), a
// retry from the failed state, a refresh that asks page 1 again and keeps the list when it
// fails (pull-to-refresh), and a key change that restarts from page 1.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { createQueryClient } from '@src/data/query-client';
import { DataProvider } from '@src/data/data-provider';
import { Footer, footerState } from '@src/data/footer';
import { usePagedList, type Page, type PagedList } from '@src/data/use-paged-list';
import { ApiError } from '@src/api/errors';
import { mount, type Mounted } from '../mobile/render';

/** A server whose answers the test releases one by one. */
function server() {
  const asked: { key: string; page: number; resolve: (p: Page<string>) => void; reject: (e: unknown) => void; signal: AbortSignal }[] = [];
  const fetchFor = (key: string) => (page: number, signal: AbortSignal) =>
    new Promise<Page<string>>((resolve, reject) => asked.push({ key, page, resolve, reject, signal }));
  return { asked, fetchFor, last: () => asked[asked.length - 1] };
}

const items = (key: string, page: number, n = 2) => Array.from({ length: n }, (_, i) => `${key}${page}.${i}`);
const netError = () => new ApiError('network', '网络不可用');

let client: QueryClient;
let m: Mounted | null = null;
let list: PagedList<string> = null as never;
beforeEach(() => {
  client = createQueryClient();
});
afterEach(() => {
  m?.unmount();
  m = null;
});

function Probe({ k, fetchPage }: { k: string; fetchPage: (page: number, signal: AbortSignal) => Promise<Page<string>> }) {
  list = usePagedList<string>(['paged', k], fetchPage);
  return null;
}
const render = (k: string, s: ReturnType<typeof server>) => <DataProvider client={client}><Probe k={k} fetchPage={s.fetchFor(k)} /></DataProvider>;

describe('footer state (spec 002 §2)', () => {
  it('derives 0/1/2/3 from the paged query', () => {
    const base = { hasData: true, hasNextPage: true, isFetchingNextPage: false, isFetchNextPageError: false };
    expect(footerState({ ...base, hasData: false })).toBe(Footer.Hidden);
    expect(footerState(base)).toBe(Footer.Hidden);
    expect(footerState({ ...base, isFetchingNextPage: true })).toBe(Footer.Loading);
    expect(footerState({ ...base, hasNextPage: false })).toBe(Footer.NoMore);
    expect(footerState({ ...base, isFetchNextPageError: true })).toBe(Footer.Failed);
  });
});

describe('usePagedList', () => {
  it('loads page 1, then more on demand, with the footer states, until no more', async () => {
    const s = server();
    m = await mount(render('a', s));
    expect(list.status).toBe('loading');
    expect(list.footer).toBe(Footer.Hidden);
    await act(async () => s.last().resolve({ list: items('a', 1), hasMore: true }));
    expect(list.status).toBe('ready');
    expect(list.items).toEqual(items('a', 1));
    expect(list.footer).toBe(Footer.Hidden);

    await act(async () => list.loadMore());
    expect(list.footer).toBe(Footer.Loading);
    // A second loadMore while one is on its way asks nothing.
    await act(async () => list.loadMore());
    expect(s.asked.map((a) => a.page)).toEqual([1, 2]);
    await act(async () => s.last().resolve({ list: items('a', 2), hasMore: false }));
    expect(list.items).toEqual([...items('a', 1), ...items('a', 2)]);
    expect(list.footer).toBe(Footer.NoMore);
    await act(async () => list.loadMore());
    expect(s.asked).toHaveLength(2);
  });

  it('a failed next page shows state 3 and keeps the list; loadMore retries the same page', async () => {
    const s = server();
    m = await mount(render('b', s));
    await act(async () => s.last().resolve({ list: items('b', 1), hasMore: true }));
    await act(async () => list.loadMore());
    await act(async () => s.last().reject(netError()));
    expect(list.footer).toBe(Footer.Failed);
    expect(list.status).toBe('ready');
    expect(list.items).toEqual(items('b', 1));
    await act(async () => list.loadMore());
    expect(list.footer).toBe(Footer.Loading);
    expect(s.last().page).toBe(2);
    await act(async () => s.last().resolve({ list: items('b', 2), hasMore: true }));
    expect(list.footer).toBe(Footer.Hidden);
    expect(list.items).toHaveLength(4);
  });

  it('page 1 failing shows the network prompt status; an empty page 1 the empty state', async () => {
    const s = server();
    m = await mount(render('c', s));
    await act(async () => s.last().reject(netError()));
    expect(list.status).toBe('network-error');
    await act(async () => void list.refresh());
    expect(list.status).toBe('loading');
    await act(async () => s.last().resolve({ list: [], hasMore: false }));
    expect(list.status).toBe('empty');
  });

  it('refresh asks page 1 again: replaces the list on success, keeps it on failure', async () => {
    const s = server();
    m = await mount(render('d', s));
    await act(async () => s.last().resolve({ list: items('d', 1), hasMore: true }));
    await act(async () => list.loadMore());
    await act(async () => s.last().resolve({ list: items('d', 2), hasMore: true }));
    expect(list.items).toHaveLength(4);

    // A failed pull-to-refresh keeps what is on screen.
    let done: Promise<void> = Promise.resolve();
    await act(async () => {
      done = list.refresh();
    });
    expect(s.last().page).toBe(1);
    await act(async () => s.last().reject(netError()));
    await act(async () => done);
    expect(list.status).toBe('ready');
    expect(list.items).toHaveLength(4);

    // A successful one shows the fresh page 1 only, and more follow from page 2.
    await act(async () => {
      done = list.refresh();
    });
    await act(async () => s.last().resolve({ list: ['fresh'], hasMore: true }));
    await act(async () => done);
    expect(list.items).toEqual(['fresh']);
    expect(list.footer).toBe(Footer.Hidden);
    await act(async () => list.loadMore());
    expect(s.last().page).toBe(2);
  });

  it('a refresh drops a next page still on its way (aborted, its reply lands nowhere)', async () => {
    const s = server();
    m = await mount(render('e', s));
    await act(async () => s.last().resolve({ list: items('e', 1), hasMore: true }));
    await act(async () => list.loadMore());
    const next = s.last();
    let done: Promise<void> = Promise.resolve();
    await act(async () => {
      done = list.refresh();
    });
    expect(next.signal.aborted).toBe(true);
    await act(async () => next.resolve({ list: ['late'], hasMore: true }));
    await act(async () => s.last().resolve({ list: ['fresh'], hasMore: false }));
    await act(async () => done);
    expect(list.items).toEqual(['fresh']);
    expect(list.footer).toBe(Footer.NoMore);
  });

  it('a key change restarts from page 1 and a late reply of the old key does not show', async () => {
    const s = server();
    m = await mount(render('f', s));
    const old = s.last();
    await m.rerender(render('g', s));
    expect(list.status).toBe('loading');
    expect(s.last().key).toBe('g');
    expect(s.last().page).toBe(1);
    await act(async () => s.last().resolve({ list: items('g', 1), hasMore: false }));
    await act(async () => old.resolve({ list: items('f', 1), hasMore: false }));
    expect(list.items).toEqual(items('g', 1));
    expect(list.footer).toBe(Footer.NoMore);
  });

  it('an empty page ends the list even when the server says more follow', async () => {
    const s = server();
    m = await mount(render('h', s));
    await act(async () => s.last().resolve({ list: items('h', 1), hasMore: true }));
    await act(async () => list.loadMore());
    await act(async () => s.last().resolve({ list: [], hasMore: true }));
    expect(list.footer).toBe(Footer.NoMore);
  });
});

// The TV's first screen: a page chunk fetched ahead renders without suspending, a page whose
// chunk is on its way shows the loading block (no Suspense hold-back), data requested before the
// page mounted is rendered in its first render, and a late watching row keeps the user's poster.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useEffect, type ReactElement } from 'react';
import { destroyFocus, initFocus } from '@focus/init';
import { clearSectionMemory } from '@focus/section-memory';
import { lazyPage } from '@src/lib/lazy-page';
import { MemoryRouter } from 'react-router-dom';
import { PageFrame } from '@layouts/tv/shell/page-frame';
// The app mounts every page frame inside its router (a page reads its address: route needs).
import { createQueryClient } from '@src/data/query-client';
import { DataProvider } from '@src/data/data-provider';
import { pagedQuery, usePagedList, type Page, type PageFetcher } from '@src/data/use-paged-list';
import { useResource } from '@src/data/use-resource';
import { prefetchHome, useHomeRows, useWatching } from '@src/features/catalog';

const homeCalls = vi.hoisted(() => ({ rows: 0, watching: 0 }));
vi.mock('@src/features/catalog/catalog-data', async (original) => ({
  ...(await original<object>()),
  loadHomeRows: async () => {
    homeCalls.rows++;
    return { list: [{ id: 's1', title: '电影', videos: [] }], hasMore: false };
  },
  loadWatching: async () => {
    homeCalls.watching++;
    return [];
  },
}));
import { mount, settle } from '../focus/harness';
import { deferred } from '../deferred';

beforeEach(() => {
  clearSectionMemory();
  initFocus({ platform: 'browser' });
});
afterEach(() => destroyFocus());

describe('code-split TV pages', () => {
  it('renders a preloaded page directly, and shows the loading block while a chunk is on its way', async () => {
    const chunk = deferred<{ default: () => ReactElement }>();
    const Page = lazyPage(() => chunk.promise);
    const load = Page.preload();
    expect(Page.loaded).toBe(false);
    const m = await mount(<MemoryRouter><PageFrame name="Find" active page={Page} /></MemoryRouter>);
    expect(m.container.querySelector('.tv-loading-block')).not.toBeNull();
    chunk.resolve({ default: () => <div data-testid="page-body">内容</div> });
    await load;
    await settle();
    expect(Page.loaded).toBe(true);
    expect(m.container.querySelector('[data-testid="page-body"]')).not.toBeNull();
    expect(m.container.querySelector('.tv-loading-block')).toBeNull();
    await m.unmount();

    // Loaded: the first render already has the page.
    let firstRender: string | null = null;
    function Probe() {
      useEffect(() => {
        firstRender ??= document.querySelector('[data-testid="page-body"]') ? 'page' : 'loading';
      }, []);
      return null;
    }
    const again = await mount(
      <>
        <MemoryRouter><PageFrame name="Find" active page={Page} /></MemoryRouter>
        <Probe />
      </>,
    );
    expect(firstRender).toBe('page');
    await again.unmount();
  });

  it('fetches a failed chunk again on the next attempt', async () => {
    let calls = 0;
    const Page = lazyPage(() => (++calls === 1 ? Promise.reject(new Error('offline')) : Promise.resolve({ default: () => <div /> })));
    await expect(Page.preload()).rejects.toThrow('offline');
    await Page.preload();
    expect(calls).toBe(2);
    expect(Page.loaded).toBe(true);
  });
});

describe('prefetched data (the query cache filled before the page mounts)', () => {
  function Paged({ loader, seen }: { loader: PageFetcher<Page<number>>; seen: string[] }) {
    const paged = usePagedList<number>(['first-screen'], loader);
    seen.push(`${paged.status}:${paged.items.length}`);
    return null;
  }

  it('renders a first page that is already in on the first render, without asking again', async () => {
    const client = createQueryClient();
    await client.prefetchInfiniteQuery(pagedQuery<number>(['first-screen'], async () => ({ list: [1, 2, 3], hasMore: true })));
    const loader = vi.fn(async (p: number) => ({ list: [p * 10], hasMore: false }));
    const seen: string[] = [];
    const m = await mount(<DataProvider client={client}><Paged loader={loader} seen={seen} /></DataProvider>);
    await settle();
    expect(seen[0]).toBe('ready:3');
    expect(loader).not.toHaveBeenCalled();
    await m.unmount();
  });

  it('waits for a prefetch still in flight instead of requesting page 1 again', async () => {
    const client = createQueryClient();
    const d = deferred<Page<number>>();
    void client.prefetchInfiniteQuery(pagedQuery<number>(['first-screen'], () => d.promise));
    const loader = vi.fn(async (p: number) => ({ list: [p * 10], hasMore: false }));
    const seen: string[] = [];
    const m = await mount(<DataProvider client={client}><Paged loader={loader} seen={seen} /></DataProvider>);
    expect(seen[0]).toBe('loading:0');
    d.resolve({ list: [7, 8], hasMore: false });
    await settle();
    expect(seen[seen.length - 1]).toBe('ready:2');
    expect(loader).not.toHaveBeenCalled();
    await m.unmount();
  });

  it('uses a settled one-shot prefetch for useResource and asks the server on reload', async () => {
    const client = createQueryClient();
    await client.prefetchQuery({ queryKey: ['one'], queryFn: async () => ['a'] });
    const loader = vi.fn(async () => ['b', 'c']);
    const seen: string[] = [];
    let reload = () => undefined as unknown;
    function One() {
      const r = useResource(['one'], loader);
      reload = r.reload;
      seen.push(`${r.status}:${r.data?.join('') ?? ''}`);
      return null;
    }
    const m = await mount(<DataProvider client={client}><One /></DataProvider>);
    expect(seen[0]).toBe('ready:a');
    expect(loader).not.toHaveBeenCalled();
    reload();
    await settle();
    expect(loader).toHaveBeenCalledTimes(1);
    expect(seen[seen.length - 1]).toBe('ready:bc');
    await m.unmount();
  });
});

describe('the TV home prefetch', () => {
  it('fills the cache the home reads: its first render has the rows, and nothing is asked twice', async () => {
    const client = createQueryClient();
    prefetchHome(client);
    prefetchHome(client);
    await settle();
    let first: string | null = null;
    function Home() {
      const rows = useHomeRows();
      const watching = useWatching();
      first ??= `${rows.status}:${rows.items.length}:${watching.status}`;
      return null;
    }
    const m = await mount(<DataProvider client={client}><Home /></DataProvider>);
    expect(first).toBe('ready:1:ready');
    expect(homeCalls).toEqual({ rows: 1, watching: 1 });
    await m.unmount();
  });
});

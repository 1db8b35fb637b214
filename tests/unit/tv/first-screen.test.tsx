// The TV's first screen: a page chunk fetched ahead renders without suspending, a page whose
// chunk is on its way shows the loading block (no Suspense hold-back), data requested before the
// page mounted is rendered in its first render, and a late watching row keeps the user's poster.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useEffect, type ReactElement } from 'react';
import { destroyFocus, initFocus } from '@focus/init';
import { clearSectionMemory } from '@focus/section-memory';
import { lazyPage } from '@src/lib/lazy-page';
import { PageFrame } from '@layouts/tv/shell/page-frame';
import { prefetched } from '@layouts/tv/data/prefetch';
import { usePaged, useLoad, type Page } from '@layouts/tv/data/use-load';
import { mount, settle } from '../focus/harness';

beforeEach(() => {
  clearSectionMemory();
  initFocus({ platform: 'browser' });
});
afterEach(() => destroyFocus());

function deferred<T>() {
  let resolve!: (v: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe('code-split TV pages', () => {
  it('renders a preloaded page directly, and shows the loading block while a chunk is on its way', async () => {
    const chunk = deferred<{ default: () => ReactElement }>();
    const Page = lazyPage(() => chunk.promise);
    const load = Page.preload();
    expect(Page.loaded).toBe(false);
    const m = await mount(<PageFrame name="Find" active page={Page} />);
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
        <PageFrame name="Find" active page={Page} />
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

describe('prefetched data', () => {
  function Paged({ loader, first, seen }: { loader: (p: number) => Promise<Page<number>>; first: ReturnType<typeof prefetched<Page<number>>>; seen: string[] }) {
    const paged = usePaged(loader, first);
    seen.push(`${paged.status}:${paged.items.length}`);
    return null;
  }

  it('renders a first page that is already in on the first render, without asking again', async () => {
    const first = prefetched(async () => ({ list: [1, 2, 3], hasMore: true }));
    await first.promise;
    const loader = vi.fn(async (p: number) => ({ list: [p * 10], hasMore: false }));
    const seen: string[] = [];
    const m = await mount(<Paged loader={loader} first={first} seen={seen} />);
    await settle();
    expect(seen[0]).toBe('ready:3');
    expect(loader).not.toHaveBeenCalled();
    await m.unmount();
  });

  it('waits for a prefetch still in flight instead of requesting page 1 again', async () => {
    const d = deferred<Page<number>>();
    const first = prefetched(() => d.promise);
    const loader = vi.fn(async (p: number) => ({ list: [p * 10], hasMore: false }));
    const seen: string[] = [];
    const m = await mount(<Paged loader={loader} first={first} seen={seen} />);
    expect(seen[0]).toBe('loading:0');
    d.resolve({ list: [7, 8], hasMore: false });
    await settle();
    expect(seen[seen.length - 1]).toBe('ready:2');
    expect(loader).not.toHaveBeenCalled();
    await m.unmount();
  });

  it('uses a settled one-shot prefetch for useLoad and asks the server on reload', async () => {
    const pre = prefetched(async () => ['a']);
    await pre.promise;
    const loader = vi.fn(async () => ['b', 'c']);
    const seen: string[] = [];
    let reload = () => undefined as unknown;
    function One() {
      const r = useLoad(loader, undefined, pre);
      reload = r.reload;
      seen.push(`${r.status}:${r.data?.join('') ?? ''}`);
      return null;
    }
    const m = await mount(<One />);
    expect(seen[0]).toBe('ready:a');
    expect(loader).not.toHaveBeenCalled();
    reload();
    await settle();
    expect(loader).toHaveBeenCalledTimes(1);
    expect(seen[seen.length - 1]).toBe('ready:bc');
    await m.unmount();
  });
});

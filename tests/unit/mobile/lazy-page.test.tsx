import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ComponentType } from 'react';
import { Link, MemoryRouter } from 'react-router-dom';
import { lazyPage } from '@src/lib/lazy-page';
import { PageHost } from '@layouts/mobile/router/page-host';
import { click, flush, mount, waitFor, type Mounted } from './render';
import { lazyOf, makeRouter, pageMapWith, probe } from './harness';
import { deferred } from '../deferred';

const notAvailable = lazyPage(() => import('@layouts/mobile/pages/not-available/not-available-page'));

function HomeWithLink() {
  return (
    <Link to="/search" data-testid="to-search">
      search
    </Link>
  );
}

function SearchBody() {
  return <p data-testid="search-body">search</p>;
}

const paneOf = (m: Mounted, name: string) => m.container.querySelector<HTMLElement>(`[data-pane="${name}"]`);

describe('preloadable mobile page', () => {
  let m: Mounted | null = null;
  afterEach(() => {
    m?.unmount();
    m = null;
    vi.restoreAllMocks();
  });

  it('fetches its chunk once and reports when it is in', async () => {
    const load = vi.fn(async () => ({ default: SearchBody as ComponentType }));
    const page = lazyPage(load);
    expect(page.loaded).toBe(false);
    await Promise.all([page.preload(), page.preload()]);
    expect(load).toHaveBeenCalledTimes(1);
    expect(page.loaded).toBe(true);
  });

  it('fetches a failed chunk again on the next attempt', async () => {
    const load = vi
      .fn<() => Promise<{ default: ComponentType }>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce({ default: SearchBody });
    const page = lazyPage(load);
    await expect(page.preload()).rejects.toThrow('offline');
    expect(page.loaded).toBe(false);
    await page.preload();
    expect(load).toHaveBeenCalledTimes(2);
    expect(page.loaded).toBe(true);
  });

  it('page host shows the loading block while the chunk arrives, then the page itself', async () => {
    const chunk = deferred<{ default: ComponentType }>();
    const page = lazyPage(() => chunk.promise);
    m = await mount(<MemoryRouter initialEntries={['/search']}><PageHost name="Search" page={page} /></MemoryRouter>);
    expect(m.container.querySelector('[data-testid="loading-wrapper"][data-status="loading"]')).not.toBeNull();
    chunk.resolve({ default: SearchBody });
    await waitFor(() => m!.container.querySelector('[data-testid="search-body"]') !== null, 'page after chunk');
    expect(m.container.querySelector('[data-testid="loading-wrapper"]')).toBeNull();
  });

  it('commits a navigation only once the next page chunk is in, so the page shows without a loading block', async () => {
    const chunk = deferred<{ default: ComponentType }>();
    const search = lazyPage(() => chunk.promise);
    const { element } = makeRouter(pageMapWith({ Home: lazyOf(HomeWithLink), Search: search }, notAvailable));
    m = await mount(element);
    await waitFor(() => m!.container.querySelector('[data-testid="to-search"]') !== null, 'home page');
    await click(m.container.querySelector('[data-testid="to-search"]'));
    await flush();
    // The chunk is still on its way: the router holds the navigation and home stays on screen.
    expect(probe.pathname).toBe('/');
    expect(paneOf(m, 'Search')).toBeNull();
    chunk.resolve({ default: SearchBody });
    await waitFor(() => paneOf(m!, 'Search') !== null, 'search pane');
    expect(probe.pathname).toBe('/search');
    expect(paneOf(m, 'Search')?.querySelector('[data-testid="search-body"]')).not.toBeNull();
    expect(paneOf(m, 'Search')?.querySelector('[data-testid="loading-wrapper"]')).toBeNull();
  });

  it('a page whose chunk cannot be fetched ends in the refresh prompt, not a blank app', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const broken = lazyPage(() => Promise.reject(new Error('offline')));
    const { element } = makeRouter(pageMapWith({ Home: lazyOf(HomeWithLink), Search: broken }, notAvailable), ['/search']);
    m = await mount(element);
    await waitFor(
      () => paneOf(m!, 'Search')?.querySelector('[data-status="network-error"]') != null,
      'refresh prompt in the search pane',
    );
  });
});

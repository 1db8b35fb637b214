import { afterEach, describe, expect, it } from 'vitest';
import { siteMeta } from '@src/lib/page-meta';
import { useState } from 'react';
import { lazyPage } from '@src/lib/lazy-page';
import { act } from 'react';
import { Link } from 'react-router-dom';
import { usePageLocation } from '@layouts/mobile/router/use-page-location';
import { Page } from '@layouts/mobile/components/page/page';
import { layoutStore } from '@src/stores/layout';
import { loadingEnd, loadingStart, toast, uiStore } from '@src/stores/ui';
import { click, flush, mount, waitFor, type Mounted } from './render';
import { lazyOf, makeRouter, pageMapWith, probe } from './harness';

const notAvailable = lazyPage(() => import('@layouts/mobile/pages/not-available/not-available-page'));
const notFound = lazyPage(() => import('@layouts/mobile/pages/not-found/not-found-page'));

function CounterHome() {
  const [n, setN] = useState(0);
  return (
    <Page>
      <button type="button" data-testid="inc" onClick={() => setN((v) => v + 1)}>
        {n}
      </button>
      <Link to="/search" data-testid="to-search">
        search
      </Link>
    </Page>
  );
}

function SearchPage() {
  const [n, setN] = useState(0);
  return (
    <Page nav={{ title: 'search' }}>
      <button type="button" data-testid="search-inc" onClick={() => setN((v) => v + 1)}>
        {n}
      </button>
    </Page>
  );
}

function CounterHelp() {
  const [n, setN] = useState(0);
  return (
    <Page nav={{ title: 'help' }}>
      <button type="button" data-testid="help-inc" onClick={() => setN((v) => v + 1)}>
        {n}
      </button>
    </Page>
  );
}

/** A kept pay page that shows the query it reads (as the pay pages do, through usePageLocation). */
function PayStatusProbe() {
  const { search } = usePageLocation();
  const [n, setN] = useState(0);
  return (
    <Page nav={{ title: 'pay' }}>
      <span data-testid="pay-query">{search}</span>
      <button type="button" data-testid="pay-inc" onClick={() => setN((v) => v + 1)}>
        {n}
      </button>
    </Page>
  );
}

const pages = () =>
  pageMapWith({ Home: lazyOf(CounterHome), Search: lazyOf(SearchPage), HelpCenter: lazyOf(CounterHelp), ZfbPaySuccess: lazyOf(PayStatusProbe), NotFound: notFound }, notAvailable);

const pageRoot = (m: Mounted, name: string) => m.container.querySelector<HTMLElement>(`[data-page="${name}"]`);
const paneOf = (m: Mounted, name: string) => m.container.querySelector<HTMLElement>(`[data-pane="${name}"]`);

describe('mobile shell router', () => {
  let m: Mounted | null = null;
  afterEach(() => {
    m?.unmount();
    m = null;
  });

  it('keeps a keep-alive page mounted (hidden) with its state while another route shows', async () => {
    const { router, element } = makeRouter(pages());
    m = await mount(element);
    await waitFor(() => pageRoot(m!, 'Home') !== null, 'home page');
    const inc = m.container.querySelector('[data-testid="inc"]');
    await click(inc);
    await click(inc);
    expect(inc?.textContent).toBe('2');

    await act(async () => {
      await router.navigate('/search');
    });
    await waitFor(() => pageRoot(m!, 'Search') !== null, 'search page');
    expect(paneOf(m, 'Home')?.style.display).toBe('none');
    expect(m.container.querySelector('[data-testid="tab-bar"]')).toBeNull();

    await act(async () => {
      await router.navigate(-1);
    });
    await flush();
    expect(paneOf(m, 'Home')?.style.display).toBe('');
    expect(m.container.querySelector('[data-testid="inc"]')?.textContent).toBe('2');
    expect(m.container.querySelector('[data-testid="tab-bar"]')).not.toBeNull();
  });

  it('a kept page reached by Back comes back as left; reached anew with other parameters it starts fresh (targetPage, isFallBack, nonFallback)', async () => {
    const { router, element } = makeRouter(pages(), ['/help']);
    m = await mount(element);
    const count = (id: string) => m!.container.querySelector(`[data-testid="${id}"]`)?.textContent;
    await waitFor(() => pageRoot(m!, 'HelpCenter') !== null, 'help page');
    await click(m.container.querySelector('[data-testid="help-inc"]'));
    expect(count('help-inc')).toBe('1');
    // Back: restored.
    await act(async () => {
      await router.navigate('/search');
    });
    await act(async () => {
      await router.navigate(-1);
    });
    await flush();
    expect(count('help-inc')).toBe('1');
    // Anew with other parameters: fresh.
    await act(async () => {
      await router.navigate('/help?hideNavBar=1');
    });
    await flush();
    expect(count('help-inc')).toBe('0');
    // The home tab chosen again at the same address comes back as left; at another address (an alias) fresh.
    await act(async () => {
      await router.navigate('/', { replace: true });
    });
    await waitFor(() => pageRoot(m!, 'Home') !== null, 'home page');
    await click(m.container.querySelector('[data-testid="inc"]'));
    await act(async () => {
      await router.navigate('/help', { replace: true });
    });
    await act(async () => {
      await router.navigate('/', { replace: true });
    });
    await flush();
    expect(count('inc')).toBe('1');
    await act(async () => {
      await router.navigate('/japan', { replace: true });
    });
    await flush();
    expect(count('inc')).toBe('0');
  });

  it('keeps a pay page of spec 000 §2 alive; while hidden it still reads the address it was shown under', async () => {
    const { router, element } = makeRouter(pages(), ['/zfbPaySuccess?orderId=A']);
    m = await mount(element);
    await waitFor(() => pageRoot(m!, 'ZfbPaySuccess') !== null, 'pay page');
    await click(m.container.querySelector('[data-testid="pay-inc"]'));
    await act(async () => {
      await router.navigate('/search?orderId=B');
    });
    await waitFor(() => pageRoot(m!, 'Search') !== null, 'search page');
    expect(paneOf(m, 'ZfbPaySuccess')?.style.display).toBe('none');
    expect(m.container.querySelector('[data-testid="pay-query"]')?.textContent).toBe('?orderId=A');
    await act(async () => {
      await router.navigate(-1);
    });
    await flush();
    expect(paneOf(m, 'ZfbPaySuccess')?.style.display).toBe('');
    expect(m.container.querySelector('[data-testid="pay-inc"]')?.textContent).toBe('1');
    await act(async () => {
      await router.navigate('/zfbPaySuccess?orderId=C');
    });
    await flush();
    expect(m.container.querySelector('[data-testid="pay-query"]')?.textContent).toBe('?orderId=C');
  });

  it('a page outside the include list is remounted fresh on return', async () => {
    const { router, element } = makeRouter(pages(), ['/search']);
    m = await mount(element);
    await waitFor(() => pageRoot(m!, 'Search') !== null, 'search page');
    await click(m.container.querySelector('[data-testid="search-inc"]'));
    await act(async () => {
      await router.navigate('/');
    });
    await waitFor(() => pageRoot(m!, 'Home') !== null, 'home page');
    expect(pageRoot(m, 'Search')).toBeNull();
    await act(async () => {
      await router.navigate('/search');
    });
    await waitFor(() => pageRoot(m!, 'Search') !== null, 'search page again');
    expect(m.container.querySelector('[data-testid="search-inc"]')?.textContent).toBe('0');
  });

  it('home aliases show the home page', async () => {
    const { element } = makeRouter(pages(), ['/japan']);
    m = await mount(element);
    await waitFor(() => pageRoot(m!, 'Home') !== null, 'home page via alias');
  });

  it('routes of later work show the not-available page with a back arrow that goes back', async () => {
    const { element } = makeRouter(pages(), ['/', '/watch?id=3'], 1);
    m = await mount(element);
    await waitFor(() => m!.container.querySelector('[data-testid="not-available"]') !== null, 'not-available page');
    expect(pageRoot(m, 'Watch')).not.toBeNull();
    expect(m.container.textContent).toContain('该页面暂未开放');
    expect(m.container.querySelector('.m-nav-title')?.textContent).toBe('播放');
    await click(m.container.querySelector('[data-testid="nav-back"]'));
    await waitFor(() => probe.pathname === '/', 'back to home');
  });

  it('unknown paths show the not-found page', async () => {
    const { element } = makeRouter(pages(), ['/no/such/page']);
    m = await mount(element);
    await waitFor(() => m!.container.querySelector('[data-testid="not-found"]') !== null, 'not-found page');
    expect(pageRoot(m, 'NotFound')).not.toBeNull();
  });

  it('ChannelNavigation redirects a channel category to /miniVideoChannel', async () => {
    const redirect = lazyPage(() => import('@layouts/mobile/pages/channel-redirect/channel-redirect-page'));
    const { element } = makeRouter(pageMapWith({ ChannelNavigation: redirect, NotFound: notFound }, notAvailable), ['/channel/game?tag=5']);
    m = await mount(element);
    await waitFor(() => probe.pathname === '/miniVideoChannel', 'redirected');
    expect(probe.search).toBe('?titleId=games&subID=5');
  });

  it('sets the page title from the route table', async () => {
    const { element } = makeRouter(pages(), ['/search']);
    m = await mount(element);
    await waitFor(() => document.title.startsWith('搜索-'), `title (got ${document.title})`);
    // Through the page-meta helper (spec 002 §3): the keywords and the description follow the title.
    const meta = (name: string) => document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content;
    expect(meta('keywords')).toBe(siteMeta().keywords);
    expect(meta('description')?.length).toBeGreaterThan(0);
    expect(document.title).toBe(`搜索${siteMeta().separator}${siteMeta().title}`);
  });

  it('refuses route changes while the open-app popup blocks jumps', async () => {
    const { router, element } = makeRouter(pages());
    m = await mount(element);
    await waitFor(() => pageRoot(m!, 'Home') !== null, 'home page');
    await act(async () => layoutStore.getState().setAllowJump(false));
    try {
      await act(async () => {
        await router.navigate('/search');
      });
      await flush();
      expect(probe.pathname).toBe('/');
    } finally {
      await act(async () => layoutStore.getState().setAllowJump(true));
    }
    await act(async () => {
      await router.navigate('/search');
    });
    await waitFor(() => probe.pathname === '/search', 'navigates again once allowed');
  });

  it('marks the tab-bar flag in the layout store on root pages only', async () => {
    const { router, element } = makeRouter(pages());
    m = await mount(element);
    await waitFor(() => layoutStore.getState().hasTabBar, 'root page has the tab bar');
    await act(async () => {
      await router.navigate('/search');
    });
    await waitFor(() => !layoutStore.getState().hasTabBar, 'search page has none');
  });

  it('shows the 正在加载 mask while requests run and the store toasts', async () => {
    const { element } = makeRouter(pages());
    m = await mount(element);
    await act(async () => {
      loadingStart();
      toast('网络错误', 1000);
    });
    const mask = document.querySelector('[data-testid="loading-mask"]');
    expect(mask?.textContent).toBe('正在加载');
    expect(document.querySelector('[data-testid="toast"]')?.textContent).toBe('网络错误');
    await act(async () => {
      loadingEnd();
      uiStore.setState({ toasts: [] });
    });
    expect(document.querySelector('[data-testid="loading-mask"]')).toBeNull();
  });
});

// The history mode switch (src/routes/router-mode.ts) and the one reader of the history entry
// index (src/routes/history-index.ts) over react-router's own histories: BrowserRouter and
// HashRouter (the TV layout) and the data routers (the phone layout) in both modes.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, useEffect } from 'react';
import { BrowserRouter, createBrowserRouter, createHashRouter, HashRouter, RouterProvider, useNavigate, type NavigateFunction } from 'react-router-dom';
import { currentRoutePath, documentHref, launchSearch, routeLocation, routerModeOf } from '@src/routes/router-mode';
import { historyIndex } from '@src/routes/history-index';
import { mount, type Mounted } from '../focus/harness';

const at = (href: string) => new URL(href);

describe('router mode', () => {
  it('is hash only when VITE_ROUTER says so', () => {
    expect(routerModeOf('hash')).toBe('hash');
    expect(routerModeOf(' HASH ')).toBe('hash');
    expect(routerModeOf(undefined)).toBe('browser');
    expect(routerModeOf('browser')).toBe('browser');
    expect(routerModeOf('memory')).toBe('browser');
  });

  it('reads the route from the URL in browser mode and from the hash in hash mode', () => {
    expect(routeLocation(at('http://tv.local/watch?id=3#x'), 'browser')).toEqual({ pathname: '/watch', search: '?id=3', hash: '#x' });
    expect(routeLocation(at('file:///apps/tv/index.html#/watch?id=3'), 'hash')).toEqual({ pathname: '/watch', search: '?id=3', hash: '' });
    expect(routeLocation(at('file:///apps/tv/index.html?layout=tv#/user#top'), 'hash')).toEqual({ pathname: '/user', search: '', hash: '#top' });
    // No hash yet (the first load of index.html): the home route, not the file's path.
    expect(routeLocation(at('file:///apps/tv/index.html'), 'hash')).toEqual({ pathname: '/', search: '', hash: '' });
    expect(routeLocation(at('file:///apps/tv/index.html#watch?'), 'hash')).toEqual({ pathname: '/watch', search: '', hash: '' });
  });

  it('takes launch flags from the query before the hash and from the route, the route winning', () => {
    expect(launchSearch(at('http://tv.local/user?layout=tv'), 'browser')).toBe('?layout=tv');
    expect(launchSearch(at('file:///a/index.html?layout=tv&webview=1#/?layout=mobile&uid=2'), 'hash')).toBe('?layout=mobile&webview=1&uid=2');
    expect(launchSearch(at('file:///a/index.html#/watch'), 'hash')).toBe('');
  });

  it('names the current route with its query for a login redirect in both modes', () => {
    expect(currentRoutePath({ pathname: '/watch', search: '?id=7', hash: '' }, 'browser')).toBe('/watch?id=7');
    expect(currentRoutePath({ pathname: '/index.html', search: '?layout=tv', hash: '#/watch?id=7' }, 'hash')).toBe('/watch?id=7');
  });

  it('loads a path as a hash of the same document in hash mode', () => {
    expect(documentHref('/login?x=1', 'browser')).toBe('/login?x=1');
    expect(documentHref('/login?x=1', 'hash')).toBe('#/login?x=1');
  });
});

describe('history index over react-router histories', () => {
  let m: Mounted | null = null;
  let go: NavigateFunction | null = null;
  function Grab() {
    const navigate = useNavigate();
    useEffect(() => {
      go = navigate;
    }, [navigate]);
    return null;
  }
  const step = async (fn: () => unknown) => {
    await act(async () => {
      await fn();
    });
  };
  const popped = () =>
    new Promise<void>((resolve) => {
      window.addEventListener('popstate', () => resolve(), { once: true });
    });

  beforeEach(() => {
    window.history.replaceState(null, '', '/');
    go = null;
  });
  afterEach(async () => {
    await m?.unmount();
    m = null;
  });

  it('counts entries under BrowserRouter: 0 at the start, +1 per push, same on replace, -1 on Back', async () => {
    m = await mount(
      <BrowserRouter>
        <Grab />
      </BrowserRouter>,
    );
    expect(historyIndex()).toBe(0);
    await step(() => go?.('/watch?id=1'));
    expect(window.location.pathname).toBe('/watch');
    expect(historyIndex()).toBe(1);
    await step(() => go?.('/user', { replace: true }));
    expect(historyIndex()).toBe(1);
    const back = popped();
    await step(async () => {
      go?.(-1);
      await back;
    });
    expect(historyIndex()).toBe(0);
  });

  it('counts entries under HashRouter, with the route in the hash', async () => {
    m = await mount(
      <HashRouter>
        <Grab />
      </HashRouter>,
    );
    expect(historyIndex()).toBe(0);
    await step(() => go?.('/watch?id=1'));
    expect(window.location.hash).toBe('#/watch?id=1');
    expect(routeLocation(window.location, 'hash').pathname).toBe('/watch');
    expect(historyIndex()).toBe(1);
  });

  for (const [name, create] of [['createBrowserRouter', createBrowserRouter], ['createHashRouter', createHashRouter]] as const) {
    it(`counts entries under the data router of ${name}`, async () => {
      const router = create([{ path: '*', element: <p>page</p> }]);
      m = await mount(<RouterProvider router={router} />);
      expect(historyIndex()).toBe(0);
      await step(() => router.navigate('/watch?id=1'));
      expect(historyIndex()).toBe(1);
      await step(() => router.navigate('/rank'));
      expect(historyIndex()).toBe(2);
      router.dispose();
    });
  }
});

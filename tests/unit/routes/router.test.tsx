// The small history router (src/routes/router): paths, the browser history with react-router's
// entry state, and the hooks/components with react-router-dom's meanings.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, useEffect, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import {
  createBrowserHistory,
  createPath,
  createMemoryHistory,
  HistoryRouter,
  Link,
  MemoryRouter,
  Navigate,
  parsePath,
  resolveTo,
  useLocation,
  useNavigate,
  useSearchParams,
  type Location,
  type NavigateFunction,
} from '@src/routes/router';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const here = { pathname: '/list/movie', search: '?page=2', hash: '' };

describe('paths', () => {
  it('parsePath splits pathname, search and hash; createPath joins them', () => {
    expect(parsePath('/watch?id=7#top')).toEqual({ pathname: '/watch', search: '?id=7', hash: '#top' });
    expect(parsePath('?a=1')).toEqual({ search: '?a=1' });
    expect(createPath({ pathname: '/watch', search: 'id=7', hash: 'x' })).toBe('/watch?id=7#x');
    expect(createPath({ pathname: '/', search: '?', hash: '#' })).toBe('/');
  });

  it('resolveTo keeps absolute targets, resolves relative ones against the current path', () => {
    expect(resolveTo('/watch?id=1', here)).toEqual({ pathname: '/watch', search: '?id=1', hash: '' });
    expect(resolveTo('tv', here)).toEqual({ pathname: '/list/movie/tv', search: '', hash: '' });
    expect(resolveTo('../tv', here)).toEqual({ pathname: '/list/tv', search: '', hash: '' });
    expect(resolveTo('?page=3', here)).toEqual({ pathname: '/list/movie', search: '?page=3', hash: '' });
    expect(resolveTo({ search: '' }, here)).toEqual({ pathname: '/list/movie', search: '', hash: '' });
    expect(resolveTo('#a', here)).toEqual({ pathname: '/list/movie', search: '?page=2', hash: '#a' });
  });
});

function resetUrl(path = '/') {
  window.history.replaceState(null, '', path);
}

/** jsdom fires popstate asynchronously after history.go/back: wait for it. */
function popped(): Promise<void> {
  return new Promise((resolve) => window.addEventListener('popstate', () => resolve(), { once: true }));
}

describe('createBrowserHistory', () => {
  beforeEach(() => resetUrl('/start'));

  it('marks the first entry with idx 0 and key "default", as react-router does', () => {
    const h = createBrowserHistory();
    expect(window.history.state).toEqual({ usr: null, key: 'default', idx: 0 });
    expect(h.location).toMatchObject({ pathname: '/start', key: 'default', state: null });
    expect(h.index).toBe(0);
  });

  it('push adds an entry (idx + 1, new key, state), replace swaps it (same idx)', () => {
    const h = createBrowserHistory();
    const seen: Location[] = [];
    const stop = h.listen(() => seen.push(h.location));
    h.push('/watch?id=7', { from: 'home' });
    expect(window.location.pathname + window.location.search).toBe('/watch?id=7');
    expect(window.history.state).toMatchObject({ idx: 1, usr: { from: 'home' } });
    expect(h.location).toMatchObject({ pathname: '/watch', search: '?id=7', state: { from: 'home' } });
    const pushedKey = h.location.key;
    expect(pushedKey).not.toBe('default');
    const lengthAfterPush = window.history.length;

    h.replace('/discovery');
    expect(window.history.length).toBe(lengthAfterPush);
    expect(window.history.state).toMatchObject({ idx: 1, usr: null });
    expect(h.location.pathname).toBe('/discovery');
    expect(h.location.key).not.toBe(pushedKey);
    expect(h.action).toBe('REPLACE');
    expect(seen.map((l) => l.pathname)).toEqual(['/watch', '/discovery']);
    stop();
  });

  it('go(-1) pops back to the previous entry and tells the listeners', async () => {
    const h = createBrowserHistory();
    const stop = h.listen(() => undefined);
    h.push('/a');
    h.push('/b', { n: 2 });
    const back = popped();
    h.go(-1);
    await back;
    expect(h.location.pathname).toBe('/a');
    expect(h.index).toBe(1);
    expect(h.action).toBe('POP');
    stop();
  });
});

interface Probe {
  location?: Location;
  navigate?: NavigateFunction;
  params?: URLSearchParams;
  setParams?: ReturnType<typeof useSearchParams>[1];
  navigateIdentities: Set<NavigateFunction>;
}

function ProbeView({ probe }: { probe: Probe }) {
  probe.location = useLocation();
  probe.navigate = useNavigate();
  probe.navigateIdentities.add(probe.navigate);
  [probe.params, probe.setParams] = useSearchParams();
  return <div data-testid="path">{probe.location.pathname + probe.location.search}</div>;
}

describe('HistoryRouter and its hooks', () => {
  let container: HTMLElement;
  let root: Root;

  beforeEach(() => {
    resetUrl('/');
    container = document.createElement('div');
    document.body.appendChild(container);
    root = createRoot(container);
  });

  afterEach(async () => {
    await act(async () => root.unmount());
    container.remove();
  });

  const render = (node: ReactNode) => act(async () => root.render(<HistoryRouter>{node}</HistoryRouter>));
  const text = () => container.querySelector('[data-testid="path"]')?.textContent;

  it('useLocation follows navigate(to), navigate(to, {replace, state}) and navigate(-1)', async () => {
    const probe: Probe = { navigateIdentities: new Set() };
    await render(<ProbeView probe={probe} />);
    expect(text()).toBe('/');

    await act(async () => probe.navigate?.('/watch?id=3', { state: { poster: 3 } }));
    expect(text()).toBe('/watch?id=3');
    expect(probe.location?.state).toEqual({ poster: 3 });
    expect(window.history.state.idx).toBe(1);

    const length = window.history.length;
    await act(async () => probe.navigate?.('/login', { replace: true }));
    expect(text()).toBe('/login');
    expect(window.history.length).toBe(length);
    expect(window.history.state.idx).toBe(1);

    await act(async () => {
      const back = popped();
      probe.navigate?.(-1);
      await back;
    });
    expect(text()).toBe('/');
    // Stable identity: effects that depend on navigate do not re-run on every navigation.
    expect(probe.navigateIdentities.size).toBe(1);
  });

  it('useSearchParams reads the query and its setter navigates (push, or replace when asked)', async () => {
    resetUrl('/search?keyword=abc');
    const probe: Probe = { navigateIdentities: new Set() };
    await render(<ProbeView probe={probe} />);
    expect(probe.params?.get('keyword')).toBe('abc');
    const idx = window.history.state.idx as number;
    await act(async () => probe.setParams?.({ keyword: '电影', page: '2' }));
    expect(window.location.pathname).toBe('/search');
    expect(probe.params?.get('keyword')).toBe('电影');
    expect(probe.params?.get('page')).toBe('2');
    expect(window.history.state.idx).toBe(idx + 1);
    await act(async () =>
      probe.setParams?.(
        (prev) => {
          prev.delete('page');
          return prev;
        },
        { replace: true },
      ),
    );
    expect(probe.params?.has('page')).toBe(false);
    expect(probe.params?.get('keyword')).toBe('电影');
    expect(window.history.state.idx).toBe(idx + 1);
  });

  it('<Navigate replace> redirects once mounted without adding an entry', async () => {
    resetUrl('/channel/movie');
    const length = window.history.length;
    const probe: Probe = { navigateIdentities: new Set() };
    await render(
      <>
        <ProbeView probe={probe} />
        <Navigate to="/miniVideoChannel?titleId=1" replace />
      </>,
    );
    expect(text()).toBe('/miniVideoChannel?titleId=1');
    expect(window.history.length).toBe(length);
  });

  it('<Link> renders a real href and navigates in the app on a plain click', async () => {
    const probe: Probe = { navigateIdentities: new Set() };
    await render(
      <>
        <ProbeView probe={probe} />
        <Link to="/settings" className="entry">
          设置
        </Link>
      </>,
    );
    const a = container.querySelector('a.entry') as HTMLAnchorElement;
    expect(a.getAttribute('href')).toBe('/settings');
    await act(async () => {
      a.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));
    });
    expect(text()).toBe('/settings');
    expect(window.history.state.idx).toBe(1);
  });

  it('a modified click on <Link> is left to the browser', async () => {
    const probe: Probe = { navigateIdentities: new Set() };
    await render(
      <>
        <ProbeView probe={probe} />
        <Link to="/vip">VIP</Link>
      </>,
    );
    const a = container.querySelector('a') as HTMLAnchorElement;
    const ev = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ctrlKey: true });
    // jsdom would try to navigate the window on an unprevented click; stop it after the router saw it.
    container.addEventListener('click', (e) => e.preventDefault(), { once: true });
    await act(async () => {
      a.dispatchEvent(ev);
    });
    expect(text()).toBe('/');
  });

  it('a page that navigates in an effect (redirect on mount) lands on the target', async () => {
    function RedirectOnMount() {
      const navigate = useNavigate();
      useEffect(() => navigate('/user', { replace: true }), [navigate]);
      return null;
    }
    const probe: Probe = { navigateIdentities: new Set() };
    await render(
      <>
        <ProbeView probe={probe} />
        <RedirectOnMount />
      </>,
    );
    expect(text()).toBe('/user');
  });

  it('hooks outside the router throw a clear error', async () => {
    function Outside() {
      useLocation();
      return null;
    }
    const bare = createRoot(document.createElement('div'));
    await expect(act(async () => bare.render(<Outside />))).rejects.toThrow(/useLocation\(\) may be used only inside <HistoryRouter>/);
    await act(async () => bare.unmount());
  });
});

describe('memory history and MemoryRouter (tests without a window history)', () => {
  it('starts on the last initial entry, pushes, replaces and goes back in memory only', () => {
    const urlBefore = window.location.href;
    const h = createMemoryHistory({ initialEntries: ['/', '/discovery?page=2'] });
    expect(h.location).toMatchObject({ pathname: '/discovery', search: '?page=2' });
    h.push('/watch?id=9', { from: 'discovery' });
    expect(h.location).toMatchObject({ pathname: '/watch', search: '?id=9', state: { from: 'discovery' } });
    expect(h.index).toBe(2);
    h.replace('../rank');
    expect(h.location.pathname).toBe('/rank');
    expect(h.index).toBe(2);
    h.go(-2);
    expect(h.location.pathname).toBe('/');
    h.go(-1);
    expect(h.location.pathname).toBe('/');
    expect(window.location.href).toBe(urlBefore);
  });

  it('MemoryRouter gives the hooks its initial entry', async () => {
    const container = document.createElement('div');
    const root = createRoot(container);
    const probe: Probe = { navigateIdentities: new Set() };
    await act(async () =>
      root.render(
        <MemoryRouter initialEntries={['/openVip?from=tv']}>
          <ProbeView probe={probe} />
        </MemoryRouter>,
      ),
    );
    expect(container.textContent).toBe('/openVip?from=tv');
    await act(async () => probe.navigate?.('/vip'));
    expect(container.textContent).toBe('/vip');
    await act(async () => probe.navigate?.(-1));
    expect(container.textContent).toBe('/openVip?from=tv');
    await act(async () => root.unmount());
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { request, setClock, setErrorsIgnored, HTTP_TIMEOUT_MS, normalisePath } from '@src/api/http';
import { setNavigator } from '@src/api/navigator';
import { latest } from '@src/api/cancel';
import { ApiError } from '@src/api/errors';
import { TransportError } from '@src/api/transport';
import { onApiBack } from '@src/api/reachability';
import { signGet } from '@src/api/contract/signature';
import { registerMessages, setLang } from '@src/i18n';
import zhCN from '@src/i18n/zh-CN';
import { sessionStore } from '@src/stores/session';
import { shieldStore } from '@src/stores/shield';
import { uiStore } from '@src/stores/ui';
import { fakeServer, ok } from './fake-server';

const user = {
  id: 7, nickName: 'n', avatar: '', vipLevel: 0, vipTypeName: '', vipCategoryId: 0, eDate: '', userNameRaw: 'u', phone: '', AreaCode: '',
  email: '', sex: 1, introduce: '', level: 1, gold: 0, newWorks: false, totalMsgCount: 0, bigV: false, kefu: false,
  token: { uid: 7, gid: 3, sign: 'abc', expire: 2000000000 },
};

const toasts = () => uiStore.getState().toasts.map((t) => ({ text: t.text, ms: t.durationMs }));
const nav = vi.fn();

beforeEach(() => {
  vi.useFakeTimers();
  uiStore.setState({ toasts: [], dialogs: [], loadingCount: 0 });
  sessionStore.setState({ user: null, loginValid: false });
  localStorage.clear();
  setNavigator(nav);
  nav.mockReset();
  setClock(() => 1_700_000_000);
  setErrorsIgnored(false);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('request layer: URL, method, transport', () => {
  it('lowercases the path and keeps the query case', async () => {
    const seen = fakeServer(ok(null));
    await request({ method: 'GET', path: '/api/Video/GetShieldUserList', query: { Name: 'AbC' } });
    expect(seen[0].url.pathname).toBe('/api/video/getshielduserlist');
    expect(seen[0].url.searchParams.get('Name')).toBe('AbC');
    expect(normalisePath('/api/A?B=C')).toBe('/api/a?B=C');
  });

  it('uses a 30 s timeout and sends credentials', async () => {
    const seen = fakeServer(ok(null));
    await request({ method: 'GET', path: '/api/x' });
    expect(HTTP_TIMEOUT_MS).toBe(30_000);
    expect(seen[0].req.timeoutMs).toBe(30_000);
    expect(seen[0].req.withCredentials).toBe(true);
  });

  it('signs GETs with pub (unix seconds) and vv = signGet(query, pub)', async () => {
    const seen = fakeServer(ok(null));
    await request({ method: 'GET', path: '/api/x', query: { b: 2, a: 'x y', list: [1, 2] } });
    const q = seen[0].url.searchParams;
    expect(q.get('pub')).toBe('1700000000');
    expect(q.get('vv')).toBe(signGet({ b: 2, a: 'x y', list: [1, 2] }, 1_700_000_000));
    expect(q.get('list')).toBe('1,2');
  });

  it('does not sign POSTs', async () => {
    const seen = fakeServer(ok(null));
    await request({ method: 'POST', path: '/api/x', body: { a: 1 } });
    expect(seen[0].url.searchParams.has('vv')).toBe(false);
  });

  it('encodes POST bodies as form (default), JSON or multipart by flag', async () => {
    const seen = fakeServer(ok(null));
    await request({ method: 'POST', path: '/api/x', body: { a: 1, b: 'x y' } });
    await request({ method: 'POST', path: '/api/x', body: { a: 1 }, bodyType: 'json' });
    await request({ method: 'POST', path: '/api/x', body: { a: 1, file: new Blob(['z']) }, bodyType: 'multipart' });
    expect(seen[0].req.body).toBe('a=1&b=x+y');
    expect(seen[0].headers['Content-Type']).toBe('application/x-www-form-urlencoded');
    expect(seen[1].req.body).toBe('{"a":1}');
    expect(seen[1].headers['Content-Type']).toBe('application/json');
    expect(seen[2].req.body).toBeInstanceOf(FormData);
    expect((seen[2].req.body as FormData).get('a')).toBe('1');
    expect((seen[2].req.body as FormData).get('file')).toBeInstanceOf(Blob);
  });

  it('sends absolute URLs as given', async () => {
    const seen = fakeServer(ok(null));
    await request({ method: 'GET', path: 'https://stats.example.com/A/O', options: { bare: true } });
    expect(seen[0].req.url).toBe('https://stats.example.com/A/O');
  });
});

describe('request layer: headers', () => {
  it('adds System, AppVersion, SystemVersion, version and Lang 0 for simplified', async () => {
    const seen = fakeServer(ok(null));
    await request({ method: 'GET', path: '/api/x' });
    expect(seen[0].headers).toMatchObject({ System: 'h5', AppVersion: '1.0', SystemVersion: 'h5', version: 'H3', Lang: '0' });
    expect(seen[0].headers.DeviceId).toBeUndefined();
    expect(seen[0].headers.uid).toBeUndefined();
  });

  it('adds Lang 1 for traditional Chinese', async () => {
    registerMessages('zh-TW', zhCN);
    await setLang('zh-TW');
    const seen = fakeServer(ok(null));
    await request({ method: 'GET', path: '/api/x' });
    await setLang('zh-CN');
    expect(seen[0].headers.Lang).toBe('1');
  });

  it('adds DeviceId from the stored visitorId', async () => {
    localStorage.setItem('visitorId', 'abcdef0123456789');
    const seen = fakeServer(ok(null));
    await request({ method: 'GET', path: '/api/x' });
    expect(seen[0].headers.DeviceId).toBe('abcdef0123456789');
  });

  it('adds every token field plus login_uid for a logged-in user', async () => {
    sessionStore.setState({ user });
    const seen = fakeServer(ok(null));
    await request({ method: 'POST', path: '/api/x' });
    expect(seen[0].headers).toMatchObject({ uid: '7', gid: '3', sign: 'abc', expire: '2000000000', login_uid: '7' });
  });

  it('sends no common headers on a bare request', async () => {
    sessionStore.setState({ user });
    const seen = fakeServer(ok(null));
    await request({ method: 'GET', path: '/api/x', options: { bare: true } });
    expect(seen[0].headers.System).toBeUndefined();
    expect(seen[0].headers.uid).toBeUndefined();
    expect(seen[0].url.searchParams.has('pub')).toBe(false);
  });
});

describe('request layer: the ret catalogue (spec 002 §8)', () => {
  it('ret 200 resolves with the envelope; showMsg toasts msg for 1 s', async () => {
    fakeServer(ok({ a: 1 }, '成功'));
    await expect(request({ method: 'GET', path: '/api/x' })).resolves.toEqual({ ret: 200, msg: '成功', data: { a: 1 } });
    expect(toasts()).toEqual([]);
    await request({ method: 'GET', path: '/api/x', options: { showMsg: true } });
    expect(toasts()).toEqual([{ text: '成功', ms: 1000 }]);
    vi.advanceTimersByTime(1000);
    expect(toasts()).toEqual([]);
  });

  it('ret 201 clears the user and shield lists, toasts msg, goes to /login keeping the query, rejects', async () => {
    window.history.replaceState(null, '', '/watch?id=5');
    sessionStore.setState({ user });
    shieldStore.setState({ users: [{ uid: 1, nickName: 'a', avatar: '' }], keywords: ['k'] });
    fakeServer({ data: { ret: 201, msg: '登录失效', data: null } });
    const err = await request({ method: 'GET', path: '/api/x' }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).kind).toBe('session');
    expect(sessionStore.getState().user).toBeNull();
    expect(shieldStore.getState().users).toEqual([]);
    expect(localStorage.getItem('user')).toBeNull();
    expect(toasts()).toEqual([{ text: '登录失效', ms: 1500 }]);
    expect(nav).toHaveBeenCalledWith('/login?id=5', undefined);
  });

  it('ret 201 with noLoginRedirect clears the user but stays', async () => {
    sessionStore.setState({ user });
    fakeServer({ data: { ret: 201, msg: '', data: null } });
    await expect(request({ method: 'GET', path: '/api/x', options: { noLoginRedirect: true } })).rejects.toMatchObject({ kind: 'session' });
    expect(sessionStore.getState().user).toBeNull();
    expect(nav).not.toHaveBeenCalled();
  });

  it('another ret toasts msg for 5 s and rejects with ret and data', async () => {
    fakeServer({ data: { ret: 7003, msg: '提示', data: { x: 1 } } });
    const err = (await request({ method: 'GET', path: '/api/x' }).catch((e: unknown) => e)) as ApiError;
    expect(err).toMatchObject({ kind: 'ret', ret: 7003, data: { x: 1 }, message: '提示' });
    expect(toasts()).toEqual([{ text: '提示', ms: 5000 }]);
  });

  it('skips the toast when errors are ignored globally, for the request, for that code, or msg is empty', async () => {
    fakeServer({ data: { ret: 400, msg: '错', data: null } });
    setErrorsIgnored(true);
    await expect(request({ method: 'GET', path: '/api/x' })).rejects.toBeInstanceOf(ApiError);
    setErrorsIgnored(false);
    await expect(request({ method: 'GET', path: '/api/x', options: { ignoreErrors: true } })).rejects.toBeInstanceOf(ApiError);
    await expect(request({ method: 'GET', path: '/api/x', options: { ignoreCodes: [400] } })).rejects.toBeInstanceOf(ApiError);
    fakeServer({ data: { ret: 400, msg: '', data: null } });
    await expect(request({ method: 'GET', path: '/api/x' })).rejects.toBeInstanceOf(ApiError);
    expect(toasts()).toEqual([]);
  });

  it('replaces a message over 30 characters by the generic load-failed text', async () => {
    fakeServer({ data: { ret: 500, msg: '错'.repeat(31), data: null } });
    await request({ method: 'GET', path: '/api/x' }).catch(() => {});
    fakeServer({ data: { ret: 500, msg: '错'.repeat(30), data: null } });
    await request({ method: 'GET', path: '/api/x' }).catch(() => {});
    expect(toasts().map((t) => t.text)).toEqual(['加载失败', '错'.repeat(30)]);
  });

  it('handles an envelope sent with a non-2xx HTTP status the same way', async () => {
    fakeServer({ status: 401, data: { ret: 401, msg: '签名错误', data: null } });
    await expect(request({ method: 'GET', path: '/api/x' })).rejects.toMatchObject({ kind: 'ret', ret: 401 });
    expect(toasts()).toEqual([{ text: '签名错误', ms: 5000 }]);
  });

  it('returns the raw body when asked, without envelope handling', async () => {
    fakeServer({ data: { ret: 500, msg: 'x', data: 1 } });
    await expect(request({ method: 'POST', path: '/a/o', options: { raw: true } })).resolves.toEqual({ ret: 500, msg: 'x', data: 1 });
    expect(toasts()).toEqual([]);
  });

  it('rejects a body that is not an envelope as bad-reply', async () => {
    fakeServer({ data: '<html>' });
    await expect(request({ method: 'GET', path: '/api/x' })).rejects.toMatchObject({ kind: 'bad-reply' });
  });
});

describe('request layer: network failures, abort, loading', () => {
  it('toasts the network error for 1 s', async () => {
    fakeServer(new TransportError('network', 'Network Error'));
    await expect(request({ method: 'GET', path: '/api/x' })).rejects.toMatchObject({ kind: 'network', message: '网络错误' });
    expect(toasts()).toEqual([{ text: '网络错误', ms: 1000 }]);
  });

  it('treats an HTTP error without envelope as a network failure', async () => {
    fakeServer({ status: 502, data: 'Bad gateway' });
    await expect(request({ method: 'GET', path: '/api/x' })).rejects.toMatchObject({ kind: 'network' });
    expect(toasts()).toEqual([{ text: '网络错误', ms: 1000 }]);
  });

  it('does not toast a network error when errors are ignored', async () => {
    fakeServer(new TransportError('network', 'Network Error'));
    await expect(request({ method: 'GET', path: '/api/x', options: { ignoreErrors: true } })).rejects.toMatchObject({ kind: 'network' });
    expect(toasts()).toEqual([]);
  });

  it('quietNetwork: no toast for a network failure, the server\'s refusals still toasted', async () => {
    fakeServer(new TransportError('network', 'Network Error'));
    await expect(request({ method: 'GET', path: '/api/x', options: { quietNetwork: true } })).rejects.toMatchObject({ kind: 'network' });
    expect(toasts()).toEqual([]);
    fakeServer({ data: { ret: 500, msg: '服务器繁忙，请稍后再试', data: null } });
    await expect(request({ method: 'GET', path: '/api/x', options: { quietNetwork: true } })).rejects.toMatchObject({ kind: 'ret' });
    expect(toasts()).toEqual([{ text: '服务器繁忙，请稍后再试', ms: 5000 }]);
  });

  it('the first answer after a refused or timed-out request tells the API-back listeners once (the socket reconnects on it)', async () => {
    const back = vi.fn();
    const off = onApiBack(back);
    try {
      fakeServer(ok(1));
      await request({ method: 'GET', path: '/api/x' });
      expect(back).not.toHaveBeenCalled();
      fakeServer(new TransportError('network', 'Network Error'));
      await expect(request({ method: 'GET', path: '/api/x', options: { ignoreErrors: true } })).rejects.toMatchObject({ kind: 'network' });
      fakeServer(new TransportError('timeout', 'timeout'));
      await expect(request({ method: 'GET', path: '/api/x', options: { ignoreErrors: true } })).rejects.toMatchObject({ kind: 'timeout' });
      expect(back).not.toHaveBeenCalled();
      // A refusal is an answer too: the API is reachable.
      fakeServer({ data: { ret: 500, msg: '服务器繁忙，请稍后再试', data: null } });
      await expect(request({ method: 'GET', path: '/api/x', options: { ignoreErrors: true } })).rejects.toMatchObject({ kind: 'ret' });
      expect(back).toHaveBeenCalledTimes(1);
      fakeServer(ok(1));
      await request({ method: 'GET', path: '/api/x' });
      expect(back).toHaveBeenCalledTimes(1);
    } finally {
      off();
    }
  });

  it('an aborted request rejects with 请求已终止 and no toast', async () => {
    const pending: Array<() => void> = [];
    fakeServer(() => new Promise((r) => pending.push(() => r({ data: { ret: 200, msg: '', data: 1 } }))));
    const first = request({ method: 'GET', path: '/api/x', options: { signal: latest('k') } });
    const second = request({ method: 'GET', path: '/api/x', options: { signal: latest('k') } });
    await expect(first).rejects.toMatchObject({ kind: 'aborted', message: '请求已终止' });
    await vi.waitFor(() => expect(pending.length).toBeGreaterThan(0));
    pending.forEach((f) => f());
    await expect(second).resolves.toMatchObject({ data: 1 });
    expect(toasts()).toEqual([]);
  });

  it('shows the loading mask while a request that asks for it runs', async () => {
    const pending: Array<() => void> = [];
    fakeServer(() => new Promise((r) => pending.push(() => r({ data: { ret: 200, msg: '', data: 1 } }))));
    const p = request({ method: 'GET', path: '/api/x', options: { loading: true } });
    expect(uiStore.getState().loadingCount).toBe(1);
    await vi.waitFor(() => expect(pending).toHaveLength(1));
    expect(uiStore.getState().loadingCount).toBe(1);
    pending[0]();
    await p;
    expect(uiStore.getState().loadingCount).toBe(0);
  });

  it('hides the loading mask after a failure too', async () => {
    fakeServer(new TransportError('network', 'Network Error'));
    await request({ method: 'GET', path: '/api/x', options: { loading: true } }).catch(() => {});
    expect(uiStore.getState().loadingCount).toBe(0);
  });
});

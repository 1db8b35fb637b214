// Issue 42 point 1: the request layer's generic GET on a given URL (spec 002 §7: it ignores error
// tips) and the upload to a given upload url (spec 000 §7: without the normal headers).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { request, setClock } from '@src/api/http';
import { getUrl, uploadToUrl } from '@src/api/given-url';
import { ApiError } from '@src/api/errors';
import { TransportError } from '@src/api/transport';
import { setNavigator } from '@src/api/navigator';
import { sessionStore } from '@src/stores/session';
import { uiStore } from '@src/stores/ui';
import { fakeServer, ok } from './fake-server';

const token = { uid: 7, gid: 3, sign: 'abc', expire: 2000000000 };
const user = { id: 7, nickName: 'n', token } as never;

beforeEach(() => {
  vi.useFakeTimers();
  uiStore.setState({ toasts: [], dialogs: [], loadingCount: 0 });
  sessionStore.setState({ user, loginValid: true });
  setNavigator(vi.fn());
  setClock(() => 1_700_000_000);
});
afterEach(() => {
  vi.useRealTimers();
  sessionStore.setState({ user: null, loginValid: false });
});

describe('the generic GET on a given URL', () => {
  it('is an ordinary signed GET with the common headers and the token', async () => {
    const seen = fakeServer(ok({ n: 1 }));
    expect(await getUrl<{ n: number }>('/api/Home/Anything', { a: 'b' })).toMatchObject({ ret: 200, data: { n: 1 } });
    expect(seen[0].req.method).toBe('GET');
    expect(seen[0].url.pathname).toBe('/api/home/anything');
    expect(seen[0].url.searchParams.get('a')).toBe('b');
    expect(seen[0].url.searchParams.get('pub')).toBe('1700000000');
    expect(seen[0].url.searchParams.has('vv')).toBe(true);
    expect(seen[0].headers).toMatchObject({ System: 'h5', version: 'H3', uid: '7', login_uid: '7' });
  });
  it('shows no tip for a refused ret or a network failure, and still rejects', async () => {
    fakeServer({ data: { ret: 500, msg: '服务器出错', data: null } });
    await expect(getUrl('/api/x')).rejects.toBeInstanceOf(ApiError);
    fakeServer(new TransportError('network', 'down'));
    await expect(getUrl('/api/x', {}, { showMsg: true })).rejects.toBeInstanceOf(ApiError);
    expect(uiStore.getState().toasts).toEqual([]);
    // The same refusal through the ordinary layer is toasted (the tip this helper leaves out).
    fakeServer({ data: { ret: 500, msg: '服务器出错', data: null } });
    await expect(request({ method: 'GET', path: '/api/x' })).rejects.toBeInstanceOf(ApiError);
    expect(uiStore.getState().toasts.map((x) => x.text)).toEqual(['服务器出错']);
  });
});

describe('the upload to a given upload url', () => {
  it('posts the form as it is, without the common headers, the token or a signature', async () => {
    // The other host answers in a shape of its own, returned as sent.
    const seen = fakeServer({ data: { stored: 'K', size: 3 } });
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array([1, 2, 3])]), 'a.jpg');
    expect(await uploadToUrl('https://upload.example.com/Store/Put?key=K', form)).toEqual({ stored: 'K', size: 3 });
    const r = seen[0];
    expect(r.req.method).toBe('POST');
    expect(r.req.url).toBe('https://upload.example.com/Store/Put?key=K');
    expect(r.req.body).toBe(form);
    for (const h of ['System', 'AppVersion', 'SystemVersion', 'version', 'Lang', 'DeviceId', 'uid', 'gid', 'sign', 'expire', 'login_uid']) {
      expect(r.headers[h], h).toBeUndefined();
    }
    expect(r.url.searchParams.has('pub')).toBe(false);
    expect(r.url.searchParams.has('vv')).toBe(false);
  });
});

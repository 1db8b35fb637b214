import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { call, callEnvelope } from '@src/api/call';
import { ApiError } from '@src/api/errors';
import { endpoint } from '@src/api/contract/endpoint';
import { array, integer, object, string } from '@src/api/contract/schema';
import { uiStore } from '@src/stores/ui';
import { fakeServer, ok } from './fake-server';

const listEp = endpoint({
  name: 'testList',
  method: 'GET',
  path: '/api/Test/List',
  query: object({ page: integer({ minimum: 1 }) }),
  reply: object({ list: array(object({ id: integer(), title: string() })) }),
  auth: 'none',
});

const postEp = endpoint({
  name: 'testPost',
  method: 'POST',
  path: '/api/Test/Post',
  body: object({ name: string({ minLength: 1 }) }),
  bodyType: 'json',
  reply: object({ id: integer() }),
  auth: 'none',
});

let errorSpy: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  uiStore.setState({ toasts: [], dialogs: [], loadingCount: 0 });
  errorSpy = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => errorSpy.mockRestore());

describe('call(endpoint, params, options)', () => {
  it('sends GET params in the query and resolves with checked data', async () => {
    const seen = fakeServer(ok({ list: [{ id: 1, title: 'a' }] }));
    await expect(call(listEp, { page: 2 })).resolves.toEqual({ list: [{ id: 1, title: 'a' }] });
    expect(seen[0].url.pathname).toBe('/api/test/list');
    expect(seen[0].url.searchParams.get('page')).toBe('2');
  });

  it('sends POST params as the body in the endpoint\'s body type', async () => {
    const seen = fakeServer(ok({ id: 3 }, '好'));
    await expect(callEnvelope(postEp, { name: 'x' })).resolves.toEqual({ data: { id: 3 }, msg: '好' });
    expect(seen[0].req.body).toBe('{"name":"x"}');
  });

  it('rejects a reply of the wrong shape with the endpoint and the bad field, plus a toast', async () => {
    fakeServer(ok({ list: [{ id: 1, title: 'a' }, { id: 'two', title: 'b' }] }));
    const err = (await call(listEp, { page: 1 }).catch((e: unknown) => e)) as ApiError;
    expect(err).toBeInstanceOf(ApiError);
    expect(err.kind).toBe('bad-reply');
    expect(err.endpoint).toBe('testList');
    expect(err.detail).toBe('data.list[1].id: expected number, got string');
    expect(String(errorSpy.mock.calls[0][0])).toContain('testList (GET /api/Test/List)');
    expect(String(errorSpy.mock.calls[0][0])).toContain('data.list[1].id');
    expect(uiStore.getState().toasts.map((t) => t.text)).toEqual(['数据格式错误']);
  });

  it('refuses bad params before sending anything', async () => {
    const seen = fakeServer(ok({ id: 1 }));
    await expect(call(postEp, { name: '' })).rejects.toMatchObject({ kind: 'bad-request', endpoint: 'testPost', detail: 'body.name: shorter than 1' });
    expect(seen).toHaveLength(0);
  });

  it('names the endpoint on server errors too', async () => {
    fakeServer({ data: { ret: 404, msg: '不存在', data: null } });
    await expect(call(listEp, { page: 1 })).rejects.toMatchObject({ kind: 'ret', ret: 404, endpoint: 'testList' });
  });
});

describe('recordVisit (statistics)', () => {
  it('posts the visit with cineam=1, ignores errors and backs off after a failure', async () => {
    const { recordVisit } = await import('@src/api/misc');
    sessionStorage.clear();
    const seen = fakeServer(new (await import('@src/api/transport')).TransportError('network', 'down'));
    expect(await recordVisit('/rank')).toEqual({ sent: false });
    expect(seen[0].url.pathname).toBe('/a/o');
    expect(seen[0].url.searchParams.get('cineam')).toBe('1');
    expect(JSON.parse(String(seen[0].req.body))).toMatchObject({ page: '/rank' });
    expect(uiStore.getState().toasts).toEqual([]);
    expect(await recordVisit('/rank')).toEqual({ sent: false });
    expect(seen).toHaveLength(1);
  });

  it('returns the raw reply; a configured host gets the visit without the token or the common headers', async () => {
    const { recordVisit } = await import('@src/api/misc');
    const { statisticsHost } = await import('@src/api/base-url');
    sessionStorage.clear();
    fakeServer({ data: 'counted' });
    expect(await recordVisit('/')).toEqual({ sent: true, reply: 'counted' });
    expect(statisticsHost({ protocol: 'https:', hostname: 'm.example.com' }, 'https://stats.example.net/')).toEqual({ base: 'https://stats.example.net', external: true });
    expect(statisticsHost({ protocol: 'https:', hostname: 'm.example.com' })).toEqual({ base: 'https://api.example.com', external: false });
    const seen = fakeServer({ data: { ok: 1 } });
    expect(await recordVisit('/rank', '', statisticsHost({ protocol: 'https:', hostname: 'm.example.com' }, 'https://stats.example.net'))).toEqual({ sent: true, reply: { ok: 1 } });
    expect(seen[0].url.href).toBe('https://stats.example.net/a/o?cineam=1');
    expect(seen[0].req.headers).not.toHaveProperty('login_uid');
    expect(seen[0].req.headers).not.toHaveProperty('System');
  });
});

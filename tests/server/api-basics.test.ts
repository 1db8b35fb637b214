import { describe, expect, it } from 'vitest';
import { RET } from '../../src/api/contract/envelope';
import { signGet } from '../../src/api/contract/signature';
import { BACKENDS, clientFor, LISTED_ORIGIN } from './harness';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- replies are checked field by field below
type Env = { ret: number; msg: string; data: any };

describe.each(BACKENDS)('API basics on %s', (backend) => {
  it('answers paths case-insensitively with the envelope', async () => {
    const c = await clientFor(backend);
    const a = await c.get('/api/home/gethelpcat');
    const b = await c.get('/API/Home/GetHelpCat');
    expect(a.ret).toBe(RET.OK);
    expect(b).toEqual(a);
    expect(Object.keys(a).sort()).toEqual(['data', 'msg', 'ret']);
  });

  it('gives JSON ret 404 for an unknown path and 405 for a wrong method', async () => {
    const c = await clientFor(backend);
    const r = await c.raw('/api/does/not/exist');
    expect(r.headers.get('content-type')).toMatch(/application\/json/);
    expect(await r.json()).toMatchObject({ ret: RET.NOT_FOUND, data: null });
    const m = await (await c.raw('/api/home/gethelpcat', { method: 'POST' })).json() as Env;
    expect(m.ret).toBe(RET.METHOD_NOT_ALLOWED);
  });

  it('rejects GETs with a missing, stale or wrong signature and names the problem', async () => {
    const c = await clientFor(backend);
    const missing = await (await c.raw('/api/home/gethelpcat')).json() as Env;
    expect(missing.ret).toBe(RET.BAD_SIGNATURE);
    expect(missing.msg).toMatch(/pub|vv/);
    const stale = Math.floor(Date.now() / 1000) - 301;
    const old = await (await c.raw(`/api/home/gethelpcat?pub=${stale}&vv=${signGet({}, stale)}`)).json() as Env;
    expect(old.ret).toBe(RET.BAD_SIGNATURE);
    expect(old.msg).toMatch(/过期/);
    const now = Math.floor(Date.now() / 1000);
    const tampered = await (await c.raw(`/api/home/gethelpcontentbyid?id=63&pub=${now}&vv=${signGet({ id: 70 }, now)}`)).json() as Env;
    expect(tampered.ret).toBe(RET.BAD_SIGNATURE);
    expect(tampered.msg).toMatch(/vv/);
    const ok = await (await c.raw(`/api/home/gethelpcontentbyid?id=63&pub=${now}&vv=${signGet({ id: 63 }, now)}`)).json() as Env;
    expect(ok.ret).toBe(RET.OK);
  });

  it('returns ret 400 naming the field for a missing or malformed parameter', async () => {
    const c = await clientFor(backend);
    const missing = await c.get('/api/Video/VideoDetails');
    expect(missing.ret).toBe(RET.BAD_REQUEST);
    expect(missing.msg).toContain('mediaKey');
    const wrongType = await c.get('/api/home/gethelpcontentbyid', { id: 'abc' });
    expect(wrongType.ret).toBe(RET.BAD_REQUEST);
    expect(wrongType.msg).toContain('id');
    const body = await c.post('/api/Login/Login', { account: 'vip_demo' });
    expect(body.ret).toBe(RET.BAD_REQUEST);
    expect(body.msg).toContain('password');
  });

  it('refuses broken JSON and oversized bodies without a stack trace', async () => {
    const c = await clientFor(backend);
    const broken = await (await c.raw('/api/Login/Login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"account": ' })).json() as Env;
    expect(broken.ret).toBe(RET.BAD_REQUEST);
    const huge = await (await c.raw('/api/Login/Login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ account: 'x'.repeat(2 * 1024 * 1024), password: 'y' }),
    })).json() as Env;
    expect(huge.ret).toBe(RET.PAYLOAD_TOO_LARGE);
    expect(JSON.stringify(huge)).not.toMatch(/at .*\.(ts|js):\d+/);
  });

  it('accepts form-urlencoded POST bodies (the client default)', async () => {
    const c = await clientFor(backend);
    const r = await (await c.raw('/api/login/login', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'account=member_demo&password=demo1234',
    })).json() as Env;
    expect(r.ret).toBe(RET.OK);
    expect(r.data.userNameRaw).toBe('member_demo');
  });

  it('answers CORS preflights for a listed origin (CORS_ORIGINS) with credentials and the custom headers', async () => {
    const c = await clientFor(backend);
    const r = await c.raw('/api/user/getusermegcount', {
      method: 'OPTIONS',
      headers: { origin: LISTED_ORIGIN, 'access-control-request-method': 'GET', 'access-control-request-headers': 'uid,gid,sign,expire,login_uid,system' },
    });
    expect(r.status).toBe(204);
    expect(r.headers.get('access-control-allow-origin')).toBe(LISTED_ORIGIN);
    expect(r.headers.get('access-control-allow-credentials')).toBe('true');
    expect(r.headers.get('access-control-allow-headers')).toContain('login_uid');
  });
});

// Issue 8 point 9: tokens only from headers (the feedback form's query excepted, as the spec
// puts them there; never from the cookie), never in the request log.
import { PassThrough } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loggerOptions, maskUrl } from '../../server/http/log-options';
import { RET } from '../../src/api/contract/envelope';
import { BACKENDS, clientFor, signedQuery } from './harness';

describe.each(BACKENDS)('where tokens are read on %s', (backend) => {
  it('a token in the query or body of an ordinary call counts as no token', async () => {
    const c = await clientFor(backend);
    const { token, headers } = await c.login('member_demo');
    const fields = { uid: token.uid, gid: token.gid, sign: token.sign, expire: token.expire, login_uid: token.uid };

    const inQuery = await c.get('/api/user/GetUserMegCount', fields);
    expect([inQuery.ret, inQuery.msg]).toEqual([RET.SESSION_INVALID, '请先登录']);
    expect((await c.get('/api/user/GetUserMegCount', {}, headers)).ret).toBe(RET.OK);

    const inBody = await c.post('/api/User/GetUserInfo', fields);
    expect([inBody.ret, inBody.msg]).toEqual([RET.SESSION_INVALID, '请先登录']);

    // The videoUserInfo cookie (the client's copy of the user with its token) is never read:
    // a page on another site that gets the browser to send it gains no session.
    const cookie = [
      `videoUserInfo=${encodeURIComponent(JSON.stringify({ id: token.uid, token }))}`,
      ...Object.entries(fields).map(([k, v]) => `${k}=${v}`),
    ].join('; ');
    const inCookie = await c.post('/api/User/GetUserInfo', {}, { cookie });
    expect([inCookie.ret, inCookie.msg]).toEqual([RET.SESSION_INVALID, '请先登录']);
  });

  it('the feedback form (spec 002 §3) takes its token fields from the query', async () => {
    const c = await clientFor(backend);
    const { token } = await c.login('member_demo');
    const question = `token-query-${Date.now()}`;
    const q = signedQuery({ setName: 'TV', question, uid: token.uid, gid: token.gid, sign: token.sign, expire: token.expire, login_uid: token.uid });
    const r = (await (await c.raw(`/api/user/ProblemCollect?${q}`)).json()) as { ret: number };
    expect(r.ret).toBe(RET.OK);
    const { rows } = await c.server.db.query<{ uid: number | null }>("SELECT uid FROM feedback WHERE payload->>'question' = $1", [question]);
    expect(rows).toEqual([{ uid: token.uid }]);

    const forged = signedQuery({ setName: 'TV', question, uid: token.uid, gid: token.gid, sign: 'a'.repeat(64), expire: token.expire });
    expect(((await (await c.raw(`/api/user/ProblemCollect?${forged}`)).json()) as { ret: number }).ret).toBe(RET.SESSION_INVALID);
  });
});

describe('the request log', () => {
  it('writes no token field, from headers or from the URL', async () => {
    const out = new PassThrough();
    const lines: string[] = [];
    out.on('data', (d: Buffer) => lines.push(d.toString('utf8')));
    const app = Fastify({ logger: loggerOptions(out) });
    app.get('/api/user/ProblemCollect', async (req) => {
      req.log.info({ req }, 'handler saw the request');
      return { ret: 200 };
    });
    const secret = 'f'.repeat(64);
    await app.inject({
      method: 'GET',
      url: `/api/user/ProblemCollect?setName=TV&sign=${secret}&uid=7&gid=0&expire=99&login_uid=7&question=a`,
      headers: { sign: secret, uid: '7', gid: '0', expire: '99', login_uid: '7', cookie: `videoUserInfo=${secret}` },
    });
    await app.close();
    const text = lines.join('');
    expect(text).toContain('/api/user/ProblemCollect?setName=TV&sign=[redacted]');
    expect(text).toContain('question=a');
    expect(text).not.toContain(secret);
    expect(maskUrl('/x?code=123456&a=1')).toBe('/x?code=[redacted]&a=1');
  });
});

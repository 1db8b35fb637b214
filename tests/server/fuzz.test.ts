// Sends 1,200 malformed requests; afterwards the server still answers a good call, every reply
// was the JSON envelope without a stack trace, and no table changed size.
import { describe, expect, it } from 'vitest';
import { RET } from '../../src/api/contract/envelope';
import { ALL_ENDPOINTS } from '../../src/api/contract/index';
import { signGet } from '../../src/api/contract/signature';
import { BACKENDS, clientFor } from './harness';

const TABLES = ['users', 'videos', 'episodes', 'comments', 'barrages', 'feedback', 'play_records', 'orders', 'help_articles', 'collections', 'hot_search'];

/** Small deterministic PRNG so a failure can be replayed. */
function rng(seed: number) {
  let s = seed >>> 0;
  return () => ((s = (s * 1664525 + 1013904223) >>> 0) / 2 ** 32);
}

describe.each(BACKENDS)('fuzzing on %s', (backend) => {
  it('survives 1,200 malformed requests and writes nothing', async () => {
    const c = await clientFor(backend);
    const counts = async () => {
      const out: Record<string, number> = {};
      for (const t of TABLES) out[t] = (await c.server.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${t}`)).rows[0].n;
      return out;
    };
    const before = await counts();
    const rand = rng(20240611);
    const pick = <T>(a: readonly T[]): T => a[Math.floor(rand() * a.length)];
    const junk = () => pick(['', 'null', '-1', '1e999', 'NaN', '<script>', "' OR 1=1 --", '%00', '测试', 'x'.repeat(5000), '{"a":', '[]', 'true']);
    const paths = ALL_ENDPOINTS.map((e) => e.path);
    const now = Math.floor(Date.now() / 1000);
    let i = 0;
    const one = async () => {
      const kind = i++ % 8;
      const ep = pick(ALL_ENDPOINTS);
      const params: Record<string, string> = {};
      for (let k = 0; k < 3; k++) params[pick(['id', 'mediaKey', 'page', 'pageSize', 'keyword', 'uid', 'cid', junk().slice(0, 20)])] = junk();
      let path = ep.path;
      const init: RequestInit & { headers: Record<string, string> } = { method: ep.method, headers: {} };
      switch (kind) {
        case 0: // random path
          path = `/api/${Math.floor(rand() * 1e9).toString(36)}/${encodeURIComponent(junk().slice(0, 50))}`;
          break;
        case 1: // well-signed GET with junk params
          path = `${pick(paths)}?${new URLSearchParams({ ...params, pub: String(now), vv: signGet(params, now) })}`;
          init.method = 'GET';
          break;
        case 2: // bad signature
          path = `${ep.path}?${new URLSearchParams({ ...params, pub: String(now - Math.floor(rand() * 1000)), vv: junk().slice(0, 64) })}`;
          init.method = 'GET';
          break;
        case 3: // broken JSON body
          init.method = 'POST';
          init.headers['content-type'] = 'application/json';
          init.body = pick(['{', '{"account":', '[1,2', '"str"', 'null', '{"a":1}}', '\u0000']);
          break;
        case 4: // wrong types in a JSON body
          init.method = 'POST';
          init.headers['content-type'] = 'application/json';
          init.body = JSON.stringify({ account: rand() > 0.5 ? 123 : [], password: {}, mediaKey: junk(), content: junk(), episodeId: -5 });
          break;
        case 5: // forged token headers
          Object.assign(init.headers, { uid: encodeURIComponent(junk()).slice(0, 30), gid: '1', sign: 'ab'.repeat(32), expire: String(now + 1000), login_uid: '1' });
          path = `${ep.path}?${new URLSearchParams({ pub: String(now), vv: signGet({}, now) })}`;
          break;
        case 6: // strange methods and content types
          init.method = pick(['PUT', 'DELETE', 'PATCH', 'POST']);
          init.headers['content-type'] = pick(['text/plain', 'application/xml', 'multipart/form-data; boundary=x', 'application/x-www-form-urlencoded']);
          init.body = junk();
          break;
        default: // huge query parameter
          path = `${ep.path}?${new URLSearchParams({ mediaKey: 'v'.repeat(8000), pub: String(now), vv: 'x' })}`;
          init.method = 'GET';
      }
      if (init.method === 'GET' || init.method === 'HEAD') delete init.body;
      const r = await c.raw(path, init);
      const text = await r.text();
      expect(text).not.toMatch(/\bat .+\.(ts|js|mjs):\d+:\d+/);
      const body = JSON.parse(text) as { ret: number; msg: string };
      expect(typeof body.ret).toBe('number');
      expect(typeof body.msg).toBe('string');
      return body.ret;
    };
    const rets = new Map<number, number>();
    for (let batch = 0; batch < 120; batch++) {
      const res = await Promise.all(Array.from({ length: 10 }, one));
      for (const r of res) rets.set(r, (rets.get(r) ?? 0) + 1);
    }
    expect(i).toBeGreaterThanOrEqual(1000);
    // The whole range of refusals appeared.
    for (const code of [RET.NOT_FOUND, RET.BAD_REQUEST, RET.BAD_SIGNATURE, RET.SESSION_INVALID]) expect(rets.get(code) ?? 0).toBeGreaterThan(0);
    expect(rets.get(RET.SERVER_ERROR) ?? 0).toBe(0);

    const good = await c.get<{ info: unknown[] }>('/api/home/gethelpcat');
    expect(good.ret).toBe(RET.OK);
    expect(good.data.info.length).toBeGreaterThan(0);
    expect(await counts()).toEqual(before);
  });
});

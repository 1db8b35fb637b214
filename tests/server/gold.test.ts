import { describe, expect, it } from 'vitest';
import { RET } from '../../src/api/contract/envelope';
import { filterVideoByGold, getMyGold, payVideoByGold } from '../../src/api/contract/gold';
import { getPlayAddress } from '../../src/api/contract/video';
import type { Token } from '../../src/api/contract/common';
import { authHeaders, BACKENDS, clientFor, type Client, type Headers } from './harness';

let seq = 0;
const unique = (p: string) => `${p}${process.pid.toString(36)}${Date.now().toString(36)}${(seq++).toString(36)}`;

/** A fresh account with a known balance, so the suites sharing the server do not interfere. */
async function userWithGold(c: Client, gold: number): Promise<{ uid: number; headers: Headers }> {
  const r = await c.post<{ id: number; token: Token }>('/api/Login/Register', { account: unique('g'), password: 'secret12' });
  expect(r.ret).toBe(RET.OK);
  await c.server.db.query('UPDATE users SET gold = $2 WHERE id = $1', [r.data.id, gold]);
  return { uid: r.data.id, headers: authHeaders(r.data.token) };
}

/** Paid videos made for one test (the demo set has only two). */
async function paidVideos(c: Client, n: number, price: number): Promise<string[]> {
  const keys: string[] = [];
  for (let i = 0; i < n; i++) {
    const key = unique('gv');
    await c.server.db.query(
      `INSERT INTO videos (media_key, title, poster, category_id, year, region, gold, created_at) VALUES ($1, $2, '', 1, 2024, '大陆', $3, 0)`,
      [key, `金币测试${i}`, price],
    );
    keys.push(key);
  }
  return keys;
}

const balance = async (c: Client, uid: number) =>
  (await c.server.db.query<{ gold: number }>('SELECT gold FROM users WHERE id = $1', [uid])).rows[0].gold;

type PayReply = { ret: number; msg: string; data: { paid: boolean; gold: number } | null };

describe.each(BACKENDS)('gold payments on %s', (backend) => {
  it('debits atomically: 20 concurrent purchases of different videos against a balance for 5 -> exactly 5 succeed', async () => {
    const c = await clientFor(backend);
    const { uid, headers } = await userWithGold(c, 50);
    const keys = await paidVideos(c, 20, 10);
    const replies = await Promise.all(
      keys.map((mediaKey, i) => c.get(payVideoByGold.path, { mediaKey, requestId: `req-${uid}-${i}-abcdef` }, headers) as Promise<PayReply>),
    );
    const ok = replies.filter((r) => r.ret === RET.OK);
    const poor = replies.filter((r) => r.ret === RET.GOLD_NOT_ENOUGH);
    expect(ok).toHaveLength(5);
    expect(poor).toHaveLength(15);
    expect(await balance(c, uid)).toBe(0);
    // Every success reports a distinct balance on the way down: 40, 30, 20, 10, 0.
    expect(ok.map((r) => r.data!.gold).sort((a, b) => a - b)).toEqual([0, 10, 20, 30, 40]);
    const purchases = await c.server.db.query<{ n: number; s: number }>('SELECT count(*)::int AS n, COALESCE(sum(gold), 0)::int AS s FROM video_purchases WHERE uid = $1', [uid]);
    expect(purchases.rows[0]).toEqual({ n: 5, s: 50 });
    const records = await c.server.db.query<{ s: number }>('SELECT COALESCE(sum(amount), 0)::int AS s FROM gold_records WHERE uid = $1', [uid]);
    expect(records.rows[0].s).toBe(-50);
  });

  it('charges once for one requestId retried 5 times and repeats the same reply', async () => {
    const c = await clientFor(backend);
    const { uid, headers } = await userWithGold(c, 35);
    const [mediaKey, other] = await paidVideos(c, 2, 10);
    const requestId = `retry-${uid}-xyz123`;
    const first = (await c.get(payVideoByGold.path, { mediaKey, requestId }, headers)) as PayReply;
    expect(first.ret).toBe(RET.OK);
    expect(first.data).toEqual({ paid: true, gold: 25 });
    const retries = await Promise.all([1, 2, 3, 4].map(() => c.get(payVideoByGold.path, { mediaKey, requestId }, headers)));
    for (const r of retries) expect(r).toEqual(first);
    expect(await balance(c, uid)).toBe(25);
    // Concurrent first attempts with one id are charged once as well.
    const burst = await Promise.all([1, 2, 3, 4, 5].map(() => c.get(payVideoByGold.path, { mediaKey: other, requestId: `burst-${uid}-abc` }, headers) as Promise<PayReply>));
    expect(burst.every((r) => r.ret === RET.OK && r.data?.gold === 15)).toBe(true);
    expect(await balance(c, uid)).toBe(15);
    // The id of one purchase cannot buy another video.
    expect((await c.get(payVideoByGold.path, { mediaKey: other, requestId }, headers)).ret).toBe(RET.CONFLICT);
    // Paying again for an owned video without an id does not charge either.
    const again = (await c.get(payVideoByGold.path, { mediaKey }, headers)) as PayReply;
    expect(again.ret).toBe(RET.OK);
    expect(again.data).toEqual({ paid: true, gold: 15 });
    expect(await balance(c, uid)).toBe(15);
  });

  it('refuses an unaffordable purchase with 3001 and a bad requestId or free video with 400, anonymous with 201', async () => {
    const c = await clientFor(backend);
    const { uid, headers } = await userWithGold(c, 3);
    const [mediaKey] = await paidVideos(c, 1, 10);
    const poor = await c.get(payVideoByGold.path, { mediaKey, requestId: 'poor-request-1' }, headers);
    expect(poor.ret).toBe(RET.GOLD_NOT_ENOUGH);
    expect(poor.msg).toContain('10');
    expect(await balance(c, uid)).toBe(3);
    expect((await c.get(payVideoByGold.path, { mediaKey, requestId: 'bad id!' }, headers)).ret).toBe(RET.BAD_REQUEST);
    expect((await c.get(payVideoByGold.path, { mediaKey: 'v1001' }, headers)).ret).toBe(RET.BAD_REQUEST);
    expect((await c.get(payVideoByGold.path, { mediaKey: 'nosuchvideo' }, headers)).ret).toBe(RET.NOT_FOUND);
    expect((await c.get(payVideoByGold.path, { mediaKey })).ret).toBe(RET.SESSION_INVALID);
  });

  it('tells prices and paid state per video, unlocks playback after paying, and lists the balance with records', async () => {
    const c = await clientFor(backend);
    const { headers } = await userWithGold(c, 30);
    const filter = async (h?: Headers) =>
      (await c.get<{ list: { mediaKey: string; gold: number; paid: boolean }[] }>(filterVideoByGold.path, { mediaKeys: 'v1004,v4002,v1001,nosuch' }, h)).data.list;
    expect(await filter()).toEqual([
      { mediaKey: 'v1004', gold: 10, paid: false },
      { mediaKey: 'v4002', gold: 5, paid: false },
      { mediaKey: 'v1001', gold: 0, paid: false },
    ]);
    expect((await c.get(getPlayAddress.path, { mediaKey: 'v1004' }, headers)).ret).toBe(RET.GOLD_NOT_ENOUGH);
    expect((await c.get(payVideoByGold.path, { mediaKey: 'v1004', requestId: `unlock-${Date.now()}` }, headers)).ret).toBe(RET.OK);
    expect((await c.get(getPlayAddress.path, { mediaKey: 'v1004' }, headers)).ret).toBe(RET.OK);
    expect((await filter(headers)).find((x) => x.mediaKey === 'v1004')?.paid).toBe(true);
    const tooMany = Array.from({ length: 51 }, (_, i) => `k${i}`).join(',');
    expect((await c.get(filterVideoByGold.path, { mediaKeys: tooMany })).ret).toBe(RET.BAD_REQUEST);

    const mine = await c.get<{ gold: number; records: { list: { amount: number; balance: number; title: string }[]; total: number } }>(getMyGold.path, {}, headers);
    expect(mine.data.gold).toBe(20);
    expect(mine.data.records.list[0]).toMatchObject({ amount: -10, balance: 20, title: '购买视频《星际回响》' });
    expect(getMyGold.reply.check(mine.data)).toBeNull();
    const earned = await c.get<{ records: { list: unknown[] } }>(getMyGold.path, { type: 1 }, headers);
    expect(earned.data.records.list).toHaveLength(0);
  });
});

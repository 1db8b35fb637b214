// Issue 42, point 4: the barrage density counts (高能进度条) and the per-barrage score the shield
// level (弹幕屏蔽等级) reads, on every backend.
import { describe, expect, it } from 'vitest';
import {
  accusationBarrage, addBarrages, barrageLike, barrageScore, BARRAGE_DENSITY_MAX_BUCKETS, getBarrageConfig, getBarrageDensity, getBarrageList,
  putBarrageConfig, type Barrage, type BarrageConfig,
} from '../../src/api/contract/barrage';
import { RET } from '../../src/api/contract/envelope';
import { authHeaders, BACKENDS, clientFor, type Client, type Headers } from './harness';

let seq = 0;
const unique = (p: string) => `${p}${process.pid.toString(36)}${Date.now().toString(36)}${(seq++).toString(36)}`;
type Density = { bucketSeconds: number; counts: number[] };

async function freshUser(c: Client): Promise<{ uid: number; headers: Headers }> {
  const r = await c.post<{ id: number; token: Parameters<typeof authHeaders>[0] }>('/api/Login/Register', { account: unique('s'), password: 'secret12' });
  expect(r.ret).toBe(RET.OK);
  return { uid: r.data.id, headers: authHeaders(r.data.token) };
}

async function freshVideo(c: Client, durationSec: number): Promise<string> {
  const key = unique('sv');
  await c.server.db.query(`INSERT INTO videos (media_key, title, poster, category_id, year, region, created_at) VALUES ($1, '高能测试', '', 1, 2024, '大陆', 0)`, [key]);
  await c.server.db.query(`INSERT INTO episodes (video_id, idx, title, stream_key, duration_sec) SELECT id, 1, '正片', 'demo-1', $2 FROM videos WHERE media_key = $1`, [key, durationSec]);
  return key;
}

/** Barrage stored straight into the table (the send route's flood limit allows a few a second). */
async function storeBarrages(c: Client, key: string, uid: number, times: readonly number[]): Promise<void> {
  for (const time of times) {
    await c.server.db.query(
      `INSERT INTO barrages (video_id, episode_id, uid, content, time, created_at)
       SELECT v.id, e.id, $2, $3, $4, 0 FROM videos v JOIN episodes e ON e.video_id = v.id WHERE v.media_key = $1`,
      [key, uid, `第${time}秒`, time],
    );
  }
}

describe.each(BACKENDS)('barrage density and score on %s', (backend) => {
  it('counts barrage per 10 s of the episode from the barrage table, up to its end, cached', async () => {
    const c = await clientFor(backend);
    const me = await freshUser(c);
    const key = await freshVideo(c, 95);
    await storeBarrages(c, key, me.uid, [0, 9.9, 10, 42, 94.5, 300]);
    const r = await c.get<Density>(getBarrageDensity.path, { mediaKey: key });
    expect(r.ret).toBe(RET.OK);
    expect(getBarrageDensity.reply.check(r.data)).toBeNull();
    // 95 s: ten buckets; the barrage at 300 s (past the end) is not counted.
    expect(r.data).toEqual({ bucketSeconds: 10, counts: [2, 1, 0, 0, 1, 0, 0, 0, 0, 1] });
    // No login needed: the curve is the video's, not a user's.
    expect((await c.get<Density>(getBarrageDensity.path, { mediaKey: key, episodeId: 0 })).data.counts).toHaveLength(10);
    expect((await c.get(getBarrageDensity.path, { mediaKey: 'nosuchvideo' })).ret).toBe(RET.NOT_FOUND);
    expect((await c.get(getBarrageDensity.path, {})).ret).toBe(RET.BAD_REQUEST);
    expect((await c.get(getBarrageDensity.path, { mediaKey: key, episodeId: 987654 })).ret).toBe(RET.NOT_FOUND);

    // Cached (PGlite's read cache; PostgreSQL reads through): a new barrage shows within 30 s, not at once.
    const hits = c.server.cache.stats.hits;
    await storeBarrages(c, key, me.uid, [1]);
    const again = await c.get<Density>(getBarrageDensity.path, { mediaKey: key });
    if (c.server.cache.enabled) {
      expect(c.server.cache.stats.hits).toBe(hits + 1);
      expect(again.data.counts[0]).toBe(2);
    } else {
      expect(again.data.counts[0]).toBe(3);
    }
  });

  it('bounds the reply: a long or unknown duration gives at most 6 hours of buckets', async () => {
    const c = await clientFor(backend);
    const me = await freshUser(c);
    const long = await freshVideo(c, 100 * 3600);
    await storeBarrages(c, long, me.uid, [50_000]);
    const r = await c.get<Density>(getBarrageDensity.path, { mediaKey: long });
    expect(r.data.counts).toHaveLength(BARRAGE_DENSITY_MAX_BUCKETS);
    expect(r.data.counts.reduce((a, b) => a + b, 0)).toBe(0);
    // Unknown duration (0): the curve ends with the last bucket that has barrage.
    const unknown = await freshVideo(c, 0);
    await storeBarrages(c, unknown, me.uid, [25]);
    expect((await c.get<Density>(getBarrageDensity.path, { mediaKey: unknown })).data.counts).toEqual([0, 0, 1]);
  });

  it('keeps a score per barrage from likes and reports, sent with the list and with a new barrage (what the room is sent)', async () => {
    const c = await clientFor(backend);
    const sender = await freshUser(c);
    const key = await freshVideo(c, 600);
    const sent = await c.get<Barrage>(addBarrages.path, { mediaKey: key, content: '普通一条', time: 3 }, sender.headers);
    expect(sent.data.score).toBe(5);
    const other = await c.get<Barrage>(addBarrages.path, { mediaKey: key, content: '被举报的', time: 4 }, sender.headers);
    const voters = await Promise.all([0, 1, 2].map(() => freshUser(c)));
    // Likes lift it (1 like: +1, 3 likes: +2); a like taken back takes it off.
    for (const v of voters) expect((await c.get(barrageLike.path, { id: sent.data.id }, v.headers)).ret).toBe(RET.OK);
    // Reports: -2 each user, once per user (a repeated report changes nothing).
    for (const v of voters.slice(0, 2)) await c.get(accusationBarrage.path, { id: other.data.id, reason: '刷屏' }, v.headers);
    await c.get(accusationBarrage.path, { id: other.data.id }, voters[0].headers);
    const list = async () => (await c.get<{ list: Barrage[] }>(getBarrageList.path, { mediaKey: key, start: 0, end: 60 })).data.list;
    let scores = Object.fromEntries((await list()).map((b) => [b.content, b.score]));
    expect(scores).toEqual({ 普通一条: barrageScore(3, 0), 被举报的: barrageScore(0, 2) });
    expect(scores).toEqual({ 普通一条: 7, 被举报的: 1 });
    await c.get(barrageLike.path, { id: sent.data.id }, voters[0].headers);
    await c.get(accusationBarrage.path, { id: other.data.id }, voters[2].headers);
    scores = Object.fromEntries((await list()).map((b) => [b.content, b.score]));
    expect(scores).toEqual({ 普通一条: 6, 被举报的: 0 });
    const row = await c.server.db.query<{ report_count: number }>('SELECT report_count FROM barrages WHERE id = $1', [other.data.id]);
    expect(row.rows[0].report_count).toBe(3);
  });

  it('remembers the shield level 1..10 with the other barrage settings of the account', async () => {
    const c = await clientFor(backend);
    const me = await freshUser(c);
    expect((await c.get<BarrageConfig>(getBarrageConfig.path, {}, me.headers)).data.shieldLevel).toBe(1);
    const put = await c.get<BarrageConfig>(putBarrageConfig.path, { shieldLevel: 7 }, me.headers);
    expect(put.data).toMatchObject({ shieldLevel: 7, open: true, opacity: 1 });
    // Another field alone keeps the level.
    expect((await c.get<BarrageConfig>(putBarrageConfig.path, { opacity: 0.5 }, me.headers)).data).toMatchObject({ shieldLevel: 7, opacity: 0.5 });
    for (const bad of [0, 11, 2.5, 'x']) expect((await c.get(putBarrageConfig.path, { shieldLevel: bad }, me.headers)).ret).toBe(RET.BAD_REQUEST);
    expect((await c.get<BarrageConfig>(getBarrageConfig.path, {}, me.headers)).data.shieldLevel).toBe(7);
  });
});

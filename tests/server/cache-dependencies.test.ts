// The catalog read cache keeps an entry until something it read is written (server/db/
// read-cache.ts): live barrages (which also pay a gold reward into users.gold) must not evict a
// video's details, while a change to the uploader's profile must. On PostgreSQL the cache is
// off: the replies must be just as current there.
import { describe, expect, it } from 'vitest';
import { addBarrages } from '../../src/api/contract/barrage';
import { getVideoDetails } from '../../src/api/contract/video';
import { BACKENDS, clientFor, type Client } from './harness';

interface Details { video: { title: string }; uploader: { uid: number; nickName: string } | null }

const unique = () => `d${Date.now().toString(36)}${Math.floor(Math.random() * 1e5)}`;

/** A video of its own with an uploader of its own, so the test may rename both. */
async function makeVideo(c: Client): Promise<{ key: string; uploaderUid: number }> {
  const key = unique();
  const uploaderUid = await c.server.db.transaction(async (tx) => {
    const u = await tx.query<{ id: number }>(
      `INSERT INTO users (username, password_hash, nick_name, created_at) VALUES ($1, 'x', '缓存UP主', 0) RETURNING id`,
      [key],
    );
    const v = await tx.query<{ id: number }>(
      `INSERT INTO videos (media_key, title, poster, category_id, year, region, created_at, episode_count, uploader_uid)
       VALUES ($1, '依赖测试', '', 6, 2024, '大陆', 0, 1, $2) RETURNING id`,
      [key, u.rows[0].id],
    );
    await tx.query(`INSERT INTO episodes (video_id, idx, title, stream_key, duration_sec) VALUES ($1, 1, '第1集', 'demo-1', 60)`, [v.rows[0].id]);
    return u.rows[0].id;
  });
  return { key, uploaderUid };
}

describe.each(BACKENDS)('cache dependencies on %s', (backend) => {
  it('keeps a visitor\'s video details through live barrages and drops them when the uploader changes', async () => {
    const c = await clientFor(backend);
    const { cache } = c.server;
    const { key, uploaderUid } = await makeVideo(c);
    const details = async () => {
      const r = await c.get<Details>(getVideoDetails.path, { mediaKey: key });
      expect(r.ret).toBe(200);
      return r.data;
    };
    expect((await details()).uploader).toMatchObject({ uid: uploaderUid, nickName: '缓存UP主' });
    await details();
    const loadsWarm = cache.stats.loads;
    await details();
    // A visitor's details come from the cache whole.
    if (cache.enabled) expect(cache.stats.loads).toBe(loadsWarm);

    // Unrelated writes: a barrage on this video (barrages, the daily reward in users.gold and gold_records).
    const me = await c.login('member_demo');
    expect((await c.get(addBarrages.path, { mediaKey: key, content: '依赖测试弹幕', time: 1 }, me.headers)).ret).toBe(200);
    const before = cache.stats.loads;
    expect((await details()).uploader?.nickName).toBe('缓存UP主');
    if (cache.enabled) expect(cache.stats.loads).toBe(before);

    // Related: the uploader's nickname is a column the details read.
    await c.server.db.query('UPDATE users SET nick_name = $1 WHERE id = $2', ['改名UP主', uploaderUid]);
    expect((await details()).uploader?.nickName).toBe('改名UP主');
    if (cache.enabled) expect(cache.stats.loads).toBeGreaterThan(before);
    // And the video's own row.
    await c.server.db.query('UPDATE videos SET title = $1 WHERE media_key = $2', ['依赖测试（改）', key]);
    expect((await details()).video.title).toBe('依赖测试（改）');

    // Time-bound: a VIP uploader shows as VIP until the VIP lapses, with no write in between.
    const soon = Math.floor(Date.now() / 1000) + 2;
    await c.server.db.query('UPDATE users SET vip_level = 3, vip_expire = $1 WHERE id = $2', [soon, uploaderUid]);
    expect((await details()).uploader).toMatchObject({ vipLevel: 3 });
    await new Promise((r) => setTimeout(r, (soon + 1) * 1000 - Date.now()));
    expect((await details()).uploader).toMatchObject({ vipLevel: 0 });
  });
});

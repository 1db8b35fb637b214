// Catalog reads are cached in process on PGlite (server/db/read-cache.ts). Whatever writes the
// catalog — an API call, a direct SQL statement, a transaction — the next read shows it.
// On PostgreSQL the cache is off and the same expectations hold.
import { describe, expect, it } from 'vitest';
import type { VideoItem } from '../../src/api/contract/common';
import { getHomeRecommend } from '../../src/api/contract/home';
import { getVideoDetails } from '../../src/api/contract/video';
import { BACKENDS, clientFor, type Client } from './harness';

interface Details { video: VideoItem; episodeList: { id: number; title: string }[]; commentCount: number; likeCount: number }
interface Home { sections: { categoryId: number; list: VideoItem[] }[] }

const unique = () => `c${Date.now().toString(36)}${Math.floor(Math.random() * 1e5)}`;

/** A video of its own (category 6, no plays) so the test can change it freely. */
async function makeVideo(c: Client, title: string): Promise<string> {
  const key = unique();
  await c.server.db.transaction(async (tx) => {
    await tx.query(
      `INSERT INTO videos (media_key, title, poster, category_id, year, region, created_at, episode_count) VALUES ($1, $2, '', 6, 2024, '大陆', 0, 1)`,
      [key, title],
    );
    await tx.query(`INSERT INTO episodes (video_id, idx, title, stream_key, duration_sec) SELECT id, 1, '第1集', 'demo-1', 60 FROM videos WHERE media_key = $1`, [key]);
  });
  return key;
}

const details = async (c: Client, mediaKey: string) => {
  const r = await c.get<Details>(getVideoDetails.path, { mediaKey });
  expect(r.ret).toBe(200);
  return r.data;
};

describe.each(BACKENDS)('catalog reads follow writes on %s', (backend) => {
  it('shows a new video, then its changed title and episodes, right after direct SQL writes', async () => {
    const c = await clientFor(backend);
    const key = await makeVideo(c, '缓存测试');
    expect((await details(c, key)).video.title).toBe('缓存测试');
    await c.server.db.query('UPDATE videos SET title = $1 WHERE media_key = $2', ['缓存测试（改）', key]);
    expect((await details(c, key)).video.title).toBe('缓存测试（改）');
    await c.server.db.query(`INSERT INTO episodes (video_id, idx, title, stream_key, duration_sec) SELECT id, 2, '第2集', 'demo-2', 60 FROM videos WHERE media_key = $1`, [key]);
    expect((await details(c, key)).episodeList.map((e) => e.title)).toEqual(['第1集', '第2集']);
    const gather = await c.get<{ list: unknown[] }>('/api/Video/VideoChooseGather', { mediaKey: key });
    expect(gather.data.list).toHaveLength(2);
  });

  it('counts a visitor play, a like and a comment in the next details reply', async () => {
    const c = await clientFor(backend);
    const key = await makeVideo(c, '计数测试');
    const before = await details(c, key);
    expect((await c.get('/api/Video/AddPlayRecord', { mediaKey: key, position: 1 })).ret).toBe(200);
    expect((await details(c, key)).video.playCount).toBe(before.video.playCount + 1);

    const { headers, token } = await c.login('member_demo');
    expect((await c.get('/api/Video/VideoLikes', { mediaKey: key }, headers)).ret).toBe(200);
    expect((await details(c, key)).likeCount).toBe(before.likeCount + 1);

    await c.server.db.query(
      `INSERT INTO comments (video_id, uid, content, created_at) SELECT id, $2, '缓存评论', 0 FROM videos WHERE media_key = $1`,
      [key, token.uid],
    );
    expect((await details(c, key)).commentCount).toBe(before.commentCount + 1);
  });

  it('moves a video to the head of its home section when its play count changes', async () => {
    const c = await clientFor(backend);
    const key = await makeVideo(c, '热门缓存测试');
    // Sections list their category by play count: a top video leads its section.
    const leadsKids = async () => {
      const home = await c.get<Home>(getHomeRecommend.path, { page: 1, pageSize: 6 });
      return home.data.sections.find((s) => s.categoryId === 6)!.list[0]?.mediaKey === key;
    };
    expect(await leadsKids()).toBe(false);
    await c.server.db.query('UPDATE videos SET play_count = 99999999 WHERE media_key = $1', [key]);
    try {
      expect(await leadsKids()).toBe(true);
    } finally {
      // Other suites rank by play count: put it back at the bottom.
      await c.server.db.query('UPDATE videos SET play_count = 0 WHERE media_key = $1', [key]);
    }
    expect(await leadsKids()).toBe(false);
  });

  it('shows changed help articles and config entries', async () => {
    const c = await clientFor(backend);
    const article = async () => (await c.get<{ info: { title: string }[] }>('/api/home/gethelpcontentbyid', { id: 72 })).data.info[0].title;
    const original = await article();
    await c.server.db.query('UPDATE help_articles SET title = $1 WHERE id = 72', ['弹幕开关在哪里？']);
    try {
      expect(await article()).toBe('弹幕开关在哪里？');
    } finally {
      await c.server.db.query('UPDATE help_articles SET title = $1 WHERE id = 72', [original]);
    }
    expect(await article()).toBe(original);

    const key = unique();
    const config = async () => (await c.get<{ list: { key: string; value: string }[] }>('/api/home/GetConfig', { key })).data.list;
    expect(await config()).toEqual([]);
    await c.server.db.query('INSERT INTO app_config (key, value) VALUES ($1, $2)', [key, '新值']);
    expect(await config()).toEqual([{ key, value: '新值' }]);
  });
});

// Issue 42 point 4, 追剧: a viewer follows a series; publishing an episode (the media:import
// --series path) gives each follower one message-centre notice and marks the series on the
// home's 我的追剧 row, once per user and episode: publishing the same episode again tells no one.
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { insertImportedEpisode, insertImportedVideo } from '../../server/media/import-video';
import { notifyNewEpisode } from '../../server/chat/series-notices';
import { getSystemMessages } from '../../src/api/contract/chat';
import { RET } from '../../src/api/contract/envelope';
import { followSeries, getFollowedSeries, getSeriesFollow } from '../../src/api/contract/series';
import { BACKENDS, clientFor, type Client } from './harness';
import { account } from './vip-fixtures';

interface Notice { title: string; content: string }
interface Followed { video: { mediaKey: string; episodes: number }; newEpisode: number }

async function newSeries(c: Client): Promise<string> {
  const key = `series-${randomBytes(5).toString('hex')}`;
  const cat = await c.server.db.query<{ id: number }>('SELECT id FROM categories ORDER BY id LIMIT 1');
  await insertImportedVideo(c.server.db, { mediaKey: key, streamKey: key, title: `测试剧${key.slice(-4)}`, categoryId: cat.rows[0].id, poster: '/images/none.jpg', durationSec: 60 });
  return key;
}

describe.each(BACKENDS)('追剧 (%s)', (backend) => {
  it('follow, publish an episode twice: one notice, one mark, and opening the series clears the mark', async () => {
    const c = await clientFor(backend);
    const key = await newSeries(c);
    const fan = await account(c);
    const quitter = await account(c);

    expect((await c.get(followSeries.path, { mediaKey: key })).ret).not.toBe(RET.OK);
    expect((await c.get(followSeries.path, { mediaKey: 'no-such-series' }, fan.headers)).ret).toBe(RET.NOT_FOUND);
    expect((await c.get<{ followed: boolean }>(followSeries.path, { mediaKey: key }, fan.headers)).data).toEqual({ followed: true });
    expect((await c.get<{ followed: boolean }>(followSeries.path, { mediaKey: key }, quitter.headers)).data).toEqual({ followed: true });
    expect((await c.get<{ followed: boolean }>(followSeries.path, { mediaKey: key }, quitter.headers)).data).toEqual({ followed: false });

    const first = await insertImportedEpisode(c.server.db, { seriesKey: key, idx: 2, streamKey: `${key}-e2`, durationSec: 61 }, notifyNewEpisode);
    const again = await insertImportedEpisode(c.server.db, { seriesKey: key, idx: 2, streamKey: `${key}-e2b`, durationSec: 62 }, notifyNewEpisode);
    expect([first.told, again.told]).toEqual([1, 0]);

    const notices = (await c.get<{ list: Notice[] }>(getSystemMessages.path, { page: 1, pageSize: 20 }, fan.headers)).data.list.filter((n) => n.title === '追剧更新');
    expect(notices).toHaveLength(1);
    expect(notices[0].content).toMatch(/^你追的《测试剧.{4}》更新了第2集，快去看看吧。$/);
    const quitterNotices = (await c.get<{ list: Notice[] }>(getSystemMessages.path, { page: 1, pageSize: 20 }, quitter.headers)).data.list;
    expect(quitterNotices.filter((n) => n.title === '追剧更新')).toEqual([]);

    const row = (await c.get<{ list: Followed[] }>(getFollowedSeries.path, { pageSize: 20 }, fan.headers)).data.list;
    expect(row).toHaveLength(1);
    expect(row[0]).toMatchObject({ video: { mediaKey: key, episodes: 2 }, newEpisode: 2 });
    expect((await c.get<{ list: Followed[] }>(getFollowedSeries.path, { pageSize: 20 }, quitter.headers)).data.list).toEqual([]);

    // The watch page asks whether it is followed: that is seeing the new episode.
    expect((await c.get<{ followed: boolean }>(getSeriesFollow.path, { mediaKey: key }, fan.headers)).data).toEqual({ followed: true });
    expect((await c.get<{ list: Followed[] }>(getFollowedSeries.path, { pageSize: 20 }, fan.headers)).data.list[0].newEpisode).toBe(0);

    // The next episode without a number is the one after the last, and is told once too.
    expect(await insertImportedEpisode(c.server.db, { seriesKey: key, streamKey: `${key}-e3`, durationSec: 60 }, notifyNewEpisode)).toMatchObject({ idx: 3, told: 1 });
    expect((await c.get<{ list: Followed[] }>(getFollowedSeries.path, { pageSize: 20 }, fan.headers)).data.list[0]).toMatchObject({ newEpisode: 3, video: { episodes: 3 } });
    await expect(insertImportedEpisode(c.server.db, { seriesKey: 'no-such-series', streamKey: 'x', durationSec: 1 }, notifyNewEpisode)).rejects.toThrow(/no video with mediaKey/);
  });
});

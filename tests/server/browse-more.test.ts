// Issue 13 point 5, server side: the lists behind /miniVideoChannel, /moreFocus, /typePage and
// /albumDetail on the seeded demo data, with their paging bounds (PGlite, and PostgreSQL when
// TEST_DATABASE_URL is set).
import { describe, expect, it } from 'vitest';
import { RET } from '../../src/api/contract/envelope';
import { filterVideos, getFilterOptions, getMiniVideoChannel, getMoreFocus } from '../../src/api/contract/home';
import { focusUpMaster, getPlayData, getVideoDetails, videoChooseGather, type VideoDetails } from '../../src/api/contract/video';
import type { Paged, Token, VideoItem } from '../../src/api/contract/common';
import { MINI_VIDEOS } from '../../server/db/seed-mini-videos';
import { authHeaders, BACKENDS, clientFor, type Client } from './harness';

let seq = 0;
async function freshUser(c: Client): Promise<Record<string, string>> {
  const account = `bm${process.pid.toString(36)}${Date.now().toString(36)}${(seq++).toString(36)}`;
  const r = await c.post<{ id: number; token: Token }>('/api/Login/Register', { account, password: 'secret12', nickName: '刷视频' });
  expect(r.ret).toBe(RET.OK);
  return authHeaders(r.data.token);
}

describe.each(BACKENDS)('browsing lists of issue 13 on %s', (backend) => {
  it('the mini-video channel lists the seeded short videos newest first, pages them and plays them', async () => {
    const c = await clientFor(backend);
    const all = await c.get<Paged<VideoItem>>(getMiniVideoChannel.path, { titleId: 'games', pageSize: 100 });
    expect(getMiniVideoChannel.reply.check(all.data)).toBeNull();
    const seeded = all.data.list.filter((v) => MINI_VIDEOS.some((m) => m.key === v.mediaKey));
    expect(seeded.map((v) => v.mediaKey)).toEqual(MINI_VIDEOS.map((m) => m.key));
    // Pages of 3 walk the same order without repeats and say when the list ends.
    const keys: string[] = [];
    for (let page = 1; page <= 10; page++) {
      const p = await c.get<Paged<VideoItem>>(getMiniVideoChannel.path, { page, pageSize: 3 });
      keys.push(...p.data.list.map((v) => v.mediaKey));
      expect(p.data.list.length).toBeLessThanOrEqual(3);
      if (!p.data.hasMore) break;
    }
    expect(keys).toEqual(all.data.list.map((v) => v.mediaKey));
    // Out-of-bounds paging is refused by the contract.
    expect((await c.get(getMiniVideoChannel.path, { pageSize: 101 })).ret).toBe(RET.BAD_REQUEST);
    expect((await c.get(getMiniVideoChannel.path, { page: 0 })).ret).toBe(RET.BAD_REQUEST);
    expect((await c.get(getMiniVideoChannel.path, { titleId: '../x' })).ret).toBe(RET.BAD_REQUEST);
    // A visitor plays a short video as a mini video (videoType 1).
    const play = await c.post<{ url: string; mediaKey: string }>(`${getPlayData.path}?videoType=1`, { mediaKey: seeded[0].mediaKey });
    expect(play.ret).toBe(RET.OK);
    expect(play.data.url).toMatch(/\.m3u8$/);
  });

  it('the channel filters by a label (subID)', async () => {
    const c = await clientFor(backend);
    const labels = await c.get<{ list: { id: number; name: string }[] }>('/api/Trends/GetLabel');
    const pets = labels.data.list.find((l) => l.name === '萌宠')!;
    const list = await c.get<Paged<VideoItem>>(getMiniVideoChannel.path, { subID: pets.id, pageSize: 100 });
    const expected = MINI_VIDEOS.filter((m) => m.labels.includes('萌宠')).map((m) => m.key);
    expect(list.data.list.map((v) => v.mediaKey).filter((k) => k.startsWith('mini-'))).toEqual(expected);
    expect(list.data.list.every((v) => v.tags.includes('萌宠'))).toBe(true);
  });

  it('more from followed uploaders: empty before a follow, the uploader\'s videos after, login required', async () => {
    const c = await clientFor(backend);
    const fan = await freshUser(c);
    expect((await c.get<Paged<VideoItem>>(getMoreFocus.path, {}, fan)).data).toMatchObject({ list: [], total: 0, hasMore: false });
    const details = await c.get<VideoDetails>(getVideoDetails.path, { mediaKey: 'v1001' });
    const up = details.data.uploader!;
    expect((await c.get(focusUpMaster.path, { uid: up.uid }, fan)).data).toEqual({ selected: true });
    const first = await c.get<Paged<VideoItem>>(getMoreFocus.path, { pageSize: 2 }, fan);
    expect(getMoreFocus.reply.check(first.data)).toBeNull();
    const all = await c.get<Paged<VideoItem>>(getMoreFocus.path, { pageSize: 100 }, fan);
    expect(all.data.list.map((v) => v.mediaKey)).toContain('v1001');
    expect(all.data.list.map((v) => v.mediaKey)).toContain('mini-03');
    expect(first.data.list).toEqual(all.data.list.slice(0, 2));
    expect(first.data.hasMore).toBe(all.data.total > 2);
    expect((await c.get(getMoreFocus.path, { pageSize: 1000 }, fan)).ret).toBe(RET.BAD_REQUEST);
    expect((await c.get(getMoreFocus.path, {})).ret).toBe(RET.SESSION_INVALID);
  });

  it('browse by type: the types offered, one type\'s videos paged, a tag narrowing them', async () => {
    const c = await clientFor(backend);
    const opts = await c.get<{ categories: { id: number }[]; tags: string[] }>(getFilterOptions.path);
    expect(opts.data.categories.length).toBe(6);
    const p1 = await c.get<Paged<VideoItem>>(filterVideos.path, { categoryId: 2, page: 1, pageSize: 2 });
    expect(p1.data.list.every((v) => v.category === 2)).toBe(true);
    expect(p1.data.hasMore).toBe(true);
    const p2 = await c.get<Paged<VideoItem>>(filterVideos.path, { categoryId: 2, page: 2, pageSize: 2 });
    expect(p2.data.list.map((v) => v.id)).not.toContain(p1.data.list[0].id);
    const tagged = await c.get<Paged<VideoItem>>(filterVideos.path, { categoryId: 2, tag: '悬疑', pageSize: 100 });
    expect(tagged.data.list.map((v) => v.mediaKey)).toEqual(['v2004']);
    expect((await c.get(filterVideos.path, { pageSize: 0 })).ret).toBe(RET.BAD_REQUEST);
  });

  it('an album: the series details and its episodes in order, each playable by id', async () => {
    const c = await clientFor(backend);
    const d = await c.get<VideoDetails>(getVideoDetails.path, { mediaKey: 'v2001' });
    expect(d.data.episodeList.map((e) => e.index)).toEqual([1, 2, 3, 4, 5, 6]);
    const eps = await c.get<{ list: { id: number }[] }>(videoChooseGather.path, { mediaKey: 'v2001' });
    expect(eps.data.list.map((e) => e.id)).toEqual(d.data.episodeList.map((e) => e.id));
    const second = await c.post<{ episodeId: number }>(getPlayData.path, { mediaKey: 'v2001', episodeId: eps.data.list[1].id });
    expect(second.data.episodeId).toBe(eps.data.list[1].id);
  });
});

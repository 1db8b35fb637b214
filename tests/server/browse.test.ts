import { describe, expect, it } from 'vitest';
import { RET } from '../../src/api/contract/envelope';
import { getHomeRecommend, getListByCategory, getVideoDetails, getPlayData } from '../../src/api/contract/index';
import { focusUpMaster, type VideoDetails } from '../../src/api/contract/video';
import type { Token } from '../../src/api/contract/common';
import type { Paged, VideoItem } from '../../src/api/contract/common';
import { authHeaders, BACKENDS, clientFor, type Client } from './harness';

describe.each(BACKENDS)('help, config and browse calls on %s', (backend) => {
  it('serves help categories, a category by cid and articles 63 and 70 with the fixed title', async () => {
    const c = await clientFor(backend);
    const cats = await c.get<{ info: { id: number; path: string; sublist: { id: number }[] }[] }>('/api/home/gethelpcat', { cinema: 1 });
    expect(cats.data.info.length).toBeGreaterThanOrEqual(3);
    const vipCat = cats.data.info.find((x) => x.sublist.some((q) => q.id === 63))!;
    const one = await c.get<{ info: { sublist: { id: number }[] }[] }>('/api/home/gethelpcontent', { cinema: 1, cid: `${vipCat.path},${vipCat.id}` });
    expect(one.data.info[0].sublist.map((q) => q.id)).toContain(63);
    const terms = await c.get<{ info: { title: string; contxt: string }[] }>('/api/home/gethelpcontentbyid', { id: 63 });
    expect(terms.data.info[0].contxt).toMatch(/VIP/);
    const agreement = await c.get<{ info: { title: string }[] }>('/api/home/gethelpcontentbyid', { id: 70 });
    expect(agreement.data.info[0].title).toBe('用户协议与隐私政策');
    expect((await c.get('/api/home/gethelpcontentbyid', { id: 99999 })).ret).toBe(RET.NOT_FOUND);
  });

  it('gives the GoogleMap entry from the environment in /api/home/config, the region and the Malaysia check', async () => {
    const c = await clientFor(backend);
    const cfg = await c.get<{ list: { key: string; value: string }[] }>('/api/home/config');
    expect(cfg.data.list).toContainEqual({ key: 'GoogleMap', value: 'test-map-key' });
    const region = await c.get<{ country: string; code: string }>('/api/home/GetUserRegion');
    expect(region.data.code).toBe('CN');
    expect((await c.get<{ isMalaysia: boolean }>('/api/user/IsMalaysia', { region: 'MY' })).data.isMalaysia).toBe(true);
    expect((await c.get<{ isMalaysia: boolean }>('/api/user/IsMalaysia')).data.isMalaysia).toBe(false);
  });

  it('lists 6 categories and at least 24 videos, each category with videos', async () => {
    const c = await clientFor(backend);
    const nav = await c.get<{ list: { id: number; key: string }[] }>('/api/List/NavigationBar');
    expect(nav.data.list).toHaveLength(6);
    let total = 0;
    for (const cat of nav.data.list) {
      const page = await c.get<Paged<VideoItem>>(getListByCategory.path, { category: cat.key, pageSize: 100 });
      expect(page.ret).toBe(RET.OK);
      expect(page.data.list.every((v) => v.category === cat.id)).toBe(true);
      expect(page.data.total).toBeGreaterThan(0);
      total += page.data.total;
    }
    expect(total).toBeGreaterThanOrEqual(24);
    expect((await c.get(getListByCategory.path, { category: 'nosuch' })).ret).toBe(RET.NOT_FOUND);
  });

  it('pages the home recommendation sections and the rank by play count', async () => {
    const c = await clientFor(backend);
    const p1 = await c.get(getHomeRecommend.path, { page: 1, pageSize: 4 });
    expect(getHomeRecommend.reply.check(p1.data)).toBeNull();
    const d1 = p1.data as { sections: unknown[]; banner: unknown[]; hasMore: boolean };
    expect(d1.sections).toHaveLength(4);
    expect(d1.banner.length).toBeGreaterThan(0);
    expect(d1.hasMore).toBe(true);
    const d2 = (await c.get(getHomeRecommend.path, { page: 2, pageSize: 4 })).data as { sections: unknown[]; hasMore: boolean };
    expect(d2.sections).toHaveLength(2);
    expect(d2.hasMore).toBe(false);
    const rank = await c.get<Paged<VideoItem>>('/api/list/GetRankList', { pageSize: 10 });
    const plays = rank.data.list.map((v) => v.playCount);
    expect(plays).toEqual([...plays].sort((a, b) => b - a));
    const disc = await c.get<Paged<VideoItem>>('/api/list/GetDiscovery', { page: 1, pageSize: 5 });
    expect(disc.data.list).toHaveLength(5);
    expect(disc.data.hasMore).toBe(true);
  });

  it('filters by category, region and tag, searches titles and counts hot searches', async () => {
    const c = await clientFor(backend);
    const f = await c.get<Paged<VideoItem>>('/api/home/filter', { categoryId: 5, tag: '自然' });
    expect(f.data.list.length).toBeGreaterThan(0);
    expect(f.data.list.every((v) => v.category === 5 && v.tags.includes('自然'))).toBe(true);
    const opts = await c.get<{ regions: string[]; tags: string[] }>('/api/home/GetFilterOptions');
    expect(opts.data.regions).toContain('日本');
    const s = await c.get<Paged<VideoItem>>('/api/list/Search', { keyword: '灵猫' });
    expect(s.data.list.map((v) => v.mediaKey)).toEqual(['v4001']);
    const wild = await c.get<Paged<VideoItem>>('/api/list/Search', { keyword: '%' });
    expect(wild.data.total).toBe(0);
    const hot = await c.get<{ list: { keyword: string; hot: number }[] }>('/api/list/GetHotSearch');
    expect(hot.data.list.find((h) => h.keyword === '灵猫')?.hot).toBeGreaterThanOrEqual(1);
  });

  it('returns video details with the series episodes and related videos', async () => {
    const c = await clientFor(backend);
    const d = await c.get(getVideoDetails.path, { mediaKey: 'v2001' });
    expect(d.ret).toBe(RET.OK);
    expect(getVideoDetails.reply.check(d.data)).toBeNull();
    const det = d.data as { episodeList: { index: number }[]; video: { episodes: number } };
    expect(det.episodeList.map((e) => e.index)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(det.video.episodes).toBe(6);
    expect((await c.get(getVideoDetails.path, { mediaKey: 'nosuch' })).ret).toBe(RET.NOT_FOUND);
    // Posters link /watch?id=<numeric id>: the same details by the video's id.
    const numeric = (d.data as { video: { id: number } }).video.id;
    const byId = await c.get<{ video: { mediaKey: string } }>(getVideoDetails.path, { mediaKey: String(numeric) });
    expect(byId.ret).toBe(RET.OK);
    expect(byId.data.video.mediaKey).toBe('v2001');
    expect((await c.get(getVideoDetails.path, { mediaKey: '999999' })).ret).toBe(RET.NOT_FOUND);
    const rel = await c.get<{ list: VideoItem[] }>('/api/list/GetRelatedVideo', { mediaKey: 'v2001' });
    expect(rel.data.list.length).toBeGreaterThan(0);
    expect(rel.data.list.some((v) => v.mediaKey === 'v2001')).toBe(false);
    const gather = await c.get<{ list: unknown[] }>('/api/Video/VideoChooseGather', { mediaKey: 'v2001' });
    expect(gather.data.list).toHaveLength(6);
  });

  it('gives play data with the HLS URL, gates VIP and gold videos, and resumes a saved position', async () => {
    const c = await clientFor(backend);
    const visitor = await c.post(getPlayData.path, { mediaKey: 'v1002' });
    expect(visitor.ret).toBe(RET.FORBIDDEN);
    const gold = await c.post(getPlayData.path, { mediaKey: 'v1004' });
    expect(gold.ret).toBe(RET.GOLD_NOT_ENOUGH);
    const vip = await c.login('vip_demo');
    const ok = await c.post<{ url: string; streamKey: string; durationSec: number; position: number; episodeId: number }>(getPlayData.path, { mediaKey: 'v1002' }, vip.headers);
    expect(ok.ret).toBe(RET.OK);
    // A VIP stream: its own key, played under a signed prefix (tests/server/media-paywall.test.ts).
    expect(ok.data.streamKey).toBe('v1002-1');
    expect(ok.data.url).toMatch(/^\/media\/s\/\d+\/[A-Za-z0-9_-]{43}\/hls\/v1002-1\/master\.m3u8$/);
    const rec = await c.get('/api/Video/AddPlayRecord', { mediaKey: 'v1002', episodeId: ok.data.episodeId, position: 12.5, duration: ok.data.durationSec }, vip.headers);
    expect(rec.ret).toBe(RET.OK);
    const again = await c.post<{ position: number }>(getPlayData.path, { mediaKey: 'v1002' }, vip.headers);
    expect(again.data.position).toBe(12.5);
    const history = await c.get<Paged<{ video: VideoItem; position: number }>>('/api/Video/GetPlayRecords', {}, vip.headers);
    expect(history.data.list[0]).toMatchObject({ position: 12.5, video: { mediaKey: 'v1002' } });
    const watching = await c.get<{ list: VideoItem[] }>('/api/home/GetWatchingList', {}, vip.headers);
    expect(watching.data.list[0].mediaKey).toBe('v1002');
  });
});

let seq = 0;
async function freshUser(c: Client): Promise<{ uid: number; headers: Record<string, string> }> {
  const account = `up${process.pid.toString(36)}${Date.now().toString(36)}${(seq++).toString(36)}`;
  const r = await c.post<{ id: number; token: Token }>('/api/Login/Register', { account, password: 'secret12', nickName: '追随者' });
  expect(r.ret).toBe(RET.OK);
  return { uid: r.data.id, headers: authHeaders(r.data.token) };
}

describe.each(BACKENDS)('the up-master and the episode marks on %s', (backend) => {
  it('details carry the uploader; FocusUPMaster flips followed for the caller only', async () => {
    const c = await clientFor(backend);
    const visitor = await c.get<VideoDetails>(getVideoDetails.path, { mediaKey: 'v1001' });
    expect(getVideoDetails.reply.check(visitor.data)).toBeNull();
    expect(visitor.data.uploader).toMatchObject({ nickName: '在线客服', kefu: true, bigV: true, vipLevel: 0, followed: false, isBlackList: false });
    const upUid = visitor.data.uploader!.uid;

    const fan = await freshUser(c);
    const details = async (h?: Record<string, string>) => (await c.get<VideoDetails>(getVideoDetails.path, { mediaKey: 'v1001' }, h)).data.uploader;
    expect((await details(fan.headers))?.followed).toBe(false);
    expect((await c.get(focusUpMaster.path, { uid: upUid }, fan.headers)).data).toEqual({ selected: true });
    expect((await details(fan.headers))?.followed).toBe(true);
    // Another caller (and a visitor) still does not follow.
    expect((await details())?.followed).toBe(false);
    expect((await c.get(focusUpMaster.path, { uid: upUid }, fan.headers)).data).toEqual({ selected: false });
    expect((await details(fan.headers))?.followed).toBe(false);

    // A blacklisted up-master is flagged so the button reads 已拉黑.
    await c.server.db.query('INSERT INTO blacklist (uid, target_uid, created_at) VALUES ($1, $2, 0)', [fan.uid, upUid]);
    expect((await details(fan.headers))?.isBlackList).toBe(true);
  });

  it('the uploader cannot follow themself; videos without an uploader give null', async () => {
    const c = await clientFor(backend);
    const kefu = await c.login('kefu_demo');
    const own = await c.get<VideoDetails>(getVideoDetails.path, { mediaKey: 'v1001' }, kefu.headers);
    expect(own.data.uploader?.uid).toBe(kefu.token.uid);
    const self = await c.get(focusUpMaster.path, { uid: kefu.token.uid }, kefu.headers);
    expect(self.ret).toBe(RET.BAD_REQUEST);
    expect(self.msg).toBe('不能关注自己');
    expect((await c.get(focusUpMaster.path, { uid: kefu.token.uid })).ret).toBe(RET.SESSION_INVALID);
    const vip = await c.get<VideoDetails>(getVideoDetails.path, { mediaKey: 'v2001' });
    expect(vip.data.uploader).toMatchObject({ nickName: 'VIP体验用户', vipLevel: 2 });
    expect((await c.get<VideoDetails>(getVideoDetails.path, { mediaKey: 'v1005' })).data.uploader).toBeNull();
  });

  it('series episodes carry intro/outro marks (intro 5 s, credits 5 s before the end); films none', async () => {
    const c = await clientFor(backend);
    const series = await c.get<VideoDetails>(getVideoDetails.path, { mediaKey: 'v2001' });
    expect(series.data.episodeList.length).toBe(6);
    for (const e of series.data.episodeList) {
      expect(e.introEnd).toBe(5);
      expect(e.outroStart).toBeCloseTo(e.durationSec - 5, 3);
    }
    const gather = await c.get<{ list: VideoDetails['episodeList'] }>('/api/Video/VideoChooseGather', { mediaKey: 'v2001' });
    expect(gather.data.list[0]).toMatchObject({ introEnd: 5 });
    const film = await c.get<VideoDetails>(getVideoDetails.path, { mediaKey: 'v1001' });
    expect(film.data.episodeList[0]).toMatchObject({ introEnd: null, outroStart: null });
  });

  it('getPlayData takes the numeric video id in mediaKey, as /watch?id= posters link it', async () => {
    const c = await clientFor(backend);
    const d = await c.get<VideoDetails>(getVideoDetails.path, { mediaKey: 'v1001' });
    const byId = await c.post<{ mediaKey: string; url: string }>(getPlayData.path, { mediaKey: String(d.data.video.id) });
    expect(byId.ret).toBe(RET.OK);
    expect(byId.data.mediaKey).toBe('v1001');
    expect(byId.data.url).toBe('/media/hls/v1001-1/master.m3u8');
  });
});

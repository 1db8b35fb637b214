import { describe, expect, it } from 'vitest';
import { adView, getAdsDataList, type Ads } from '../../src/api/contract/ads';
import { RET } from '../../src/api/contract/envelope';
import { freshAddress, postFrom } from './from-address';
import { BACKENDS, clientFor, type Client } from './harness';

const views = async (c: Client, id: number) => (await c.server.db.query<{ views: number }>('SELECT views FROM ads WHERE id = $1', [id])).rows[0].views;

describe.each(BACKENDS)('ads on %s', (backend) => {
  it('groups the seeded ads as kaiping, zanting, chaBo and danmu for typeList 1,2,3,4,5,6,8', async () => {
    const c = await clientFor(backend);
    const r = await c.get<Ads>(getAdsDataList.path, { typeList: '1,2,3,4,5,6,8', mediaKey: 'v1001', region: 'CN' });
    expect(r.ret).toBe(RET.OK);
    expect(getAdsDataList.reply.check(r.data)).toBeNull();
    expect(r.data.kaiping.map((a) => a.id)).toEqual([1, 2]);
    expect(r.data.zanting.map((a) => a.id)).toEqual([3]);
    expect(r.data.chaBo.map((a) => a.id)).toEqual([4]);
    expect(r.data.danmu.map((a) => a.id)).toEqual([5]);
    // A barrage advert carries the line it shows among the barrage (migration 650).
    expect(r.data.danmu[0].title).toBe('开通VIP，免广告畅享高清大片');
    expect(r.data.kaiping[0]).toMatchObject({ showURL: '/media/posters/poster-21.jpg', linkURL: '/vip', viewURL: '/api/Ads/View?id=1' });
    expect(r.data.kaiping[0].appParam[0]).toMatchObject({ device: 'h5', type: 1, pagePath: '/vip', isNeedLogin: 0 });
    // Only the asked groups are filled.
    const pause = await c.get<Ads>(getAdsDataList.path, { typeList: '2' });
    expect(pause.data).toMatchObject({ kaiping: [], chaBo: [], danmu: [] });
    expect(pause.data.zanting).toHaveLength(1);
    expect((await c.get(getAdsDataList.path, { typeList: '1;DROP' })).ret).toBe(RET.BAD_REQUEST);
  });

  it('targets ads by video and region and gives VIP callers no ads', async () => {
    const c = await clientFor(backend);
    await c.server.db.query(
      `INSERT INTO ads (id, grp, show_url, media_key, regions, sort) VALUES (9101, 'chaBo', '/x.jpg', 'v1002', '', 50), (9102, 'chaBo', '/y.jpg', '', 'MY,SG', 51)
       ON CONFLICT (id) DO NOTHING`,
    );
    const ids = async (params: Record<string, string>) => (await c.get<Ads>(getAdsDataList.path, { typeList: '3', ...params })).data.chaBo.map((a) => a.id);
    expect(await ids({ mediaKey: 'v1002' })).toEqual([4, 9101]);
    expect(await ids({ mediaKey: 'v1001' })).toEqual([4]);
    expect(await ids({ region: 'sg' })).toEqual([4, 9102]);
    expect(await ids({ region: 'CN' })).toEqual([4]);
    const vip = await c.login('vip_demo');
    const r = await c.get<Ads>(getAdsDataList.path, { typeList: '1,2,3,4' }, vip.headers);
    expect(r.data).toEqual({ kaiping: [], zanting: [], chaBo: [], danmu: [] });
    const member = await c.login('member_demo');
    expect((await c.get<Ads>(getAdsDataList.path, { typeList: '1' }, member.headers)).data.kaiping).toHaveLength(2);
  });

  it('counts a view once per address and day on POSTs to the viewURL, whatever DeviceId says, and answers 404 for an unknown ad', async () => {
    const c = await clientFor(backend);
    const ad = (await c.get<Ads>(getAdsDataList.path, { typeList: '4' })).data.danmu[0];
    const before = await views(c, ad.id);
    const device = `ads-test-${Date.now().toString(36)}-${Math.floor(Math.random() * 1e6)}`;
    // Made-up device ids from one address count once (issue 27).
    const one = freshAddress();
    for (let i = 0; i < 3; i++) expect((await postFrom(c.url, one, ad.viewURL, {}, { deviceid: `${device}-${i}` })).ret).toBe(RET.OK);
    // A beacon-style POST without any body counts too, from another address.
    expect((await postFrom(c.url, freshAddress(), ad.viewURL, undefined)).ret).toBe(RET.OK);
    expect(await views(c, ad.id)).toBe(before + 2);
    expect((await c.post(`${adView.path}?id=999999`)).ret).toBe(RET.NOT_FOUND);
    expect((await c.post(`${adView.path}?id=abc`)).ret).toBe(RET.BAD_REQUEST);
  });
});

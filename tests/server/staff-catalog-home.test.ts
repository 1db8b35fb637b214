// Staff catalogue, home rows and adverts (issue 38 point 4, ADR 061): role rules, a draft row
// or advert unseen by viewers until published, the preview equal to what the home then shows,
// the order, the schedule, the audit rows, bad input refused.
import { describe, expect, it } from 'vitest';
import { RET } from '../../src/api/contract/envelope';
import { getAdsDataList, getHomeRecommend, type Ads, type HomeSection, type VideoItem } from '../../src/api/contract/index';
import {
  staffAdPreview, staffAdPublish, staffAds, staffAdSave, staffHomeRowOrder, staffHomeRowPreview, staffHomeRowPublish, staffHomeRows, staffHomeRowSave,
  type StaffAd, type StaffHomeRow,
} from '../../src/api/contract/staff-catalog-home';
import { BACKENDS, type Client } from './harness';
import { auditRows, call, crewFor } from './staff-catalog-kit';

type Home = { banner: VideoItem[]; sections: HomeSection[]; page: number; hasMore: boolean };

/** Every section of the viewer home, walking its pages. */
async function homeSections(c: Client): Promise<HomeSection[]> {
  const out: HomeSection[] = [];
  for (let page = 1; page <= 20; page++) {
    const r = await c.get<Home>(getHomeRecommend.path, { page, pageSize: 20 });
    expect(r.ret, r.msg).toBe(RET.OK);
    out.push(...r.data.sections);
    if (!r.data.hasMore) break;
  }
  return out;
}

const publishedIds = async (c: Client, n: number) =>
  (await c.server.db.query<{ id: number }>('SELECT id FROM videos WHERE published ORDER BY id LIMIT $1', [n])).rows.map((r) => Number(r.id));

const adBody = (over: Record<string, unknown> = {}) => ({
  group: 'zanting', title: '暂停广告', showUrl: '/media/posters/poster-5.jpg', linkUrl: 'https://example.com/a', duration: 5, sort: 0, startsAt: 0, endsAt: 0, ...over,
});

describe.each(BACKENDS)('staff home rows and adverts on %s', (backend) => {
  it('refuses a member, a moderator and a kefu on rows and adverts; the operator may', async () => {
    const { c, operator, mod, kefu, member } = await crewFor(backend);
    const rowsBefore = (await c.server.db.query('SELECT id FROM home_rows')).rows.length;
    const adsBefore = (await c.server.db.query('SELECT id FROM ads')).rows.length;
    const tries = [
      [staffHomeRows, {}], [staffHomeRowSave, { title: '不行', kind: 'category', categoryId: 1 }], [staffHomeRowOrder, { ids: [1] }],
      [staffHomeRowPublish, { id: 1, published: false }], [staffHomeRowPreview, { id: 1 }],
      [staffAds, {}], [staffAdSave, adBody()], [staffAdPublish, { id: 1, published: false }], [staffAdPreview, { id: 1 }],
    ] as const;
    for (const [ep, args] of tries) {
      expect((await call(c, ep, args, member)).ret, ep.name).toBe(RET.SESSION_INVALID);
      for (const h of [mod, kefu]) expect((await call(c, ep, args, h)).ret, ep.name).toBe(RET.FORBIDDEN);
    }
    expect((await c.server.db.query('SELECT id FROM home_rows')).rows.length).toBe(rowsBefore);
    expect((await c.server.db.query('SELECT id FROM ads')).rows.length).toBe(adsBefore);
    expect((await c.get(staffHomeRows.path, {}, operator)).ret).toBe(RET.OK);
    expect((await c.get(staffAds.path, {}, operator)).ret).toBe(RET.OK);
  });

  it('starts the home from the categories, keeps a new row off it until published, previews it as the home then shows it', async () => {
    const { c, operator } = await crewFor(backend);
    const cats = (await c.server.db.query<{ id: number; name: string }>('SELECT id, name FROM categories ORDER BY sort, id')).rows;
    const start = await homeSections(c);
    // The seeded rows are the categories, with their ids, as the home was before.
    expect(start.slice(0, cats.length).map((s) => [s.id, s.categoryId, s.title])).toEqual(cats.map((x) => [Number(x.id), Number(x.id), x.name]));
    const picks = await publishedIds(c, 3);
    const made = await c.post<StaffHomeRow>(staffHomeRowSave.path, { title: '编辑精选', kind: 'picks', videoIds: [picks[2], picks[0], picks[1]] }, operator);
    expect(made.ret, made.msg).toBe(RET.OK);
    expect(made.data).toMatchObject({ published: false, kind: 'picks', videoIds: [picks[2], picks[0], picks[1]] });
    expect((await homeSections(c)).some((s) => s.id === made.data.id)).toBe(false);
    const preview = await c.get<HomeSection>(staffHomeRowPreview.path, { id: made.data.id }, operator);
    expect(preview.ret, preview.msg).toBe(RET.OK);
    expect(preview.data.list.map((v) => v.id)).toEqual([picks[2], picks[0], picks[1]]);
    const pub = await c.post<StaffHomeRow>(staffHomeRowPublish.path, { id: made.data.id, published: true }, operator);
    expect(pub.data.published).toBe(true);
    const after = await homeSections(c);
    // Published: last in the order, exactly as previewed.
    expect(after.at(-1)).toEqual(preview.data);
    // Moved to the top.
    const all = (await c.get<{ list: StaffHomeRow[] }>(staffHomeRows.path, {}, operator)).data.list.map((r) => r.id);
    const order = [made.data.id, ...all.filter((id) => id !== made.data.id)];
    const moved = await c.post<{ list: StaffHomeRow[] }>(staffHomeRowOrder.path, { ids: order }, operator);
    expect(moved.data.list.map((r) => r.id)).toEqual(order);
    expect((await homeSections(c))[0].id).toBe(made.data.id);
    // An order missing a row, or naming one twice, is refused.
    const short = await c.post(staffHomeRowOrder.path, { ids: order.slice(1) }, operator);
    expect(short.ret).toBe(RET.BAD_REQUEST);
    expect(short.msg).toBe('排序须包含每个首页栏目各一次，请刷新后重试');
    expect((await c.post(staffHomeRowOrder.path, { ids: [...order.slice(1), order[1]] }, operator)).ret).toBe(RET.BAD_REQUEST);
    const orderRow = (await auditRows(c, 'catalog.homerow.order', 'home'))[0];
    expect(JSON.parse(orderRow.after)).toEqual(order);
    // Taken off again: gone from the home.
    await c.post(staffHomeRowPublish.path, { id: made.data.id, published: false }, operator);
    expect((await homeSections(c)).some((s) => s.id === made.data.id)).toBe(false);
    expect(await auditRows(c, 'catalog.homerow.publish', `homerow:${made.data.id}`)).toHaveLength(1);
    expect(await auditRows(c, 'catalog.homerow.unpublish', `homerow:${made.data.id}`)).toHaveLength(1);
  });

  it('refuses a row of draft or unknown titles, without titles or of an unknown category', async () => {
    const { c, operator } = await crewFor(backend);
    const cat = Number((await c.server.db.query<{ id: number }>('SELECT id FROM categories LIMIT 1')).rows[0].id);
    const v = (await c.server.db.query<{ id: number }>(
      `INSERT INTO videos (media_key, title, poster, category_id, year, region, created_at, published) VALUES ('home-draft-' || $2, '草稿', '/p.jpg', $1, 2026, '大陆', 0, false) RETURNING id`,
      [cat, Date.now().toString(36)],
    )).rows[0];
    const draft = await c.post(staffHomeRowSave.path, { title: '草稿栏', kind: 'picks', videoIds: [Number(v.id)] }, operator);
    expect(draft.ret).toBe(RET.BAD_REQUEST);
    expect(draft.msg).toBe(`影片 ${v.id} 尚未上架，不能放入首页栏目`);
    expect((await c.post(staffHomeRowSave.path, { title: '空栏', kind: 'picks', videoIds: [] }, operator)).ret).toBe(RET.BAD_REQUEST);
    expect((await c.post(staffHomeRowSave.path, { title: '无分类', kind: 'category' }, operator)).ret).toBe(RET.BAD_REQUEST);
    expect((await c.post(staffHomeRowSave.path, { title: '未知', kind: 'category', categoryId: 99999 }, operator)).ret).toBe(RET.NOT_FOUND);
    expect((await c.post(staffHomeRowSave.path, { title: '未知', kind: 'picks', videoIds: [999999] }, operator)).ret).toBe(RET.NOT_FOUND);
    expect((await c.post(staffHomeRowSave.path, { title: '长'.repeat(21), kind: 'category', categoryId: cat }, operator)).ret).toBe(RET.BAD_REQUEST);
    expect((await c.post(staffHomeRowSave.path, { title: '太多', kind: 'picks', videoIds: Array.from({ length: 31 }, (_, i) => i + 1) }, operator)).ret).toBe(RET.BAD_REQUEST);
  });

  it('keeps a new advert from viewers until published and within its schedule; the preview is what the TV gets', async () => {
    const { c, operator } = await crewFor(backend);
    const pauseIds = async () => (await c.get<Ads>(getAdsDataList.path, { typeList: '2' })).data.zanting.map((a) => a.id);
    const made = await c.post<StaffAd>(staffAdSave.path, adBody(), operator);
    expect(made.ret, made.msg).toBe(RET.OK);
    expect(made.data).toMatchObject({ group: 'zanting', published: false });
    const id = made.data.id;
    expect(await pauseIds()).not.toContain(id);
    const preview = await c.get<{ group: string; ad: Ads['zanting'][number] }>(staffAdPreview.path, { id }, operator);
    expect(preview.data.group).toBe('zanting');
    expect((await c.post(staffAdPublish.path, { id, published: true }, operator)).ret).toBe(RET.OK);
    const shown = (await c.get<Ads>(getAdsDataList.path, { typeList: '2' })).data.zanting.find((a) => a.id === id);
    expect(shown).toEqual(preview.data.ad);
    // Scheduled for later, then over: not shown.
    const now = Math.floor(Date.now() / 1000);
    await c.post(staffAdSave.path, adBody({ id, startsAt: now + 3600, endsAt: now + 7200 }), operator);
    expect(await pauseIds()).not.toContain(id);
    await c.post(staffAdSave.path, adBody({ id, startsAt: now - 7200, endsAt: now - 3600 }), operator);
    expect(await pauseIds()).not.toContain(id);
    await c.post(staffAdSave.path, adBody({ id, startsAt: now - 60, endsAt: now + 3600 }), operator);
    expect(await pauseIds()).toContain(id);
    const edit = (await auditRows(c, 'ads.ad.edit', `ad:${id}`))[0];
    expect(JSON.parse(edit.before)).toMatchObject({ startsAt: now - 7200 });
    expect(JSON.parse(edit.after)).toMatchObject({ startsAt: now - 60, endsAt: now + 3600 });
    await c.post(staffAdPublish.path, { id, published: false }, operator);
    expect(await pauseIds()).not.toContain(id);
    const list = await c.get<{ list: StaffAd[]; total: number }>(staffAds.path, { group: 'zanting', state: 'draft' }, operator);
    expect(list.data.list.map((a) => a.id)).toContain(id);
  });

  it('refuses a bad advert with a clear message', async () => {
    const { c, operator } = await crewFor(backend);
    const before = (await c.server.db.query('SELECT id FROM ads')).rows.length;
    const order = await c.post(staffAdSave.path, adBody({ startsAt: 2000, endsAt: 1000 }), operator);
    expect(order.ret).toBe(RET.BAD_REQUEST);
    expect(order.msg).toBe('结束时间须晚于开始时间');
    const line = await c.post(staffAdSave.path, adBody({ group: 'danmu', title: '' }), operator);
    expect(line.msg).toBe('弹幕广告请填写广告文字');
    for (const b of [adBody({ showUrl: 'javascript:alert(1)' }), adBody({ duration: 0 }), adBody({ duration: 61 }), adBody({ group: 'popup' }), adBody({ regions: 'china' })]) {
      expect((await c.post(staffAdSave.path, b, operator)).ret).toBe(RET.BAD_REQUEST);
    }
    expect((await c.post(staffAdSave.path, adBody({ mediaKey: 'no-such-video' }), operator)).ret).toBe(RET.NOT_FOUND);
    expect((await c.server.db.query('SELECT id FROM ads')).rows.length).toBe(before);
  });
});

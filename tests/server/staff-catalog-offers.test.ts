// Staff catalogue, help articles, VIP packages and the recharge activity (issue 38 point 4,
// ADR 061): role rules, Markdown sanitized, drafts unseen, the server's price rules, a package
// in use retired but never deleted, the audit rows.
import { describe, expect, it } from 'vitest';
import { RET } from '../../src/api/contract/envelope';
import { getHelpCategories, getHelpContentById, getRechargeActivity, getVipPayType, type HelpCategory, type VipPayInfo } from '../../src/api/contract/index';
import {
  staffHelpArticlePublish, staffHelpArticles, staffHelpArticleSave, staffPackageDelete, staffPackageRetire, staffPackages, staffPackageSave,
  staffRechargeActivities, staffRechargeActivitySave, type StaffHelpArticle, type StaffPackage, type StaffRechargeActivity,
} from '../../src/api/contract/staff-catalog-offers';
import { BACKENDS, type Client } from './harness';
import { auditRows, call, crewFor } from './staff-catalog-kit';
import { putOrder } from './staff-kit';
import { account } from './vip-fixtures';

const helpCategory = async (c: Client) => Number((await c.server.db.query<{ id: number }>('SELECT id FROM help_categories ORDER BY id LIMIT 1')).rows[0].id);
const vipCategory = async (c: Client) => Number((await c.server.db.query<{ id: number }>('SELECT id FROM vip_categories ORDER BY sort, id LIMIT 1')).rows[0].id);

const pkgBody = (categoryId: number, over: Record<string, unknown> = {}) => ({
  categoryId, name: '测试季卡', type: 1, validityDays: 90, giftDays: 0, price: 30, priceSymbol: '€', rmb: 220, disprice: 0, disrmb: 0, bargain: false, sort: 99, ...over,
});

const offeredIds = async (c: Client) => {
  const r = await c.get<VipPayInfo>(getVipPayType.path, {});
  return r.data.categoryList.flatMap((cat) => cat.data.map((p) => p.packageId));
};

describe.each(BACKENDS)('staff help, packages and activities on %s', (backend) => {
  it('refuses a member, a moderator and a kefu; the operator may', async () => {
    const { c, operator, mod, kefu, member } = await crewFor(backend);
    const tries = [
      [staffHelpArticles, {}], [staffHelpArticleSave, { categoryId: 1, title: 'x', markdown: 'x', sort: 1 }], [staffHelpArticlePublish, { id: 1, published: false }],
      [staffPackages, {}], [staffPackageSave, pkgBody(1)], [staffPackageRetire, { id: 1, retired: true }], [staffPackageDelete, { id: 1 }],
      [staffRechargeActivities, {}], [staffRechargeActivitySave, { status: 0, type: 1, title: 'x', qrCodeTitle: '', qrCodeRemark: '', shareText: '', activityRule: '' }],
    ] as const;
    const packagesBefore = (await c.server.db.query('SELECT id, retired FROM vip_packages ORDER BY id')).rows;
    for (const [ep, args] of tries) {
      expect((await call(c, ep, args, member)).ret, ep.name).toBe(RET.SESSION_INVALID);
      for (const h of [mod, kefu]) expect((await call(c, ep, args, h)).ret, ep.name).toBe(RET.FORBIDDEN);
    }
    expect((await c.server.db.query('SELECT id, retired FROM vip_packages ORDER BY id')).rows).toEqual(packagesBefore);
    for (const ep of [staffHelpArticles, staffPackages, staffRechargeActivities]) expect((await c.get(ep.path, {}, operator)).ret, ep.name).toBe(RET.OK);
  });

  it('renders Markdown to sanitized HTML and keeps a draft article out of the help centre until published', async () => {
    const { c, operator } = await crewFor(backend);
    const cat = await helpCategory(c);
    const markdown = '## 如何开通\n\n点击**开通VIP**。<script>alert(1)</script><img src="/images/a.png" onerror="alert(2)"><iframe src="https://x"></iframe>\n\n[链接](javascript:alert(3))';
    const made = await c.post<StaffHelpArticle>(staffHelpArticleSave.path, { categoryId: cat, title: '开通会员', markdown, sort: 9 }, operator);
    expect(made.ret, made.msg).toBe(RET.OK);
    const { html } = made.data;
    expect(html).toContain('<h2>如何开通</h2>');
    expect(html).toContain('<strong>开通VIP</strong>');
    expect(html).toContain('<img src="/images/a.png">');
    for (const bad of ['<script', 'onerror', '<iframe', 'javascript:']) expect(html).not.toContain(bad);
    expect(made.data).toMatchObject({ markdown, published: false });
    const id = made.data.id;
    const viewer = async () => {
      const one = await c.get(getHelpContentById.path, { id });
      const cats = await c.get<{ info: HelpCategory[] }>(getHelpCategories.path, {});
      return { one: one.ret, listed: cats.data.info.some((x) => x.sublist.some((a) => a.id === id)) };
    };
    expect(await viewer()).toEqual({ one: RET.NOT_FOUND, listed: false });
    expect((await c.post(staffHelpArticlePublish.path, { id, published: true }, operator)).ret).toBe(RET.OK);
    expect(await viewer()).toEqual({ one: RET.OK, listed: true });
    const served = await c.get<{ info: { contxt: string }[] }>(getHelpContentById.path, { id });
    expect(served.data.info[0].contxt).toBe(html);
    expect(await auditRows(c, 'help.article.create', `help:${id}`)).toHaveLength(1);
    expect(await auditRows(c, 'help.article.publish', `help:${id}`)).toHaveLength(1);
    // Withdrawn again (the suites share one server): gone from the help centre.
    await c.post(staffHelpArticlePublish.path, { id, published: false }, operator);
    expect(await viewer()).toEqual({ one: RET.NOT_FOUND, listed: false });
    // Bad input: an unknown category, an empty or too long body.
    expect((await c.post(staffHelpArticleSave.path, { categoryId: 99999, title: 't', markdown: 'x', sort: 1 }, operator)).ret).toBe(RET.NOT_FOUND);
    expect((await c.post(staffHelpArticleSave.path, { categoryId: cat, title: 't', markdown: '', sort: 1 }, operator)).ret).toBe(RET.BAD_REQUEST);
    expect((await c.post(staffHelpArticleSave.path, { categoryId: cat, title: 't', markdown: 'x'.repeat(50_001), sort: 1 }, operator)).ret).toBe(RET.BAD_REQUEST);
  });

  it('keeps the price rules on the server', async () => {
    const { c, operator } = await crewFor(backend);
    const cat = await vipCategory(c);
    const count = async () => (await c.server.db.query('SELECT id FROM vip_packages')).rows.length;
    const before = await count();
    const refusals: [Record<string, unknown>, string | null][] = [
      [{ price: 0 }, null],
      [{ price: -5 }, null],
      [{ price: 100_001 }, null],
      [{ price: 9.999 }, '价格最多保留两位小数'],
      [{ disprice: 25 }, '优惠价与优惠人民币价须同时填写或同时为0'],
      [{ disprice: 30, disrmb: 200 }, '优惠价必须低于原价'],
      [{ disprice: 20, disrmb: 230 }, '优惠价必须低于原价'],
      [{ validityDays: 0 }, null],
      [{ type: 0 }, null],
      [{ name: '' }, null],
    ];
    for (const [over, msg] of refusals) {
      const r = await c.post(staffPackageSave.path, pkgBody(cat, over), operator);
      expect(r.ret, JSON.stringify(over)).toBe(RET.BAD_REQUEST);
      if (msg) expect(r.msg).toBe(msg);
    }
    expect((await c.post(staffPackageSave.path, pkgBody(99999), operator)).ret).toBe(RET.NOT_FOUND);
    expect(await count()).toBe(before);
  });

  it('offers a new package, retires one in use instead of deleting it, deletes an unused one', async () => {
    const { c, operator } = await crewFor(backend);
    const cat = await vipCategory(c);
    const made = await c.post<StaffPackage>(staffPackageSave.path, pkgBody(cat, { disprice: 25, disrmb: 180 }), operator);
    expect(made.ret, made.msg).toBe(RET.OK);
    expect(made.data).toMatchObject({ price: 30, disprice: 25, retired: false, orders: 0 });
    const id = made.data.id;
    expect(await offeredIds(c)).toContain(id);
    const edited = await c.post<StaffPackage>(staffPackageSave.path, { ...pkgBody(cat, { price: 35, rmb: 250 }), id }, operator);
    expect(edited.data).toMatchObject({ price: 35, disprice: 0 });
    const edit = (await auditRows(c, 'packages.package.edit', `package:${id}`))[0];
    expect(JSON.parse(edit.before)).toMatchObject({ price: 30, disprice: 25 });
    expect(JSON.parse(edit.after)).toMatchObject({ price: 35, disprice: 0 });

    const buyer = await account(c);
    await putOrder(c, buyer.uid, { packageId: id, state: 'paid' });
    const refused = await c.post(staffPackageDelete.path, { id }, operator);
    expect(refused.ret).toBe(RET.CONFLICT);
    expect(refused.msg).toBe('该套餐已有订单或砍价记录，不能删除，请改为下架');
    expect((await c.server.db.query('SELECT 1 FROM vip_packages WHERE id = $1', [id])).rows).toHaveLength(1);
    const retired = await c.post<StaffPackage>(staffPackageRetire.path, { id, retired: true }, operator);
    expect(retired.data).toMatchObject({ retired: true, orders: 1 });
    expect(await offeredIds(c)).not.toContain(id);
    expect(await auditRows(c, 'packages.package.retire', `package:${id}`)).toHaveLength(1);

    const spare = await c.post<StaffPackage>(staffPackageSave.path, pkgBody(cat, { name: '无人购买' }), operator);
    const gone = await c.post(staffPackageDelete.path, { id: spare.data.id }, operator);
    expect(gone.data).toEqual({ removed: 1 });
    expect(await offeredIds(c)).not.toContain(spare.data.id);
    expect(JSON.parse((await auditRows(c, 'packages.package.delete', `package:${spare.data.id}`))[0].before)).toMatchObject({ name: '无人购买' });
  });

  it('runs one recharge activity at a time, as the app shows it', async () => {
    const { c, operator } = await crewFor(backend);
    const running = (await c.get<{ list: StaffRechargeActivity[] }>(staffRechargeActivities.path, {}, operator)).data.list.filter((a) => a.status === 1);
    // The seed's activity runs.
    expect(running.length).toBe(1);
    const body = { status: 1, type: 1, title: '充值送会员', qrCodeTitle: '扫码充值', qrCodeRemark: '限时', shareText: '一起来', activityRule: '<p>规则</p>' };
    const made = await c.post<StaffRechargeActivity>(staffRechargeActivitySave.path, body, operator);
    expect(made.ret, made.msg).toBe(RET.OK);
    const list = await c.get<{ list: StaffRechargeActivity[] }>(staffRechargeActivities.path, {}, operator);
    expect(list.data.list.filter((a) => a.status === 1).map((a) => a.id)).toEqual([made.data.id]);
    const shown = await c.get<{ title: string; status: number }>(getRechargeActivity.path, {});
    expect(shown.data).toMatchObject({ title: '充值送会员', status: 1 });
    expect((await c.post(staffRechargeActivitySave.path, { ...body, title: '' }, operator)).ret).toBe(RET.BAD_REQUEST);
    expect((await c.post(staffRechargeActivitySave.path, { ...body, status: 2 }, operator)).ret).toBe(RET.BAD_REQUEST);
    await c.post(staffRechargeActivitySave.path, { ...body, id: made.data.id, status: 0 }, operator);
    expect((await c.get<{ status: number }>(getRechargeActivity.path, {})).data.status).toBe(0);
    expect(await auditRows(c, 'packages.activity.edit', `activity:${made.data.id}`)).toHaveLength(1);
    // The suites share one server: the activity that ran before runs again.
    for (const a of running) expect((await c.post(staffRechargeActivitySave.path, { ...a, id: a.id }, operator)).ret).toBe(RET.OK);
    expect((await c.get<{ title: string }>(getRechargeActivity.path, {})).data.title).toBe(running[0].title);
  });
});

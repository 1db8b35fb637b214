// Staff catalogue, help articles, VIP packages and activities (issue 38 point 4, ADR 061).
// Help: Markdown in, sanitized HTML stored and served (help.edit). Packages and the recharge
// activity (packages.edit): the price rules are checked here, whatever the console sent.
import {
  staffHelpArticlePublish, staffHelpArticles, staffHelpArticleSave, staffPackageDelete, staffPackageRetire, staffPackages, staffPackageSave,
  staffRechargeActivities, staffRechargeActivitySave, type StaffHelpArticle, type StaffPackage, type StaffRechargeActivity,
} from '../../src/api/contract/staff-catalog-offers';
import { one, type Param, type Queryable } from '../db/db';
import { markdownToSafeHtml } from '../help/sanitize-html';
import { badRequest, notFound } from '../http/api-error';
import type { PackageRow } from '../payments/pricing';
import { pageArgs, pagedOf } from '../routes/mappers';
import type { RouteKit } from '../routes/types';
import { audit } from './audit';
import { conflict, nextId } from './catalog-kit';
import { requirePermission } from './guard';

interface HelpRow { id: number; category_id: number; title: string; contxt: string; markdown: string; sort: number; published: boolean }
interface ActivityRow { id: number; status: number; type: number; title: string; qr_code_title: string; qr_code_remark: string; share_text: string; activity_rule: string }

const toArticle = (r: HelpRow): StaffHelpArticle => ({
  id: r.id, categoryId: r.category_id, title: r.title, markdown: r.markdown, html: r.contxt, sort: r.sort, published: r.published,
});

const toPackage = (r: PackageRow & { sort: number; retired: boolean; orders: number }): StaffPackage => ({
  id: r.id, categoryId: r.category_id, name: r.name, type: r.type, validityDays: r.validity_days, giftDays: r.gift_days, price: Number(r.price),
  priceSymbol: r.price_symbol, rmb: Number(r.rmb), disprice: Number(r.disprice), disrmb: Number(r.disrmb), bargain: r.bargain, sort: r.sort,
  retired: r.retired, orders: Number(r.orders),
});

const toActivity = (r: ActivityRow): StaffRechargeActivity => ({
  id: r.id, status: r.status === 1 ? 1 : 0, type: r.type, title: r.title, qrCodeTitle: r.qr_code_title, qrCodeRemark: r.qr_code_remark,
  shareText: r.share_text, activityRule: r.activity_rule,
});

async function article(q: Queryable, id: number, lock = false): Promise<HelpRow> {
  const r = await one<HelpRow>(q, `SELECT id, category_id, title, contxt, markdown, sort, published FROM help_articles WHERE id = $1${lock ? ' FOR UPDATE' : ''}`, [id]);
  if (!r) throw notFound('帮助文章');
  return r;
}

const PACKAGE_SELECT = `SELECT p.*, (SELECT count(*) FROM orders o WHERE o.package_id = p.id)::integer AS orders FROM vip_packages p`;

async function packageOf(q: Queryable, id: number): Promise<StaffPackage> {
  const r = await one<PackageRow & { sort: number; retired: boolean; orders: number }>(q, `${PACKAGE_SELECT} WHERE p.id = $1`, [id]);
  if (!r) throw notFound('套餐');
  return toPackage(r);
}

/** Money has at most two decimals (fen); 0.1 + 0.2 style float noise is refused, not rounded. */
const cents = (n: number) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6;

/** The price rules a package keeps (on top of the contract's bounds). */
export function checkPackagePrices(p: { price: number; rmb: number; disprice: number; disrmb: number }): void {
  if (![p.price, p.rmb, p.disprice, p.disrmb].every(cents)) throw badRequest('价格最多保留两位小数');
  if (p.price <= 0 || p.rmb <= 0) throw badRequest('价格必须大于0');
  if ((p.disprice > 0) !== (p.disrmb > 0)) throw badRequest('优惠价与优惠人民币价须同时填写或同时为0');
  if (p.disprice > 0 && (p.disprice >= p.price || p.disrmb >= p.rmb)) throw badRequest('优惠价必须低于原价');
}

export function staffCatalogOfferRoutes({ ctx, on }: RouteKit): void {
  const { db } = ctx;

  on(staffHelpArticles, async ({ query, req }) => {
    await requirePermission(ctx, req, 'help.edit');
    const { page, pageSize, offset } = pageArgs(query);
    const params: Param[] = [];
    const w = query.categoryId ? `WHERE category_id = $${params.push(query.categoryId)}` : '';
    const total = Number((await one<{ n: number }>(db, `SELECT count(*)::integer AS n FROM help_articles ${w}`, params))?.n ?? 0);
    const { rows } = await db.query<HelpRow>(
      `SELECT id, category_id, title, contxt, markdown, sort, published FROM help_articles ${w} ORDER BY category_id, sort, id LIMIT ${pageSize} OFFSET ${offset}`, params,
    );
    return pagedOf(rows.map(toArticle), page, pageSize, total);
  });

  on(staffHelpArticleSave, async ({ body, req }) => {
    const actor = await requirePermission(ctx, req, 'help.edit');
    // Sanitized before it is stored: what the help routes hand out is already clean.
    const html = await markdownToSafeHtml(body.markdown);
    return db.transaction(async (tx) => {
      if (!(await one(tx, 'SELECT 1 FROM help_categories WHERE id = $1', [body.categoryId]))) throw notFound('帮助分类');
      const fields = [body.categoryId, body.title.trim(), html, body.markdown, body.sort];
      if (body.id === undefined) {
        const id = await nextId(tx, 'help_articles');
        await tx.query('INSERT INTO help_articles (id, category_id, title, contxt, markdown, sort, published) VALUES ($1, $2, $3, $4, $5, $6, false)', [id, ...fields]);
        const after = toArticle(await article(tx, id));
        await audit(tx, actor, { action: 'help.article.create', target: `help:${id}`, after });
        return after;
      }
      const before = toArticle(await article(tx, body.id, true));
      await tx.query('UPDATE help_articles SET category_id = $2, title = $3, contxt = $4, markdown = $5, sort = $6 WHERE id = $1', [body.id, ...fields]);
      const after = toArticle(await article(tx, body.id));
      await audit(tx, actor, { action: 'help.article.edit', target: `help:${body.id}`, before, after });
      return after;
    });
  });

  on(staffHelpArticlePublish, async ({ body, req }) => {
    const actor = await requirePermission(ctx, req, 'help.edit');
    return db.transaction(async (tx) => {
      const before = await article(tx, body.id, true);
      await tx.query('UPDATE help_articles SET published = $2 WHERE id = $1', [body.id, body.published]);
      const after = toArticle(await article(tx, body.id));
      await audit(tx, actor, { action: body.published ? 'help.article.publish' : 'help.article.unpublish', target: `help:${body.id}`, before: { published: before.published }, after: { published: after.published } });
      return after;
    });
  });

  on(staffPackages, async ({ req }) => {
    await requirePermission(ctx, req, 'packages.edit');
    const { rows } = await db.query<PackageRow & { sort: number; retired: boolean; orders: number }>(`${PACKAGE_SELECT} ORDER BY p.sort, p.id`);
    return { list: rows.map(toPackage) };
  });

  on(staffPackageSave, async ({ body, req }) => {
    const actor = await requirePermission(ctx, req, 'packages.edit');
    checkPackagePrices(body);
    return db.transaction(async (tx) => {
      if (!(await one(tx, 'SELECT 1 FROM vip_categories WHERE id = $1', [body.categoryId]))) throw notFound('会员类别');
      const fields = [body.categoryId, body.name.trim(), body.type, body.validityDays, body.giftDays, body.price, body.priceSymbol.trim(), body.rmb, body.disprice, body.disrmb, body.bargain, body.sort];
      if (body.id === undefined) {
        const id = await nextId(tx, 'vip_packages');
        await tx.query(
          `INSERT INTO vip_packages (id, category_id, name, type, validity_days, gift_days, price, price_symbol, rmb, disprice, disrmb, bargain, sort)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
          [id, ...fields],
        );
        const after = await packageOf(tx, id);
        await audit(tx, actor, { action: 'packages.package.create', target: `package:${id}`, after });
        return after;
      }
      if (!(await one(tx, 'SELECT 1 FROM vip_packages WHERE id = $1 FOR UPDATE', [body.id]))) throw notFound('套餐');
      const before = await packageOf(tx, body.id);
      // Orders already made keep their own amount and days (orders.amount, orders.days).
      await tx.query(
        `UPDATE vip_packages SET category_id = $2, name = $3, type = $4, validity_days = $5, gift_days = $6, price = $7, price_symbol = $8, rmb = $9,
           disprice = $10, disrmb = $11, bargain = $12, sort = $13 WHERE id = $1`,
        [body.id, ...fields],
      );
      const after = await packageOf(tx, body.id);
      await audit(tx, actor, { action: 'packages.package.edit', target: `package:${body.id}`, before, after });
      return after;
    });
  });

  on(staffPackageRetire, async ({ body, req }) => {
    const actor = await requirePermission(ctx, req, 'packages.edit');
    return db.transaction(async (tx) => {
      if (!(await one(tx, 'SELECT 1 FROM vip_packages WHERE id = $1 FOR UPDATE', [body.id]))) throw notFound('套餐');
      const before = await packageOf(tx, body.id);
      await tx.query('UPDATE vip_packages SET retired = $2 WHERE id = $1', [body.id, body.retired]);
      const after = await packageOf(tx, body.id);
      await audit(tx, actor, { action: body.retired ? 'packages.package.retire' : 'packages.package.offer', target: `package:${body.id}`, before: { retired: before.retired }, after: { retired: after.retired } });
      return after;
    });
  });

  on(staffPackageDelete, async ({ body, req }) => {
    const actor = await requirePermission(ctx, req, 'packages.edit');
    return db.transaction(async (tx) => {
      if (!(await one(tx, 'SELECT 1 FROM vip_packages WHERE id = $1 FOR UPDATE', [body.id]))) throw notFound('套餐');
      const before = await packageOf(tx, body.id);
      const used = await one(tx, 'SELECT 1 FROM orders WHERE package_id = $1 UNION ALL SELECT 1 FROM bargains WHERE package_id = $1 LIMIT 1', [body.id]);
      if (used) throw conflict('该套餐已有订单或砍价记录，不能删除，请改为下架');
      await tx.query('DELETE FROM vip_packages WHERE id = $1', [body.id]);
      await audit(tx, actor, { action: 'packages.package.delete', target: `package:${body.id}`, before });
      return { removed: 1 };
    });
  });

  on(staffRechargeActivities, async ({ req }) => {
    await requirePermission(ctx, req, 'packages.edit');
    const { rows } = await db.query<ActivityRow>('SELECT * FROM recharge_activity ORDER BY id');
    return { list: rows.map(toActivity) };
  });

  on(staffRechargeActivitySave, async ({ body, req }) => {
    const actor = await requirePermission(ctx, req, 'packages.edit');
    return db.transaction(async (tx) => {
      const before = body.id === undefined ? null : await one<ActivityRow>(tx, 'SELECT * FROM recharge_activity WHERE id = $1 FOR UPDATE', [body.id]);
      if (body.id !== undefined && !before) throw notFound('活动');
      const id = before ? before.id : await nextId(tx, 'recharge_activity');
      const fields = [body.status, body.type, body.title.trim(), body.qrCodeTitle, body.qrCodeRemark, body.shareText, body.activityRule];
      // The app shows one activity: starting this one stops the others, in the same change.
      if (body.status === 1) await tx.query('UPDATE recharge_activity SET status = 0 WHERE id <> $1 AND status = 1', [id]);
      if (before) {
        await tx.query(
          'UPDATE recharge_activity SET status = $2, type = $3, title = $4, qr_code_title = $5, qr_code_remark = $6, share_text = $7, activity_rule = $8 WHERE id = $1',
          [id, ...fields],
        );
      } else {
        await tx.query(
          'INSERT INTO recharge_activity (id, status, type, title, qr_code_title, qr_code_remark, share_text, activity_rule) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)',
          [id, ...fields],
        );
      }
      const after = toActivity((await one<ActivityRow>(tx, 'SELECT * FROM recharge_activity WHERE id = $1', [id])) as ActivityRow);
      await audit(tx, actor, { action: before ? 'packages.activity.edit' : 'packages.activity.create', target: `activity:${id}`, before: before ? toActivity(before) : undefined, after });
      return after;
    });
  });
}

// Bargain (spec 000 §4, §5; issue 9): join after agreeing to the rules, friends cut the price
// through the shared link, give up, and claim for free at price 0. One active bargain per user
// and package (a partial unique index); keys of other users are refused.
import { randomBytes } from 'node:crypto';
import { RET } from '../../src/api/contract/envelope';
import { FREE_CLAIM_PAY_TYPE, getUserBargainStatus, giveUpBargain, helpBargain, joinBargain, receiveBargainForFree } from '../../src/api/contract/vip';
import { one, type Queryable } from '../db/db';
import { ApiError, badRequest, forbidden, notFound } from '../http/api-error';
import { caller } from '../http/auth';
import { applyCut, bargainType, helpCut, isNewUser, startPrice } from '../payments/bargain-rules';
import { announceGrant, grantVip } from '../payments/grant';
import { findOrder, newOrderId, toOrder } from '../payments/orders';
import { daysOf, listPrice, type PackageRow } from '../payments/pricing';
import { nowS } from './mappers';
import type { RouteKit } from './types';

interface BargainRow { key: string; uid: number; package_id: number; start_price: number; price: number; end_time: number; state: string; created_at: number }

/** The link a user shares; a friend who opens it calls Bargain/Help with the key. */
export const bargainUrl = (key: string) => `/activityRules?bargainKey=${key}`;

async function ownBargain(db: Queryable, uid: number, key: string, forUpdate = false): Promise<BargainRow> {
  const b = await one<BargainRow>(db, `SELECT * FROM bargains WHERE key = $1${forUpdate ? ' FOR UPDATE' : ''}`, [key]);
  if (!b) throw notFound('砍价');
  if (b.uid !== uid) throw forbidden('该砍价不属于当前用户');
  return b;
}

export function bargainRoutes({ ctx, on }: RouteKit): void {
  const { db } = ctx;
  const pkgOf = (id: number) => one<PackageRow>(db, 'SELECT * FROM vip_packages WHERE id = $1', [id]);

  on(getUserBargainStatus, async ({ req }) => {
    const none = { type: 0, price: 0, endTime: 0, packageId: 0, key: '', url: '' };
    if (!req.authUser) return none;
    const b = await one<BargainRow>(db, `SELECT * FROM bargains WHERE uid = $1 AND state = 'active' ORDER BY created_at DESC, key LIMIT 1`, [req.authUser.uid]);
    if (!b) return none;
    return { type: bargainType(b, nowS()), price: Number(b.price), endTime: b.end_time, packageId: b.package_id, key: b.key, url: bargainUrl(b.key) };
  });

  on(joinBargain, async ({ query, req }) => {
    const uid = caller(req).uid;
    if (query.agree !== 1) throw badRequest('请先阅读并同意活动规则');
    const pkg = await pkgOf(query.ProductID);
    if (!pkg) throw notFound('套餐');
    if (!pkg.bargain) throw badRequest('该套餐不参与砍价活动');
    const now = nowS();
    const key = `bk${randomBytes(12).toString('hex')}`;
    // The partial unique index keeps one active bargain per user and package, even when joins race.
    await db.query(
      `INSERT INTO bargains (key, uid, package_id, start_price, price, end_time, state, created_at)
       VALUES ($1, $2, $3, $4, $4, $5, 'active', $6) ON CONFLICT DO NOTHING`,
      [key, uid, pkg.id, startPrice(listPrice(pkg).amount, pkg.validity_days), now + ctx.bargainSeconds, now],
    );
    const b = await one<{ key: string }>(db, `SELECT key FROM bargains WHERE uid = $1 AND package_id = $2 AND state = 'active'`, [uid, pkg.id]);
    if (!b) throw new ApiError(RET.CONFLICT, '加入活动失败，请重试');
    return { key: b.key, url: bargainUrl(b.key) };
  });

  on(helpBargain, async ({ query, req }) => {
    const uid = caller(req).uid;
    await ctx.flood.take(['bargainHelpUser', uid]);
    const now = nowS();
    return db.transaction(async (tx) => {
      const b = await one<BargainRow>(tx, 'SELECT * FROM bargains WHERE key = $1 FOR UPDATE', [query.key]);
      if (!b) throw notFound('砍价');
      if (b.uid === uid) throw badRequest('不能为自己砍价，快邀请好友帮忙吧');
      if (b.state !== 'active' || bargainType(b, now) === 2) throw new ApiError(RET.CONFLICT, '该砍价已结束');
      const pkg = await one<PackageRow>(tx, 'SELECT * FROM vip_packages WHERE id = $1', [b.package_id]);
      const helper = await one<{ created_at: number }>(tx, 'SELECT created_at FROM users WHERE id = $1', [uid]);
      if (!pkg || !helper) throw notFound('砍价');
      const cut = Math.min(Number(b.price), helpCut(listPrice(pkg).amount, pkg.validity_days, isNewUser(helper.created_at, now)));
      const ins = await tx.query('INSERT INTO bargain_helps (bargain_key, helper_uid, cut, created_at) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING RETURNING helper_uid', [b.key, uid, cut, now]);
      if (!ins.rows.length) throw new ApiError(RET.CONFLICT, '你已经帮忙砍过了');
      const price = applyCut(Number(b.price), cut);
      await tx.query('UPDATE bargains SET price = $2 WHERE key = $1', [b.key, price]);
      return { cut, price };
    });
  });

  on(giveUpBargain, async ({ query, req }) => {
    const uid = caller(req).uid;
    await ownBargain(db, uid, query.key);
    const upd = await db.query(`UPDATE bargains SET state = 'given_up' WHERE key = $1 AND uid = $2 AND state = 'active' RETURNING key`, [query.key, uid]);
    if (!upd.rows.length) throw new ApiError(RET.CONFLICT, '该砍价已结束或已放弃');
    return null;
  });

  on(receiveBargainForFree, async ({ query, req }) => {
    const uid = caller(req).uid;
    const now = nowS();
    const out = await db.transaction(async (tx) => {
      const b = await ownBargain(tx, uid, query.key, true);
      if (b.state !== 'active') throw new ApiError(RET.CONFLICT, '该砍价已领取或已放弃');
      if (Number(b.price) > 0) throw new ApiError(RET.CONFLICT, '砍价未到0元，不能免费领取');
      const pkg = await one<PackageRow>(tx, 'SELECT * FROM vip_packages WHERE id = $1', [b.package_id]);
      if (!pkg) throw notFound('套餐');
      const id = newOrderId(now);
      await tx.query(
        `INSERT INTO orders (id, uid, to_uid, package_id, category_id, pay_type, amount, rmb, price_symbol, vip_type, days, state, bargain_key,
           provider, created_at, updated_at, expires_at, paid_at)
         VALUES ($1, $2, $2, $3, $4, $5, 0, 0, $6, $7, $8, 'paid', $9, 'bargain', $10, $10, $10, $10)`,
        [id, uid, pkg.id, pkg.category_id, FREE_CLAIM_PAY_TYPE, pkg.price_symbol, pkg.type, daysOf(pkg), b.key, now],
      );
      await tx.query(`UPDATE bargains SET state = 'used' WHERE key = $1`, [b.key]);
      const g = await grantVip(tx, { uid, source: `order:${id}`, type: pkg.type, days: daysOf(pkg), categoryId: pkg.category_id }, now);
      return { id, g };
    });
    if (out.g) announceGrant(ctx.io, out.g, 'bargain');
    const o = await findOrder(db, out.id);
    if (!o) throw notFound('订单');
    return toOrder(o, now, () => '');
  });
}

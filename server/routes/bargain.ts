// Bargain (spec 000 §4, §5; issue 9): join after agreeing to the rules, friends cut the price
// through the shared link, give up, and claim for free at price 0. One active bargain per user
// and package (a partial unique index); keys of other users are refused.
//
// Farming (issue 27): throwaway accounts from one place must not cut a bargain to 0, and one set
// of friends must not free the same package again and again. So a help counts only if
//   - the helper has not counted for this owner in the last 30 days (any of the owner's bargains,
//     so giving up and joining again does not reset it);
//   - it does not come from the owner's device id or network (recorded at the join), nor from a
//     device id or network another helper of this bargain already used;
// the 3x new-user cut needs a verified phone or e-mail; and a package is free at most once per
// user in 180 days (refused already at the join, so nobody gathers cuts they cannot claim).
// A refused helper gets ret 403 (the owner's device or network) or 409 (already counted) with a
// Chinese reason and data null; nothing is recorded, the price does not move, and the same
// account may help later from its own device and network.
import { randomBytes } from 'node:crypto';
import { RET } from '../../src/api/contract/envelope';
import { FREE_CLAIM_PAY_TYPE, getBargainDetail, getUserBargainStatus, giveUpBargain, helpBargain, joinBargain, receiveBargainForFree } from '../../src/api/contract/vip';
import { hasVerifiedContact } from '../account/verified';
import { deviceKeyOf } from '../account/sessions';
import { one, type Queryable } from '../db/db';
import { ApiError, badRequest, forbidden, notFound } from '../http/api-error';
import { caller } from '../http/auth';
import {
  applyCut, BARGAIN_MSG, bargainAddress, bargainDevice, bargainType, daysUntil, earnsNewUserCut, FREE_CLAIM_DAYS, helpCut, HELPER_PER_OWNER_DAYS, startPrice,
} from '../payments/bargain-rules';
import { announceGrant, grantVip } from '../payments/grant';
import { findOrder, newOrderId, toOrder } from '../payments/orders';
import { daysOf, listPrice, type PackageRow } from '../payments/pricing';
import { nowS } from './mappers';
import type { RouteKit } from './types';

interface BargainRow {
  key: string; uid: number; package_id: number; start_price: number; price: number; end_time: number; state: string; created_at: number;
  owner_device: string | null; owner_address: string | null;
}

/** The link a user shares; a friend who opens it calls Bargain/Help with the key. */
export const bargainUrl = (key: string) => `/activityRules?bargainKey=${key}`;

async function ownBargain(db: Queryable, uid: number, key: string, forUpdate = false): Promise<BargainRow> {
  const b = await one<BargainRow>(db, `SELECT * FROM bargains WHERE key = $1${forUpdate ? ' FOR UPDATE' : ''}`, [key]);
  if (!b) throw notFound('砍价');
  if (b.uid !== uid) throw forbidden('该砍价不属于当前用户');
  return b;
}

/** When `uid` last claimed `packageId` for free within the 180 days before `now`, if so. */
async function lastFreeClaim(db: Queryable, uid: number, packageId: number, now: number): Promise<number | null> {
  const r = await one<{ at: number | null }>(
    db,
    `SELECT max(paid_at) AS at FROM orders WHERE uid = $1 AND package_id = $2 AND provider = 'bargain' AND state = 'paid' AND paid_at > $3`,
    [uid, packageId, now - FREE_CLAIM_DAYS * 86_400],
  );
  return r?.at ?? null;
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
    if (!pkg || pkg.retired) throw notFound('套餐');
    if (!pkg.bargain) throw badRequest('该套餐不参与砍价活动');
    const now = nowS();
    const claimed = await lastFreeClaim(db, uid, pkg.id, now);
    if (claimed !== null) throw new ApiError(RET.CONFLICT, BARGAIN_MSG.joinAfterClaim(daysUntil(claimed, FREE_CLAIM_DAYS, now)));
    const key = `bk${randomBytes(12).toString('hex')}`;
    // The partial unique index keeps one active bargain per user and package, even when joins race.
    // The owner's device and network are kept so that helps from them do not count.
    await db.query(
      `INSERT INTO bargains (key, uid, package_id, start_price, price, end_time, state, created_at, owner_device, owner_address)
       VALUES ($1, $2, $3, $4, $4, $5, 'active', $6, $7, $8) ON CONFLICT DO NOTHING`,
      [key, uid, pkg.id, startPrice(listPrice(pkg).amount, pkg.validity_days), now + ctx.bargainSeconds, now, bargainDevice(deviceKeyOf(req)), bargainAddress(req.ip)],
    );
    const b = await one<{ key: string }>(db, `SELECT key FROM bargains WHERE uid = $1 AND package_id = $2 AND state = 'active'`, [uid, pkg.id]);
    if (!b) throw new ApiError(RET.CONFLICT, '加入活动失败，请重试');
    return { key: b.key, url: bargainUrl(b.key) };
  });

  on(helpBargain, async ({ query, req }) => {
    const uid = caller(req).uid;
    await ctx.flood.take(['bargainHelpUser', uid]);
    const now = nowS();
    const device = bargainDevice(deviceKeyOf(req));
    const address = bargainAddress(req.ip);
    return db.transaction(async (tx) => {
      // The bargain's row lock orders the helps of one bargain (the device and network rules);
      // the owner's user row lock orders the helps across the owner's bargains (the 30-day rule),
      // in the same order the claim and the payment settlement take them (bargain, then user).
      const b = await one<BargainRow>(tx, 'SELECT * FROM bargains WHERE key = $1 FOR UPDATE', [query.key]);
      if (!b) throw notFound('砍价');
      if (b.uid === uid) throw badRequest('不能为自己砍价，快邀请好友帮忙吧');
      if (b.state !== 'active' || bargainType(b, now) === 2) throw new ApiError(RET.CONFLICT, '该砍价已结束');
      await tx.query('SELECT 1 FROM users WHERE id = $1 FOR UPDATE', [b.uid]);
      if (await one(tx, 'SELECT 1 FROM bargain_helps WHERE bargain_key = $1 AND helper_uid = $2', [b.key, uid])) throw new ApiError(RET.CONFLICT, BARGAIN_MSG.helpedAgain);
      if (device !== null && device === b.owner_device) throw forbidden(BARGAIN_MSG.ownDevice);
      if (address === b.owner_address) throw forbidden(BARGAIN_MSG.ownAddress);
      const before = await one<{ at: number | null }>(
        tx,
        `SELECT max(h.created_at) AS at FROM bargain_helps h JOIN bargains o ON o.key = h.bargain_key
         WHERE h.helper_uid = $1 AND o.uid = $2 AND h.created_at > $3`,
        [uid, b.uid, now - HELPER_PER_OWNER_DAYS * 86_400],
      );
      if (before?.at != null) throw new ApiError(RET.CONFLICT, BARGAIN_MSG.ownerAgain(daysUntil(before.at, HELPER_PER_OWNER_DAYS, now)));
      if (device !== null && (await one(tx, 'SELECT 1 FROM bargain_helps WHERE bargain_key = $1 AND device_key = $2', [b.key, device]))) {
        throw new ApiError(RET.CONFLICT, BARGAIN_MSG.deviceUsed);
      }
      if (await one(tx, 'SELECT 1 FROM bargain_helps WHERE bargain_key = $1 AND address_key = $2', [b.key, address])) throw new ApiError(RET.CONFLICT, BARGAIN_MSG.addressUsed);
      const pkg = await one<PackageRow>(tx, 'SELECT * FROM vip_packages WHERE id = $1', [b.package_id]);
      const helper = await one<{ created_at: number }>(tx, 'SELECT created_at FROM users WHERE id = $1', [uid]);
      if (!pkg || !helper) throw notFound('砍价');
      const isNew = earnsNewUserCut(helper.created_at, await hasVerifiedContact(tx, uid), now);
      const cut = Math.min(Number(b.price), helpCut(listPrice(pkg).amount, pkg.validity_days, isNew));
      // The checks above ran under the locks; the unique indexes (helper, device, network per
      // bargain) are the backstop, and any conflict there is a repeat.
      const ins = await tx.query(
        `INSERT INTO bargain_helps (bargain_key, helper_uid, cut, created_at, device_key, address_key) VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT DO NOTHING RETURNING helper_uid`,
        [b.key, uid, cut, now, device, address],
      );
      if (!ins.rows.length) throw new ApiError(RET.CONFLICT, BARGAIN_MSG.helpedAgain);
      const price = applyCut(Number(b.price), cut);
      await tx.query('UPDATE bargains SET price = $2 WHERE key = $1', [b.key, price]);
      return { cut, price };
    });
  });

  // The shared link's page (issue 28): anyone with the key sees whose bargain it is and how far
  // it got; the key is 24 random hex digits, and the per-address limit keeps guessing slow.
  on(getBargainDetail, async ({ query, req }) => {
    await ctx.flood.take(['bargainDetailAddress', req.ip]);
    const b = await one<BargainRow & { nick_name: string; avatar: string; package_name: string; helpers: number }>(
      db,
      `SELECT b.*, u.nick_name, u.avatar, p.name AS package_name, (SELECT count(*)::int FROM bargain_helps h WHERE h.bargain_key = b.key) AS helpers
       FROM bargains b JOIN users u ON u.id = b.uid JOIN vip_packages p ON p.id = b.package_id WHERE b.key = $1`,
      [query.key],
    );
    if (!b) throw notFound('砍价');
    const uid = req.authUser?.uid ?? 0;
    const helped = uid !== 0 && uid !== b.uid && (await one(db, 'SELECT 1 FROM bargain_helps WHERE bargain_key = $1 AND helper_uid = $2', [b.key, uid])) !== null;
    return {
      key: b.key,
      owner: { uid: b.uid, nickName: b.nick_name, avatar: b.avatar },
      packageId: b.package_id,
      packageName: b.package_name,
      startPrice: Number(b.start_price),
      price: Number(b.price),
      endTime: b.end_time,
      type: b.state === 'active' ? bargainType(b, nowS()) : 2,
      helpers: b.helpers,
      mine: uid === b.uid,
      helped,
    };
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
      // The user's row lock (taken again by the grant below) orders this user's claims, so two
      // claims of one package cannot both see no earlier claim.
      await tx.query('SELECT 1 FROM users WHERE id = $1 FOR UPDATE', [uid]);
      const claimed = await lastFreeClaim(tx, uid, b.package_id, now);
      if (claimed !== null) throw new ApiError(RET.CONFLICT, BARGAIN_MSG.claimAgain(daysUntil(claimed, FREE_CLAIM_DAYS, now)));
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

// Bargain, recharge activity and VIP codes (issue 9): join only after agreeing, one active
// bargain per user and package, friends' cuts (new users 3x, never below zero), the extra cut of
// 180-day packages, give up, free claim, ordering at the bargained price, keys of other users
// refused; activity rules served as stored; single-use, rate-limited VIP codes. Friends help
// from their own loopback addresses (one cut per network per bargain, none from the owner's) and
// new friends have a verified contact (the 3x cut needs one); bargain-farming.test.ts has those rules.
import { describe, expect, it } from 'vitest';
import { RET } from '../../src/api/contract/envelope';
import {
  exchangeVip, getActivity, getRechargeActivity, getUserBargainStatus, giveUpBargain, helpBargain, joinBargain, receiveBargainForFree,
  type BargainInfo, type Order, type RechargeActivity,
} from '../../src/api/contract/vip';
import { helpCut, oldUserRatio } from '../../server/payments/bargain-rules';
import { makeVipCodes } from '../../server/payments/vip-codes';
import { DAY_S } from '../../server/payments/vip-term';
import { BACKENDS, clientFor, type Client } from './harness';
import { freshAddress, postFrom } from './from-address';
import { account, getFrom, grantsOf, order, ordersOf, verifyContact, vipOf, type Account } from './vip-fixtures';

const now = () => Math.floor(Date.now() / 1000);

/** An account registered `days` ago (an old user when 7 or more). */
async function agedAccount(c: Client, days: number): Promise<Account> {
  const a = await account(c);
  await c.server.db.query('UPDATE users SET created_at = $2 WHERE id = $1', [a.uid, now() - days * DAY_S]);
  return a;
}

/** A friend's cut, from a network no other friend of the test used. */
const helpFrom = (c: Client, a: Account, key: string) => getFrom<{ cut: number; price: number }>(c, freshAddress(), helpBargain.path, { key }, a.headers);

/** A new user with a verified contact: cuts 3x. */
async function newFriend(c: Client): Promise<Account> {
  const a = await account(c);
  await verifyContact(c, a);
  return a;
}

const bargainRow = async (c: Client, key: string) =>
  (await c.server.db.query<{ price: number; state: string; start_price: number; end_time: number; created_at: number }>('SELECT price, state, start_price, end_time, created_at FROM bargains WHERE key = $1', [key])).rows[0];

describe.each(BACKENDS)('bargain on %s', (backend) => {
  it('joins only after agreeing, only bargain packages, one active bargain per user and package', async () => {
    const c = await clientFor(backend);
    const a = await account(c);
    expect(await c.get(joinBargain.path, { ProductID: 201 }, a.headers)).toMatchObject({ ret: RET.BAD_REQUEST, msg: '请先阅读并同意活动规则' });
    expect((await c.get(joinBargain.path, { ProductID: 201, agree: 0 }, a.headers)).ret).toBe(RET.BAD_REQUEST);
    expect((await c.get(joinBargain.path, { ProductID: 101, agree: 1 }, a.headers)).ret).toBe(RET.BAD_REQUEST);
    expect((await c.get(joinBargain.path, { ProductID: 201, agree: 1 })).ret).toBe(RET.SESSION_INVALID);
    const none = await c.get<BargainInfo>(getUserBargainStatus.path, {}, a.headers);
    expect(none.data).toMatchObject({ type: 0, key: '' });
    expect((await c.get<BargainInfo>(getUserBargainStatus.path)).data.type).toBe(0);

    const joins = await Promise.all(Array.from({ length: 6 }, () => c.get<{ key: string; url: string }>(joinBargain.path, { ProductID: 201, agree: 1 }, a.headers)));
    expect(joins.every((j) => j.ret === RET.OK)).toBe(true);
    expect(new Set(joins.map((j) => j.data.key)).size).toBe(1);
    const { key, url } = joins[0].data;
    expect(url).toBe(`/activityRules?bargainKey=${key}`);
    const rows = await c.server.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM bargains WHERE uid = $1 AND state = 'active'`, [a.uid]);
    expect(rows.rows[0].n).toBe(1);
    const status = await c.get<BargainInfo>(getUserBargainStatus.path, {}, a.headers);
    const row = await bargainRow(c, key);
    // Package 201: 30 days, disprice 4.99 and disrmb 38 -> starts at 4.99, runs 24 hours.
    expect(status.data).toMatchObject({ type: 1, price: 4.99, packageId: 201, key, url, endTime: row.created_at + 24 * 3600 });
  });

  it('friends cut the price (new users 3x the old-user ratio), once each, never below zero; 180 days or more start with an extra cut', async () => {
    const c = await clientFor(backend);
    const a = await account(c);
    const key = (await c.get<{ key: string }>(joinBargain.path, { ProductID: 201, agree: 1 }, a.headers)).data.key;
    expect((await c.get(helpBargain.path, { key }, a.headers)).ret).toBe(RET.BAD_REQUEST);
    const old = await agedAccount(c, 30);
    await verifyContact(c, old);
    const oldCut = await helpFrom(c, old, key);
    expect(oldCut.data.cut).toBeCloseTo(4.99 * oldUserRatio(30), 2);
    expect(oldCut.data.cut).toBe(helpCut(4.99, 30, false));
    expect(await helpFrom(c, old, key)).toMatchObject({ ret: RET.CONFLICT, msg: '你已经帮忙砍过了' });
    const fresh = await newFriend(c);
    const newCut = await helpFrom(c, fresh, key);
    expect(newCut.data.cut).toBeCloseTo(3 * oldCut.data.cut, 2);
    // New friends until the price is 0 (4.99 - 0.5 - 1.5 leaves 2.99: two more): it stops there, never below.
    let price = newCut.data.price;
    for (let i = 0; i < 5 && price > 0; i++) {
      const r = await helpFrom(c, await newFriend(c), key);
      expect(r.ret).toBe(RET.OK);
      expect(r.data.price).toBeGreaterThanOrEqual(0);
      price = r.data.price;
    }
    expect((await bargainRow(c, key)).price).toBe(0);
    expect((await c.get<BargainInfo>(getUserBargainStatus.path, {}, a.headers)).data).toMatchObject({ type: 2, price: 0 });
    expect((await helpFrom(c, await newFriend(c), key)).ret).toBe(RET.CONFLICT);

    // 202 is 180 days (disprice 19.99): the bargain starts 10% lower.
    const long = (await c.get<{ key: string }>(joinBargain.path, { ProductID: 202, agree: 1 }, a.headers)).data.key;
    expect((await bargainRow(c, long)).start_price).toBeCloseTo(17.99, 2);
  });

  it('claims for free once at price 0 (VIP granted once), refuses a claim above 0, and orders at the bargained price after endTime', async () => {
    const c = await clientFor(backend);
    const a = await account(c);
    const key = (await c.get<{ key: string }>(joinBargain.path, { ProductID: 201, agree: 1 }, a.headers)).data.key;
    expect(await c.get(receiveBargainForFree.path, { key }, a.headers)).toMatchObject({ ret: RET.CONFLICT, msg: '砍价未到0元，不能免费领取' });
    // Not finished yet: no order at the bargained price either.
    expect((await order(c, a, { ProductID: 201, bargainKey: key, payType: -1 })).ret).toBe(RET.CONFLICT);
    // The time is up at 3.00: the order takes 3.00 (rmb scaled), not the list price.
    await c.server.db.query('UPDATE bargains SET price = 3, end_time = $2 WHERE key = $1', [key, now() - 1]);
    expect((await c.get<BargainInfo>(getUserBargainStatus.path, {}, a.headers)).data).toMatchObject({ type: 2, price: 3 });
    const o = await order(c, a, { ProductID: 201, bargainKey: key });
    expect(o.data).toMatchObject({ amount: 3, rmb: Math.round((38 * 3 / 4.99) * 100) / 100 });
    // Another package with this key, and another user's key: refused, no order.
    expect((await order(c, a, { ProductID: 202, bargainKey: key })).ret).toBe(RET.BAD_REQUEST);
    const b = await account(c);
    expect(await order(c, b, { ProductID: 201, bargainKey: key })).toMatchObject({ ret: RET.FORBIDDEN, msg: '该砍价不属于当前用户' });
    expect(await ordersOf(c, b.uid)).toBe(0);

    const c2 = await account(c);
    const k2 = (await c.get<{ key: string }>(joinBargain.path, { ProductID: 201, agree: 1 }, c2.headers)).data.key;
    await c.server.db.query('UPDATE bargains SET price = 0 WHERE key = $1', [k2]);
    expect((await c.get(receiveBargainForFree.path, { key: k2 }, b.headers)).ret).toBe(RET.FORBIDDEN);
    const claims = await Promise.all(Array.from({ length: 5 }, () => c.get<Order>(receiveBargainForFree.path, { key: k2 }, c2.headers)));
    const ok = claims.filter((r) => r.ret === RET.OK);
    expect(ok).toHaveLength(1);
    expect(ok[0].data).toMatchObject({ state: 'paid', amount: 0, packageId: 201, payType: 9 });
    expect(claims.filter((r) => r.ret === RET.CONFLICT)).toHaveLength(4);
    expect(await grantsOf(c, c2.uid)).toBe(1);
    expect((await vipOf(c, c2.uid)).vip_level).toBe(2);
    expect((await c.get<BargainInfo>(getUserBargainStatus.path, {}, c2.headers)).data.type).toBe(0);
  });

  it('gives up only its own bargain; afterwards a new one can start', async () => {
    const c = await clientFor(backend);
    const a = await account(c);
    const b = await account(c);
    const key = (await c.get<{ key: string }>(joinBargain.path, { ProductID: 201, agree: 1 }, a.headers)).data.key;
    expect(await c.get(giveUpBargain.path, { key }, b.headers)).toMatchObject({ ret: RET.FORBIDDEN });
    expect((await c.get(giveUpBargain.path, { key: 'bk-none' }, b.headers)).ret).toBe(RET.NOT_FOUND);
    expect((await bargainRow(c, key)).state).toBe('active');
    expect((await c.get(giveUpBargain.path, { key }, a.headers)).ret).toBe(RET.OK);
    expect((await c.get(giveUpBargain.path, { key }, a.headers)).ret).toBe(RET.CONFLICT);
    expect((await c.get<BargainInfo>(getUserBargainStatus.path, {}, a.headers)).data.type).toBe(0);
    const again = await c.get<{ key: string }>(joinBargain.path, { ProductID: 201, agree: 1 }, a.headers);
    expect(again.data.key).not.toBe(key);
  });
});

describe.each(BACKENDS)('recharge activity and VIP codes on %s', (backend) => {
  it('serves the activity with its rules HTML exactly as stored (the client sanitizes)', async () => {
    const c = await clientFor(backend);
    const r = await c.get<RechargeActivity>(getRechargeActivity.path);
    expect(r.data).toMatchObject({ status: 1, type: 0, title: '充值有礼' });
    expect(r.data.activityRule).toContain('新用户可享老用户3倍的砍价比例');
    const hostile = '<p>规则</p><script>alert(1)</script><img src=x onerror="alert(2)"><a href="javascript:alert(3)">x</a><svg onload="alert(4)"></svg>';
    const before = (await c.server.db.query<{ activity_rule: string }>('SELECT activity_rule FROM recharge_activity WHERE id = 1')).rows[0].activity_rule;
    await c.server.db.query('UPDATE recharge_activity SET activity_rule = $1 WHERE id = 1', [hostile]);
    try {
      expect((await c.get<RechargeActivity>(getActivity.path)).data.activityRule).toBe(hostile);
      expect((await c.get<RechargeActivity>(getRechargeActivity.path)).data.activityRule).toBe(hostile);
    } finally {
      await c.server.db.query('UPDATE recharge_activity SET activity_rule = $1 WHERE id = 1', [before]);
    }
  });

  it('redeems a code once (VIP from the code), refuses unknown, used and expired codes', async () => {
    const c = await clientFor(backend);
    const [code, spare, old] = await makeVipCodes(c.server.db, { count: 3, days: 30, type: 2 });
    const a = await account(c);
    const r = await c.post<{ vipLevel: number; eDate: string; days: number }>(exchangeVip.path, { code: code.toLowerCase() }, a.headers);
    expect(r).toMatchObject({ ret: RET.OK, data: { vipLevel: 2, days: 30 } });
    expect((await vipOf(c, a.uid))).toMatchObject({ vip_level: 2, vip_type_name: '超级VIP' });
    const b = await account(c);
    expect(await c.post(exchangeVip.path, { code }, b.headers)).toMatchObject({ ret: RET.CONFLICT, msg: '兑换码已被使用' });
    expect(await c.post(exchangeVip.path, { code: 'AAAA-BBBB-CCCC-DDDD' }, b.headers)).toMatchObject({ ret: RET.NOT_FOUND, msg: '兑换码无效' });
    const { codeHash } = await import('../../server/payments/vip-codes');
    await c.server.db.query('UPDATE vip_codes SET expires_at = $2 WHERE code_hash = $1', [codeHash(old), now() - 1]);
    expect(await c.post(exchangeVip.path, { code: old }, b.headers)).toMatchObject({ ret: RET.CONFLICT, msg: '兑换码已过期' });
    expect((await vipOf(c, b.uid)).vip_level).toBe(0);
    // Two users racing for one code: one wins.
    const d = await account(c);
    const e = await account(c);
    const race = await Promise.all([d, e].map((x) => c.post(exchangeVip.path, { code: spare }, x.headers)));
    expect(race.map((x) => x.ret).sort()).toEqual([RET.OK, RET.CONFLICT]);
    expect((await grantsOf(c, d.uid)) + (await grantsOf(c, e.uid))).toBe(1);
  });

  it('limits tries per user (5 per 10 minutes) and per address (20 per hour)', async () => {
    const c = await clientFor(backend);
    const a = await account(c);
    const rets: number[] = [];
    for (let i = 0; i < 6; i++) rets.push((await c.post(exchangeVip.path, { code: `WRONG-CODE-${i}AAA` }, a.headers)).ret);
    expect(rets).toEqual([404, 404, 404, 404, 404, RET.RATE_LIMITED]);
    const [good] = await makeVipCodes(c.server.db, { count: 1, days: 7, type: 1 });
    expect((await c.post(exchangeVip.path, { code: good }, a.headers)).ret).toBe(RET.RATE_LIMITED);
    expect((await vipOf(c, a.uid)).vip_level).toBe(0);

    const from = freshAddress();
    const users = await Promise.all(Array.from({ length: 5 }, () => account(c)));
    const byAddress: number[] = [];
    for (const u of users) for (let i = 0; i < 4; i++) byAddress.push((await postFrom(c.url, from, exchangeVip.path, { code: `NOPE-CODE-${i}BBB` }, u.headers)).ret);
    expect(byAddress.every((x) => x === RET.NOT_FOUND)).toBe(true);
    const fresh = await account(c);
    expect((await postFrom(c.url, from, exchangeVip.path, { code: good }, fresh.headers)).ret).toBe(RET.RATE_LIMITED);
    expect((await postFrom(c.url, freshAddress(), exchangeVip.path, { code: good }, fresh.headers)).ret).toBe(RET.OK);
  });
});

// Issue 27 point 1, the bargain cannot be farmed: the script from the issue (throwaway accounts
// from the owner's network and device cut a half-year bargain to 0, claim, join again, repeat)
// fails; then each rule on its own: a helper counts once per owner in 30 days, the 3x new-user
// cut needs a verified contact, one cut per device id and per network per bargain and none from
// the owner's, a package is free once per user in 180 days; and the fair bargain still ends in a
// free claim. Networks are loopback addresses (from-address.ts), devices the DeviceId header.
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { RET, type Envelope } from '../../src/api/contract/envelope';
import { getUserBargainStatus, giveUpBargain, helpBargain, joinBargain, receiveBargainForFree, type BargainInfo, type Order } from '../../src/api/contract/vip';
import { BARGAIN_MSG, bargainAddress, bargainDevice, daysUntil, helpCut } from '../../server/payments/bargain-rules';
import { DAY_S } from '../../server/payments/vip-term';
import { BACKENDS, clientFor, type Client } from './harness';
import { freshAddress } from './from-address';
import { account, getFrom, grantsOf, verifyContact, vipOf, type Account } from './vip-fixtures';

const now = () => Math.floor(Date.now() / 1000);

/** Where a request comes from: a network (client address) and a device id. */
interface Spot { address: string; device: string | null }
const spot = (): Spot => ({ address: freshAddress(), device: `dev-${randomBytes(8).toString('hex')}` });
const headersAt = (a: Account, at: Spot) => (at.device ? { ...a.headers, DeviceId: at.device } : a.headers);

const join = (c: Client, a: Account, at: Spot, ProductID: number) =>
  getFrom<{ key: string; url: string }>(c, at.address, joinBargain.path, { ProductID, agree: 1 }, headersAt(a, at));
const help = (c: Client, a: Account, at: Spot, key: string) =>
  getFrom<{ cut: number; price: number }>(c, at.address, helpBargain.path, { key }, headersAt(a, at));
const claim = (c: Client, a: Account, key: string) => c.get<Order>(receiveBargainForFree.path, { key }, a.headers);

async function joined(c: Client, a: Account, at: Spot, pkg: number): Promise<string> {
  const r = await join(c, a, at, pkg);
  expect(r.ret).toBe(RET.OK);
  return r.data.key;
}

/** A new account (registered seconds ago); with a verified e-mail unless asked not to. */
async function friend(c: Client, verified = true): Promise<Account> {
  const a = await account(c);
  if (verified) await verifyContact(c, a);
  return a;
}

const priceOf = async (c: Client, key: string) => Number((await c.server.db.query<{ price: number }>('SELECT price FROM bargains WHERE key = $1', [key])).rows[0].price);
const helpsOf = async (c: Client, key: string) => (await c.server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM bargain_helps WHERE bargain_key = $1', [key])).rows[0].n;
const expectRefused = (r: Envelope<unknown>, ret: number, msg: string) => expect({ ret: r.ret, msg: r.msg }).toEqual({ ret, msg });

// Package 202, 超级VIP半年卡: 180 + 15 days, 19.99 (shown 25.99), starts at 17.99. A verified new
// friend cuts 19.99 x 12% x 3 = 7.20, anyone else 2.40.
const HALF_YEAR = 202;
const NEW_CUT = helpCut(19.99, 180, true);
const OLD_CUT = helpCut(19.99, 180, false);

describe('bargain farming rules (pure)', () => {
  it('compares networks by IPv4 address or IPv6 /64, and devices only by a real device id', () => {
    expect(bargainAddress('203.0.113.9')).toBe('203.0.113.9');
    expect(bargainAddress('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(bargainAddress('::ffff:cb00:7109')).toBe('203.0.113.9');
    expect(bargainAddress('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(bargainAddress('2001:DB8:1:2:bbbb:cccc:dddd:eeee')).toBe('2001:db8:1:2::/64');
    expect(bargainAddress('2001:db8:1:3::1')).not.toBe(bargainAddress('2001:db8:1:2::1'));
    expect(bargainAddress('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(bargainDevice('d:abcdef123456')).toBe('d:abcdef123456');
    expect(bargainDevice('ua:0123456789abcdef01234567')).toBeNull();
    expect(daysUntil(1e9, 30, 1e9)).toBe(30);
    expect(daysUntil(1e9, 30, 1e9 + 29 * DAY_S + 1)).toBe(1);
    expect(NEW_CUT).toBe(7.2);
    expect(OLD_CUT).toBe(2.4);
  });
});

describe.each(BACKENDS)('bargain farming on %s', (backend) => {
  it('the script from the issue fails: throwaway accounts on the owner\'s network and device, on one shared network, on one device, repeated joins', async () => {
    const c = await clientFor(backend);
    const owner = await account(c);
    const home = spot();
    // Worst case: the throwaways even have verified contacts (the 3x cut).
    const throwaways = [await friend(c), await friend(c), await friend(c)];

    // The script as filed, run twice: join, three helps from the owner's network and device, claim.
    for (let round = 0; round < 2; round++) {
      const key = await joined(c, owner, home, HALF_YEAR);
      for (const t of throwaways) expectRefused(await help(c, t, home, key), RET.FORBIDDEN, BARGAIN_MSG.ownDevice);
      // Another device id on the owner's network: still the owner's network.
      for (const t of throwaways) expectRefused(await help(c, t, { address: home.address, device: spot().device }, key), RET.FORBIDDEN, BARGAIN_MSG.ownAddress);
      expect(await priceOf(c, key)).toBe(17.99);
      expect(await helpsOf(c, key)).toBe(0);
      expectRefused(await claim(c, owner, key), RET.CONFLICT, '砍价未到0元，不能免费领取');
      expect((await c.get(giveUpBargain.path, { key }, owner.headers)).ret).toBe(RET.OK);
    }

    // All three on one other network (each its own device): one cut counts.
    const cafe = freshAddress();
    const key = await joined(c, owner, home, HALF_YEAR);
    expect((await help(c, throwaways[0], { address: cafe, device: spot().device }, key)).data).toEqual({ cut: NEW_CUT, price: 10.79 });
    for (const t of throwaways.slice(1)) expectRefused(await help(c, t, { address: cafe, device: spot().device }, key), RET.CONFLICT, BARGAIN_MSG.addressUsed);
    // One device id over many networks: the device already cut.
    const phone = spot().device;
    const phoneHelper = await friend(c);
    expect((await help(c, phoneHelper, { address: freshAddress(), device: phone }, key)).ret).toBe(RET.OK);
    for (const t of throwaways.slice(1)) expectRefused(await help(c, t, { address: freshAddress(), device: phone }, key), RET.CONFLICT, BARGAIN_MSG.deviceUsed);
    expect(await priceOf(c, key)).toBe(3.59);
    expectRefused(await claim(c, owner, key), RET.CONFLICT, '砍价未到0元，不能免费领取');

    // Give up and join again: whoever counted for this owner does not count again for 30 days.
    expect((await c.get(giveUpBargain.path, { key }, owner.headers)).ret).toBe(RET.OK);
    const again = await joined(c, owner, home, HALF_YEAR);
    expectRefused(await help(c, throwaways[0], spot(), again), RET.CONFLICT, BARGAIN_MSG.ownerAgain(30));
    expectRefused(await help(c, phoneHelper, spot(), again), RET.CONFLICT, BARGAIN_MSG.ownerAgain(30));
    // The two that were refused before count now, each from its own network and device: 17.99 -> 3.59.
    for (const t of throwaways.slice(1)) expect((await help(c, t, spot(), again)).ret).toBe(RET.OK);
    expect(await priceOf(c, again)).toBe(3.59);
    expectRefused(await claim(c, owner, again), RET.CONFLICT, '砍价未到0元，不能免费领取');
    expect(await grantsOf(c, owner.uid)).toBe(0);
    expect((await vipOf(c, owner.uid)).vip_level).toBe(0);

    // Unverified throwaways, each with its own network and device, cut 1x only.
    expect((await help(c, await friend(c, false), spot(), again)).data).toEqual({ cut: OLD_CUT, price: 1.19 });
  });

  it('a helper counts once per owner in 30 days, across all the owner\'s bargains, whatever the order', async () => {
    const c = await clientFor(backend);
    const owner = await account(c);
    const at = spot();
    const month = await joined(c, owner, at, 201);
    const half = await joined(c, owner, at, HALF_YEAR);
    const h = await friend(c);
    expect((await help(c, h, spot(), month)).ret).toBe(RET.OK);
    expectRefused(await help(c, h, spot(), month), RET.CONFLICT, BARGAIN_MSG.helpedAgain);
    expectRefused(await help(c, h, spot(), half), RET.CONFLICT, '30天内只能帮同一位好友砍价一次，30天后可再帮忙');
    expect(await priceOf(c, half)).toBe(17.99);
    // Another owner is another friend.
    const other = await account(c);
    expect((await help(c, h, spot(), await joined(c, other, spot(), HALF_YEAR))).ret).toBe(RET.OK);
    // The window counts from the help: 29 days and a bit ago -> 1 more day; 31 days ago -> counts.
    await c.server.db.query('UPDATE bargain_helps SET created_at = $2 WHERE bargain_key = $1 AND helper_uid = $3', [month, now() - 29 * DAY_S - 100, h.uid]);
    expectRefused(await help(c, h, spot(), half), RET.CONFLICT, BARGAIN_MSG.ownerAgain(1));
    await c.server.db.query('UPDATE bargain_helps SET created_at = $2 WHERE bargain_key = $1 AND helper_uid = $3', [month, now() - 31 * DAY_S, h.uid]);
    expect((await help(c, h, spot(), half)).data).toEqual({ cut: NEW_CUT, price: 10.79 });

    // The same helper on two of one owner's bargains at once: one counts.
    const owner2 = await account(c);
    const keys = [await joined(c, owner2, at, 201), await joined(c, owner2, at, HALF_YEAR)];
    const g = await friend(c);
    const race = await Promise.all(keys.map((k) => help(c, g, spot(), k)));
    expect(race.map((r) => r.ret).sort()).toEqual([RET.OK, RET.CONFLICT]);
    expect(race.find((r) => r.ret === RET.CONFLICT)?.msg).toBe(BARGAIN_MSG.ownerAgain(30));
  });

  it('the 3x new-user cut needs a verified phone or e-mail', async () => {
    const c = await clientFor(backend);
    const owner = await account(c);
    const key = await joined(c, owner, spot(), HALF_YEAR);
    // New but unverified: 1x.
    expect((await help(c, await friend(c, false), spot(), key)).data.cut).toBe(OLD_CUT);
    // Verified, but the contact is gone (no phone, no e-mail): 1x.
    const bare = await account(c, { contact: false });
    await verifyContact(c, bare);
    expect((await help(c, bare, spot(), key)).data.cut).toBe(OLD_CUT);
    // Verified and old: 1x (the bonus is for new users).
    const old = await friend(c);
    await c.server.db.query('UPDATE users SET created_at = $2 WHERE id = $1', [old.uid, now() - 30 * DAY_S]);
    expect((await help(c, old, spot(), key)).data.cut).toBe(OLD_CUT);
    // Verified and new: 3x.
    expect((await help(c, await friend(c), spot(), key)).data).toEqual({ cut: NEW_CUT, price: Math.round((17.99 - 3 * OLD_CUT - NEW_CUT) * 100) / 100 });
  });

  it('one cut per device id and per network per bargain, none from the owner\'s; a refusal records nothing', async () => {
    const c = await clientFor(backend);
    const owner = await account(c);
    const home = spot();
    const key = await joined(c, owner, home, HALF_YEAR);
    const [h1, h2, h3, h4] = [await friend(c, false), await friend(c, false), await friend(c, false), await friend(c, false)];
    const a1 = spot();
    const a2 = spot();
    expectRefused(await help(c, h1, { address: home.address, device: a1.device }, key), RET.FORBIDDEN, BARGAIN_MSG.ownAddress);
    expectRefused(await help(c, h1, { address: a1.address, device: home.device }, key), RET.FORBIDDEN, BARGAIN_MSG.ownDevice);
    expect((await help(c, h1, a1, key)).ret).toBe(RET.OK);
    expectRefused(await help(c, h2, { address: a1.address, device: a2.device }, key), RET.CONFLICT, BARGAIN_MSG.addressUsed);
    expectRefused(await help(c, h2, { address: a2.address, device: a1.device }, key), RET.CONFLICT, BARGAIN_MSG.deviceUsed);
    expect(await helpsOf(c, key)).toBe(1);
    expect(await priceOf(c, key)).toBe(15.59);
    // Refused before is not "helped": h2 counts from its own device and network.
    expect((await help(c, h2, a2, key)).ret).toBe(RET.OK);
    // Without a device id (the user-agent fallback is shared by a whole browser build) only the
    // network is compared: two friends on the same browser, each on its own network, both count.
    expect((await help(c, h3, { address: freshAddress(), device: null }, key)).ret).toBe(RET.OK);
    expect((await help(c, h4, { address: freshAddress(), device: null }, key)).ret).toBe(RET.OK);
    expect(await helpsOf(c, key)).toBe(4);

    // Five throwaways on one network at once, each with its own device: one counts.
    const shared = freshAddress();
    const burst = await Promise.all(Array.from({ length: 5 }, async () => help(c, await friend(c, false), { address: shared, device: spot().device }, key)));
    expect(burst.filter((r) => r.ret === RET.OK)).toHaveLength(1);
    expect(burst.filter((r) => r.ret === RET.CONFLICT && r.msg === BARGAIN_MSG.addressUsed)).toHaveLength(4);
    expect(await helpsOf(c, key)).toBe(5);
    expect(await priceOf(c, key)).toBe(Math.round((17.99 - 5 * OLD_CUT) * 100) / 100);

    // Networks and devices are per bargain: a1 helps another owner's bargain.
    const other = await account(c);
    expect((await help(c, await friend(c, false), a1, await joined(c, other, spot(), HALF_YEAR))).ret).toBe(RET.OK);
  });

  it('a package is claimed for free once per user in 180 days; joining it again is refused until then', async () => {
    const c = await clientFor(backend);
    const owner = await account(c);
    const at = spot();
    const first = await joined(c, owner, at, 201);
    await c.server.db.query('UPDATE bargains SET price = 0 WHERE key = $1', [first]);
    expect((await claim(c, owner, first)).ret).toBe(RET.OK);
    expectRefused(await join(c, owner, at, 201), RET.CONFLICT, '该套餐180天内只能免费领取一次，180天后可再参加砍价');
    expect((await c.get<BargainInfo>(getUserBargainStatus.path, {}, owner.headers)).data.type).toBe(0);
    // Another package is another claim.
    expect((await join(c, owner, at, HALF_YEAR)).ret).toBe(RET.OK);
    // 181 days later the package can be bargained again ...
    const setClaimedAt = (t: number) => c.server.db.query(`UPDATE orders SET paid_at = $2 WHERE uid = $1 AND provider = 'bargain'`, [owner.uid, t]);
    await setClaimedAt(now() - 181 * DAY_S);
    const second = await joined(c, owner, at, 201);
    await c.server.db.query('UPDATE bargains SET price = 0 WHERE key = $1', [second]);
    // ... and the claim itself checks too (a bargain running when the earlier claim happened).
    await setClaimedAt(now() - 10 * DAY_S - 100);
    expectRefused(await claim(c, owner, second), RET.CONFLICT, BARGAIN_MSG.claimAgain(170));
    expect(await grantsOf(c, owner.uid)).toBe(1);
    await setClaimedAt(now() - 181 * DAY_S);
    expect((await claim(c, owner, second)).ret).toBe(RET.OK);
    expect(await grantsOf(c, owner.uid)).toBe(2);
  });

  it('the fair bargain still works: verified friends on their own devices and networks cut the half-year card to 0 and the owner claims 195 days', async () => {
    const c = await clientFor(backend);
    const owner = await account(c);
    const key = await joined(c, owner, spot(), HALF_YEAR);
    const prices: number[] = [];
    for (let i = 0; i < 3; i++) {
      const r = await help(c, await friend(c), spot(), key);
      expect(r.ret).toBe(RET.OK);
      prices.push(r.data.price);
    }
    expect(prices).toEqual([10.79, 3.59, 0]);
    expect((await c.get<BargainInfo>(getUserBargainStatus.path, {}, owner.headers)).data).toMatchObject({ type: 2, price: 0, key });
    const t = now();
    const o = await claim(c, owner, key);
    expect(o).toMatchObject({ ret: RET.OK, data: { state: 'paid', amount: 0, packageId: HALF_YEAR } });
    const vip = await vipOf(c, owner.uid);
    expect(vip.vip_level).toBe(2);
    expect(Math.abs(vip.vip_expire - (t + 195 * DAY_S))).toBeLessThan(60);
    expect(await grantsOf(c, owner.uid)).toBe(1);
    // And not twice: the same package again is refused at the join.
    expect((await join(c, owner, spot(), HALF_YEAR)).ret).toBe(RET.CONFLICT);
  });
});

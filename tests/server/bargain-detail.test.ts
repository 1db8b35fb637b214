// Issue 28 point 2, the shared bargain link's page: anyone with the key (visitors too) sees the
// owner, the package, the price left and the end time; the caller learns whether the bargain is
// theirs and whether they already cut it; a cut shows at once; a bargain given up reads as over;
// an unknown key is 404 and the reads are limited per client address.
import { describe, expect, it } from 'vitest';
import { RET } from '../../src/api/contract/envelope';
import { getBargainDetail, giveUpBargain, helpBargain, joinBargain, type BargainDetail } from '../../src/api/contract/vip';
import { FLOOD_LIMITS } from '../../server/limits/flood';
import { BACKENDS, clientFor } from './harness';
import { freshAddress } from './from-address';
import { account, getFrom } from './vip-fixtures';

// Package 202, 超级VIP半年卡: starts at 17.99 (list 19.99 less the 10% extra cut of a half year).
const HALF_YEAR = 202;

describe.each(BACKENDS)('bargain detail on %s', (backend) => {
  it('shows owner, package, price left and end time to a visitor, the owner and a friend; a cut moves the price and marks the friend', async () => {
    const c = await clientFor(backend);
    const owner = await account(c);
    await c.server.db.query('UPDATE users SET nick_name = $2 WHERE id = $1', [owner.uid, '砍价发起人']);
    const joined = await c.get<{ key: string }>(joinBargain.path, { ProductID: HALF_YEAR, agree: 1 }, owner.headers);
    expect(joined.ret).toBe(RET.OK);
    const { key } = joined.data;

    const seen = await c.get<BargainDetail>(getBargainDetail.path, { key });
    expect(seen.ret).toBe(RET.OK);
    expect(seen.data).toMatchObject({ key, owner: { uid: owner.uid, nickName: '砍价发起人' }, packageId: HALF_YEAR, startPrice: 17.99, price: 17.99, type: 1, helpers: 0, mine: false, helped: false });
    expect(seen.data.packageName).toContain('半年');
    expect(seen.data.endTime).toBeGreaterThan(Date.now() / 1000);
    expect((await c.get<BargainDetail>(getBargainDetail.path, { key }, owner.headers)).data).toMatchObject({ mine: true, helped: false });

    const friend = await account(c);
    expect((await c.get<BargainDetail>(getBargainDetail.path, { key }, friend.headers)).data).toMatchObject({ mine: false, helped: false });
    const cut = await getFrom<{ cut: number; price: number }>(c, freshAddress(), helpBargain.path, { key }, friend.headers);
    expect(cut.ret).toBe(RET.OK);
    const after = await c.get<BargainDetail>(getBargainDetail.path, { key }, friend.headers);
    expect(after.data).toMatchObject({ price: cut.data.price, helpers: 1, helped: true, mine: false, type: 1 });
    expect(after.data.price).toBeLessThan(17.99);
  });

  it('a bargain given up reads as over; an unknown key is 404; reads are limited per address', async () => {
    const c = await clientFor(backend);
    const owner = await account(c);
    const { key } = (await c.get<{ key: string }>(joinBargain.path, { ProductID: HALF_YEAR, agree: 1 }, owner.headers)).data;
    expect((await c.get(giveUpBargain.path, { key }, owner.headers)).ret).toBe(RET.OK);
    expect((await c.get<BargainDetail>(getBargainDetail.path, { key })).data.type).toBe(2);
    const missing = await c.get(getBargainDetail.path, { key: 'bk000000000000000000000000' });
    expect({ ret: missing.ret, msg: missing.msg }).toEqual({ ret: RET.NOT_FOUND, msg: '砍价不存在' });
    expect((await c.get(getBargainDetail.path, { key: 'not a key!' })).ret).toBe(RET.BAD_REQUEST);

    const from = freshAddress();
    const { points } = FLOOD_LIMITS.bargainDetailAddress;
    for (let i = 0; i < points; i++) expect((await getFrom(c, from, getBargainDetail.path, { key })).ret).toBe(RET.OK);
    expect((await getFrom(c, from, getBargainDetail.path, { key })).ret).toBe(RET.RATE_LIMITED);
    expect((await getFrom(c, freshAddress(), getBargainDetail.path, { key })).ret).toBe(RET.OK);
  });
});

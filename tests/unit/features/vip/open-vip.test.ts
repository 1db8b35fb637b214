// /openVip and /giveVip queries, the leave rule, and the pay pages' order request (spec 000 §2).
import { describe, expect, it } from 'vitest';
import { leaveNeedsConfirm, parseGiveVipQuery, parseOpenVipQuery } from '@src/features/vip/use-open-vip';
import { checkoutResultPath, parseCheckoutParams } from '@src/features/vip/use-checkout';
import { PAY_STATUS_TEXT } from '@src/features/vip/pay-status';

describe('/openVip', () => {
  it('reads id, uid, selectId, categoryId, activeIndex and type', () => {
    expect(parseOpenVipQuery('?id=101&uid=7&selectId=102&categoryId=1&activeIndex=0&type=1')).toEqual({ uid: 7, id: 101, selectId: 102, categoryId: 1, activeIndex: 0, type: 1 });
    expect(parseOpenVipQuery('?uid=0&id=x')).toMatchObject({ uid: null, id: undefined });
  });
  it('leaving to /vip or /user asks first unless 7003 was flagged; other routes pass', () => {
    expect(leaveNeedsConfirm('/vip', false)).toBe(true);
    expect(leaveNeedsConfirm('/user', false)).toBe(true);
    expect(leaveNeedsConfirm('/VIP', false)).toBe(true);
    expect(leaveNeedsConfirm('/vip', true)).toBe(false);
    expect(leaveNeedsConfirm('/notice', false)).toBe(false);
  });
  it('/giveVip reads userId, packId and categoryId', () => {
    expect(parseGiveVipQuery('?userId=7&packId=201&categoryId=2')).toEqual({ userId: 7, packId: 201, categoryId: 2 });
  });
});

describe('pay pages', () => {
  const params = (o: Record<string, unknown>) => JSON.stringify({ ProductID: 101, categoryId: 1, payType: 0, requestId: 'g123456789', ...o });
  it('takes the order request of params for its own pay types only', () => {
    expect(parseCheckoutParams(params({ ToUID: 9, Promotions: 'A|B' }), 'zfb')).toEqual({ ProductID: 101, categoryId: 1, payType: 0, requestId: 'g123456789', ToUID: 9, Promotions: 'A|B' });
    expect(parseCheckoutParams(params({ payType: 1 }), 'zfb')?.payType).toBe(1);
    expect(parseCheckoutParams(params({ payType: 2 }), 'zfb')).toBeNull();
    expect(parseCheckoutParams(params({ payType: 2 }), 'tcg')?.payType).toBe(2);
    expect(parseCheckoutParams(params({ requestId: 'short' }), 'zfb')).toBeNull();
    expect(parseCheckoutParams(params({ ProductID: -1 }), 'zfb')).toBeNull();
    expect(parseCheckoutParams('{bad json', 'zfb')).toBeNull();
    expect(parseCheckoutParams(null, 'zfb')).toBeNull();
  });
  it('a settled order leads to its result page; an open one stays', () => {
    expect(checkoutResultPath('paid', 'zfb', 'o1')).toBe('/zfbPaySuccess?orderId=o1');
    expect(checkoutResultPath('paid', 'tcg', 'o1')).toBe('/tcgPaySuccess?orderId=o1');
    expect(checkoutResultPath('cancelled', 'zfb', 'o1')).toBe('/zfbPayCancel?orderId=o1');
    expect(checkoutResultPath('expired', 'tcg', 'o1')).toBe('/zfbPayUnpaid?orderId=o1');
    expect(checkoutResultPath('pending', 'zfb', 'o1')).toBeNull();
  });
  it('every result page has its text', () => {
    expect(Object.keys(PAY_STATUS_TEXT).sort()).toEqual(['TcgPaySuccess', 'UnablePay', 'ZfbPayCancel', 'ZfbPayConfirm', 'ZfbPayNotSupport', 'ZfbPayUnpaid', 'ZfbPayUnpaidSubmit', 'ZfbPaySuccess'].sort());
  });
});

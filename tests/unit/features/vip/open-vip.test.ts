// /openVip and /giveVip queries, the leave rule, Back in a webview, the TV navigate's target, the
// gift package's address, and the pay pages' order request (spec 000 §2).
import { describe, expect, it, vi } from 'vitest';
import { leaveNeedsConfirm, openVipBackClosesShell, parseGiveVipQuery, parseOpenVipQuery } from '@src/features/vip/use-open-vip';
import { orderRequestOf } from '@src/features/vip/vip-pay';
import { hasPhysicalGift, type VipPackage } from '@src/api/contract/vip';
import { targetPathname } from '@layouts/tv/router/navigate';
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
  it('Back inside the app\'s webview closes the native shell through the bridge; in a browser it does not', () => {
    const w = window as unknown as { android?: Record<string, () => void> };
    const close = vi.fn();
    w.android = { close };
    expect(openVipBackClosesShell()).toBe(false);
    sessionStorage.setItem('isWebview', '1');
    expect(openVipBackClosesShell()).toBe(true);
    expect(close).toHaveBeenCalledOnce();
    sessionStorage.removeItem('isWebview');
    delete w.android;
  });
  it('the TV navigate asks a leave guard with the target pathname', () => {
    expect(targetPathname('/vip?x=1', '/openVip')).toBe('/vip');
    expect(targetPathname({ pathname: '/user', search: '?a=1' }, '/openVip')).toBe('/user');
    expect(targetPathname('?id=2', '/openVip')).toBe('/openVip');
    expect(targetPathname({ search: '?id=2' }, '/openVip')).toBe('/openVip');
  });
  it('/giveVip reads userId, packId and categoryId', () => {
    expect(parseGiveVipQuery('?userId=7&packId=201&categoryId=2')).toEqual({ userId: 7, packId: 201, categoryId: 2 });
  });
});

describe('packages with a physical gift', () => {
  const pkg = (codes: string[]) => ({ packageId: 301, promotions: codes.map((promotionCode) => ({ promotionCode, title: '' })) }) as unknown as VipPackage;
  it('a GIFT promotion marks the gift; its order carries the chosen address, others none', () => {
    expect(hasPhysicalGift(pkg(['LONG180', 'GIFT_BOX']).promotions)).toBe(true);
    expect(hasPhysicalGift(pkg(['LONG180']).promotions)).toBe(false);
    const base = { categoryId: 3, payType: -1, payTitle: '', requestId: 'r12345678' };
    expect(orderRequestOf({ ...base, pkg: pkg(['GIFT_BOX']), addressId: 9 })).toMatchObject({ ProductID: 301, Promotions: 'GIFT_BOX', addressId: 9 });
    expect(orderRequestOf({ ...base, pkg: pkg([]) })).not.toHaveProperty('addressId');
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
  it('keeps the bargain key and the delivery address of the tap (a bargained or gift order keeps them on /zfbPay, /tcgPay)', () => {
    expect(parseCheckoutParams(params({ bargainKey: 'bk12ab', addressId: 5 }), 'zfb')).toMatchObject({ bargainKey: 'bk12ab', addressId: 5 });
    expect(parseCheckoutParams(params({ bargainKey: 'bad key!', addressId: -3 }), 'zfb')).not.toHaveProperty('bargainKey');
    expect(parseCheckoutParams(params({ addressId: 1.5 }), 'zfb')).not.toHaveProperty('addressId');
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

// Spec 000 §4-5: selection defaults and tab switching, the disprice/disrmb fallback, where each
// pay type leads, login before paying, the /openVip title and the gift-scan rule.
import { describe, expect, it } from 'vitest';
import {
  isGiftScan, openVipQuery, openVipTitleKey, payProblem, payRouteOf, promotionsOf, queryInt, selectionFor, selectionFromQuery, shownPrice,
} from '@src/features/vip/vip-rules';
import { payInfo, pkg } from './fixtures';

describe('VIP selection', () => {
  it('defaults to the first package and first pay type of the first category', () => {
    expect(selectionFor(payInfo(), 0)).toEqual({ categoryIndex: 0, packageId: 101, payType: -1 });
  });
  it('a tab switch selects the first package and first pay type of that category (the pay info list when it has none)', () => {
    expect(selectionFor(payInfo(), 1)).toEqual({ categoryIndex: 1, packageId: 201, payType: 3 });
  });
  it('no pay info or an unknown tab: nothing selected / first tab', () => {
    expect(selectionFor(undefined, 0)).toEqual({ categoryIndex: 0, packageId: null, payType: null });
    expect(selectionFor(payInfo(), 7).categoryIndex).toBe(0);
  });
  it('a link selects its category and package (categoryId, then activeIndex, then the package)', () => {
    expect(selectionFromQuery(payInfo(), { categoryId: 2, packageId: 202 })).toEqual({ categoryIndex: 1, packageId: 202, payType: 3 });
    expect(selectionFromQuery(payInfo(), { activeIndex: 1 })).toMatchObject({ categoryIndex: 1, packageId: 201 });
    expect(selectionFromQuery(payInfo(), { packageId: 102 })).toMatchObject({ categoryIndex: 0, packageId: 102 });
    expect(selectionFromQuery(payInfo(), { categoryId: 1, packageId: 999 })).toMatchObject({ categoryIndex: 0, packageId: 101 });
  });
});

describe('shown price', () => {
  it('uses disprice and disrmb only when both are set', () => {
    expect(shownPrice(pkg(1, 1, { disprice: 20, disrmb: 21 }))).toEqual({ price: 20, rmb: 21, symbol: '¥', was: 30 });
    expect(shownPrice(pkg(1, 1, { disprice: 20, disrmb: 0 }))).toEqual({ price: 30, rmb: 30, symbol: '¥', was: null });
    expect(shownPrice(pkg(1, 1, { disprice: 0, disrmb: 21 }))).toEqual({ price: 30, rmb: 30, symbol: '¥', was: null });
  });
});

describe('pay rules', () => {
  it('maps every pay type to its way', () => {
    expect([-1, 5, 0, 1, 2, 3, 4].map(payRouteOf)).toEqual(['card', 'gateway', 'zfb', 'zfb', 'tcg', 'manual', null]);
  });
  it('needs a login, then a package and a known pay type', () => {
    expect(payProblem(false, 101, -1)).toBe('login');
    expect(payProblem(true, null, -1)).toBe('selection');
    expect(payProblem(true, 101, null)).toBe('selection');
    expect(payProblem(true, 101, 4)).toBe('selection');
    expect(payProblem(true, 101, -1)).toBeNull();
  });
  it('joins promotion codes with |', () => {
    expect(promotionsOf(pkg(1, 1, { promotions: [{ promotionCode: 'A1', title: 'a' }, { promotionCode: 'B2', title: 'b' }] }))).toBe('A1|B2');
  });
});

describe('/openVip', () => {
  it('title: renew when type is 1, else open', () => {
    expect(openVipTitleKey(1)).toBe('vip.renew');
    expect(openVipTitleKey(0)).toBe('vip.open');
    expect(openVipTitleKey(undefined)).toBe('vip.open');
  });
  it('offers the gift only when the scanned uid differs from the logged-in one', () => {
    expect(isGiftScan(5, 6)).toBe(true);
    expect(isGiftScan(5, 5)).toBe(false);
    expect(isGiftScan(null, 5)).toBe(false);
    expect(isGiftScan(5, null)).toBe(false);
  });
  it('the TV link carries the uid and the package', () => {
    expect(openVipQuery({ uid: 7, id: 201, categoryId: 2, activeIndex: 1 })).toEqual({ uid: 7, id: 201, selectId: 201, categoryId: 2, activeIndex: 1 });
  });
  it('reads integers from the query only', () => {
    expect(queryInt('12')).toBe(12);
    expect(queryInt('1e3')).toBeUndefined();
    expect(queryInt(null)).toBeUndefined();
  });
});

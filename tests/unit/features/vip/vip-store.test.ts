// Spec 000 §3: the VIP store's persisted parts and key names; the icon state through the store.
import { beforeEach, describe, expect, it } from 'vitest';
import {
  ACTIVITY_LIST_KEY, CREDIT_CARD_KEY, createVipStore, hideSignInTips, ICON_DATE_KEY, keepScan, keptScan, PAY_QUERY_KEY,
  keepSelectionForReturn, readPayQueryParams, savePayQueryParams, signInTipsHidden, takeSelectionForReturn,
} from '@src/features/vip/vip-store';

const activity = (over = {}) => ({ status: 1, type: 0, title: '充值有礼', qrCodeTitle: '', qrCodeRemark: '', shareText: '', activityRule: '', ...over });

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('VIP store', () => {
  it('keeps creditCardInfo and activityList in localStorage and reads them back', () => {
    const a = createVipStore();
    a.getState().setCreditCardInfo({ orderId: 'o1', payUrl: '/x', amount: 3, priceSymbol: '¥', packageName: 'p' });
    a.getState().setActivityList([activity()]);
    expect(JSON.parse(localStorage.getItem(CREDIT_CARD_KEY)!).orderId).toBe('o1');
    expect(JSON.parse(localStorage.getItem(ACTIVITY_LIST_KEY)!)).toHaveLength(1);
    const b = createVipStore();
    expect(b.getState().creditCardInfo?.orderId).toBe('o1');
    expect(b.getState().activityList[0].title).toBe('充值有礼');
    expect(b.getState().payInfo).toBeNull();
  });
  it('payQueryParams in localStorage, signInTipsHide and the scanned uid/id in sessionStorage', () => {
    savePayQueryParams({ uid: '7' });
    expect(localStorage.getItem(PAY_QUERY_KEY)).toBe('{"uid":"7"}');
    expect(readPayQueryParams()).toEqual({ uid: '7' });
    expect(signInTipsHidden()).toBe(false);
    hideSignInTips();
    expect(sessionStorage.getItem('signInTipsHide')).toBe('1');
    expect(signInTipsHidden()).toBe(true);
    keepScan(7, 201);
    expect(keptScan()).toEqual({ uid: 7, id: 201 });
  });
  it('icon: default 3; an active type-0 activity shows it; dismissing stores the day; next load that day stays hidden', () => {
    let day = '2026-11-25';
    const s = createVipStore(() => day);
    expect(s.getState().vipIconState).toBe(3);
    s.getState().setVipIconState(2);
    expect(s.getState().vipIconState).toBe(3);
    s.getState().setRechargeActivity(activity());
    expect(s.getState().vipIconState).toBe(1);
    s.getState().setVipIconState(2);
    expect(s.getState().vipIconState).toBe(2);
    expect(localStorage.getItem(ICON_DATE_KEY)).toBe('2026-11-25');
    const again = createVipStore(() => day);
    again.getState().setRechargeActivity(activity());
    expect(again.getState().vipIconState).toBe(3);
    day = '2026-11-26';
    const tomorrow = createVipStore(() => day);
    tomorrow.getState().setRechargeActivity(activity());
    expect(tomorrow.getState().vipIconState).toBe(1);
    tomorrow.getState().setRechargeActivity(activity({ type: 1 }));
    expect(tomorrow.getState().vipIconState).toBe(3);
  });
});

describe('the selection across /choseAddress', () => {
  it('comes back once; a broken entry is ignored', () => {
    expect(takeSelectionForReturn()).toBeNull();
    keepSelectionForReturn({ categoryIndex: 2, packageId: 301, payType: -1 });
    expect(takeSelectionForReturn()).toEqual({ categoryIndex: 2, packageId: 301, payType: -1 });
    expect(takeSelectionForReturn()).toBeNull();
    sessionStorage.setItem('vipSelectionForReturn', '{"categoryIndex":"x"}');
    expect(takeSelectionForReturn()).toBeNull();
    sessionStorage.setItem('vipSelectionForReturn', '{bad');
    expect(takeSelectionForReturn()).toBeNull();
  });
});

// The VIP store (spec 000 §3): payInfo, creditCardInfo and activityList (both kept in
// localStorage), rechargeActivity and vipIconState; payQueryParams in localStorage and
// signInTipsHide in sessionStorage, under the spec's key names.
import { createStore, useStore } from 'zustand';
import type { RechargeActivity, VipPayInfo } from '@src/api/contract/vip';
import { localGet, localGetJson, localSet, localSetJson, sessionGet, sessionSet } from '@src/lib/storage';
import { localDay, nextIconState, type VipIconState } from './vip-icon';

export const CREDIT_CARD_KEY = 'creditCardInfo';
export const ACTIVITY_LIST_KEY = 'activityList';
export const PAY_QUERY_KEY = 'payQueryParams';
export const SIGN_IN_TIPS_KEY = 'signInTipsHide';
export const ICON_DATE_KEY = 'vipIconChangeDate';

/** The last card order (its checkout address), for /notice. */
export interface CreditCardInfo {
  orderId: string;
  payUrl: string;
  amount: number;
  priceSymbol: string;
  packageName: string;
}

export interface VipState {
  payInfo: VipPayInfo | null;
  creditCardInfo: CreditCardInfo | null;
  activityList: readonly RechargeActivity[];
  rechargeActivity: RechargeActivity | null;
  vipIconState: VipIconState;
  setPayInfo(info: VipPayInfo | null): void;
  setCreditCardInfo(info: CreditCardInfo | null): void;
  setActivityList(list: readonly RechargeActivity[]): void;
  /** Stores the activity and asks for the icon state it implies (1 when on and type 0, else 3). */
  setRechargeActivity(a: RechargeActivity | null): void;
  setVipIconState(requested: number): void;
}

export function createVipStore(today: () => string = () => localDay(new Date())) {
  return createStore<VipState>((set, get) => ({
    payInfo: null,
    creditCardInfo: localGetJson<CreditCardInfo | null>(CREDIT_CARD_KEY, null),
    activityList: localGetJson<RechargeActivity[]>(ACTIVITY_LIST_KEY, []),
    rechargeActivity: null,
    vipIconState: 3,
    setPayInfo(payInfo) {
      set({ payInfo });
    },
    setCreditCardInfo(info) {
      localSetJson(CREDIT_CARD_KEY, info);
      set({ creditCardInfo: info });
    },
    setActivityList(list) {
      localSetJson(ACTIVITY_LIST_KEY, list);
      set({ activityList: list });
    },
    setRechargeActivity(a) {
      set({ rechargeActivity: a });
      if (a && a.status === 1 && a.type === 0) get().setVipIconState(1);
      else set({ vipIconState: 3 });
    },
    setVipIconState(requested) {
      const s = get();
      const ctx = { today: today(), changeDate: localGet(ICON_DATE_KEY), activityOn: s.rechargeActivity?.status === 1 };
      const next = nextIconState(s.vipIconState, requested, ctx);
      if (next.changeDate !== ctx.changeDate) localSet(ICON_DATE_KEY, next.changeDate);
      if (next.state !== s.vipIconState) set({ vipIconState: next.state });
    },
  }));
}

export const vipStore = createVipStore();
export const useVipStore = <T>(selector: (s: VipState) => T): T => useStore(vipStore, selector);

/** The query an /openVip or /giveVip page was opened with, kept for the way back. */
export const savePayQueryParams = (q: Record<string, string>) => localSetJson(PAY_QUERY_KEY, q);
export const readPayQueryParams = (): Record<string, string> => localGetJson<Record<string, string>>(PAY_QUERY_KEY, {});

export const signInTipsHidden = (): boolean => sessionGet(SIGN_IN_TIPS_KEY) === '1';
export const hideSignInTips = (): void => sessionSet(SIGN_IN_TIPS_KEY, '1');

/** The scanned uid and pack id of /openVip, kept for the session (spec 000 §2). */
const SCAN_UID_KEY = 'openVipUid';
const SCAN_ID_KEY = 'openVipId';
export function keepScan(uid: number | undefined, id: number | undefined): void {
  if (uid !== undefined) sessionSet(SCAN_UID_KEY, String(uid));
  if (id !== undefined) sessionSet(SCAN_ID_KEY, String(id));
}
export function keptScan(): { uid: number | null; id: number | null } {
  const u = sessionGet(SCAN_UID_KEY);
  const i = sessionGet(SCAN_ID_KEY);
  return { uid: u && /^\d+$/.test(u) ? Number(u) : null, id: i && /^\d+$/.test(i) ? Number(i) : null };
}

const SELECTION_KEY = 'vipSelectionForReturn';

/**
 * The purchase's selection while the user picks a delivery address: /vip is not kept alive
 * (spec 002 §2 include list), so coming back from /choseAddress restores it once.
 */
export function keepSelectionForReturn(sel: { categoryIndex: number; packageId: number | null; payType: number | null }): void {
  sessionSet(SELECTION_KEY, JSON.stringify(sel));
}

export function takeSelectionForReturn(): { categoryIndex: number; packageId: number | null; payType: number | null } | null {
  const raw = sessionGet(SELECTION_KEY);
  if (!raw) return null;
  sessionSet(SELECTION_KEY, '');
  try {
    const v = JSON.parse(raw) as Record<string, unknown>;
    const id = (x: unknown) => (typeof x === 'number' && Number.isInteger(x) ? x : null);
    const categoryIndex = id(v.categoryIndex);
    return categoryIndex === null || categoryIndex < 0 ? null : { categoryIndex, packageId: id(v.packageId), payType: id(v.payType) };
  } catch {
    return null;
  }
}

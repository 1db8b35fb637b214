// The view model of the VIP purchase component (/vip, /openVip, /giveVip) for both layouts:
// the pay info (ret 200 / 7003 / other), the selection (defaults, tab switch), the shown
// price, and 授权支付 (login first, then the pay type's way). Views render what it returns.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { hasPhysicalGift, type DeliveryAddress, type VipPackage } from '@src/api/contract/vip';
import { navigate } from '@src/api/navigator';
import { useAction } from '@src/data/use-action';
import { useResource } from '@src/data/use-resource';
import type { ResourceStatus } from '@src/data/status';
import { t } from '@src/i18n';
import { currentPlatform } from '@src/platform';
import { href } from '@src/routes/href';
import { currentRoutePath } from '@src/routes/router-mode';
import { regionParam } from '@src/stores/custom-area';
import { useSession } from '@src/stores/session';
import { openDialog, toast } from '@src/stores/ui';
import { newRequestId } from '../payment';
import { createCardOrder, createGatewayOrder, cusService, fetchPayInfo, PAY_INFO_TOAST_MS, type PayInfoReply } from './vip-data';
import { runPay, VipPayTap, type PayOutcome, type PayPorts, type PayRequest } from './vip-pay';
import { payProblem, payTypesOf, selectionFromQuery, selectionFor, shownPrice, type Selection, type ShownPrice } from './vip-rules';
import { keepSelectionForReturn, takeSelectionForReturn, vipStore } from './vip-store';
import { useBargain, type BargainModel } from './use-bargain';
import { isBargainTab, orderBargainKey, visiblePackages } from './bargain-rules';
import { useOrderAddress } from './address-appeal';
import { vipKeys } from './vip-keys';

export interface VipPurchaseOptions {
  /** A gift: the receiver's uid (ToUID of the pay info and the order). */
  toUid?: number;
  categoryId?: number;
  packageId?: number;
  activeIndex?: number;
}

export interface VipPurchase {
  status: ResourceStatus;
  reload(): void;
  categories: readonly { id: number; name: string; styleType: number }[];
  remark: string;
  selection: Selection;
  packages: readonly VipPackage[];
  selected: VipPackage | null;
  price: ShownPrice | null;
  payTypes: readonly { payType: number; title: string; img: string }[];
  selectTab(index: number): void;
  selectPackage(packageId: number): void;
  selectPayType(payType: number): void;
  /** 授权支付; resolves with what happened (views need not act on it). */
  pay(): Promise<PayOutcome | null>;
  paying: boolean;
  /** The pay info came with ret 7003 (the /openVip leave-confirm is skipped then). */
  flagged7003: boolean;
  /** The bargain block of the selected tab (null when the tab has no bargain package). */
  bargain: BargainModel | null;
  /** The selected package includes a physical gift: its order carries a delivery address. */
  needsAddress: boolean;
  /** The chosen delivery address (null until one is chosen on /choseAddress or added). */
  address: DeliveryAddress | null;
  /** Call before leaving for /choseAddress: the selection comes back with the user. */
  keepSelection(): void;
}

/**
 * The gateway's new window. iOS Safari opens a window only in answer to a tap, and the order is
 * made after the 跳转到支付页面 confirm: its OK opens the window blank at once, and the gateway
 * address follows when the order is made (or the window closes when it fails).
 */
class GatewayWindow {
  private win: Window | null = null;
  openBlank(): void {
    this.win = window.open('', '_blank');
  }
  go(url: string): void {
    if (this.win && !this.win.closed) this.win.location.href = url;
    else window.open(url, '_blank');
    this.win = null;
  }
  drop(): void {
    this.win?.close();
    this.win = null;
  }
}

const ports = (gateway: GatewayWindow): PayPorts => ({
  createCardOrder,
  createGatewayOrder,
  cusService,
  isIos: currentPlatform().os === 'ios',
  confirmIos: async () => {
    const ok = (await openDialog({ message: t('dialogs.toPayPage'), buttons: [{ text: t('common.cancel'), value: 'no' }, { text: t('common.confirm'), value: 'ok' }] })) === 'ok';
    if (ok) gateway.openBlank();
    return ok;
  },
});

/**
 * Shows the pay-info reply's notice: 7003 as a dialog (确定 -> /user), others as a bottom toast.
 * The 7003 dialog comes with every such reply (spec 000 §7): the page shows the data behind it,
 * and a kept-alive /vip reached again from /user uses its cached reply without asking again.
 */
export function announcePayInfo(reply: PayInfoReply): void {
  if (reply.notice7003) {
    void openDialog({ message: reply.notice7003, buttons: [{ text: t('common.confirm'), value: 'ok' }] }).then((v) => {
      if (v === 'ok') navigate(href('PersonalCenter'));
    });
  } else if (reply.refused) {
    toast(reply.refused, PAY_INFO_TOAST_MS, 'bottom');
  }
}

export function useVipPurchase(opts: VipPurchaseOptions = {}): VipPurchase {
  const uid = useSession((s) => s.user?.id ?? 0);
  const region = regionParam().region ?? '';
  const res = useResource(vipKeys.payInfo(uid, opts.toUid ?? 0, region), (signal) => fetchPayInfo({ toUid: opts.toUid }, signal));
  const reply = res.data;
  const info = reply?.info ?? undefined;

  const announced = useRef<PayInfoReply | null>(null);
  useEffect(() => {
    if (!reply || announced.current === reply) return;
    announced.current = reply;
    announcePayInfo(reply);
    vipStore.getState().setPayInfo(reply.info);
  }, [reply]);

  const [picked, setPicked] = useState<Selection | null>(takeSelectionForReturn);
  const selection = useMemo(() => {
    if (picked && info?.categoryList[picked.categoryIndex]) return picked;
    return selectionFromQuery(info, { categoryId: opts.categoryId, packageId: opts.packageId, activeIndex: opts.activeIndex });
  }, [picked, info, opts.categoryId, opts.packageId, opts.activeIndex]);

  const cat = info?.categoryList[selection.categoryIndex];
  const showFirstTab = useCallback(() => setPicked(null), []);
  const bargain = useBargain(res.reload, showFirstTab);
  const bargainTab = isBargainTab(cat?.data ?? []);
  const packages = visiblePackages(cat?.data ?? [], bargain.info);
  const selected = packages.find((p) => p.packageId === selection.packageId) ?? packages[0] ?? null;
  const payTypes = payTypesOf(info, selection.categoryIndex);

  const selectTab = useCallback((index: number) => setPicked(selectionFor(info, index)), [info]);
  const selectPackage = useCallback((packageId: number) => setPicked({ ...selection, packageId }), [selection]);
  const selectPayType = useCallback((payType: number) => setPicked({ ...selection, payType }), [selection]);

  const tap = useMemo(() => new VipPayTap(newRequestId), []);
  const gateway = useMemo(() => new GatewayWindow(), []);
  // One order per tap (VipPayTap keeps the requestId of a retried tap); while one is on its way
  // another tap is refused. The flag clears whatever happened.
  const payRun = useAction((order: Omit<PayRequest, 'requestId'>) => tap.tap((requestId) => runPay({ ...order, requestId }, ports(gateway))));
  const { run: runPayOnce } = payRun;
  const loggedIn = uid > 0;
  const needsAddress = !!selected && hasPhysicalGift(selected.promotions);
  const address = useOrderAddress(needsAddress && loggedIn);

  const pay = useCallback(async (): Promise<PayOutcome | null> => {
    const problem = payProblem(loggedIn, selected?.packageId ?? null, selection.payType);
    if (problem === 'login') {
      navigate(href('Login', {}, { redirect: currentRoutePath() }));
      return null;
    }
    if (problem || !selected || !cat || selection.payType === null) return null;
    if (needsAddress && !address) {
      toast(t('payment.addressNeeded'));
      keepSelectionForReturn(selection);
      navigate(href('ChoseAddress'));
      return null;
    }
    const payType = selection.payType;
    const payTitle = payTypes.find((p) => p.payType === payType)?.title ?? '';
    const out = await runPayOnce({ pkg: selected, categoryId: cat.id, payType, payTitle, toUid: opts.toUid, region: regionParam().region, bargainKey: orderBargainKey(bargain.info, selected.packageId), addressId: needsAddress ? address?.id : undefined });
    // A tap refused while one is on its way leaves that one's window alone.
    if (!out.ok && out.busy) return null;
    // A failed card or gateway order shows nothing.
    if (!out.ok || out.result.kind !== 'window') gateway.drop();
    if (!out.ok) return null;
    const outcome = out.result;
    if (outcome.kind === 'navigate') {
      if (outcome.card) vipStore.getState().setCreditCardInfo(outcome.card);
      navigate(outcome.to);
    } else if (outcome.kind === 'window') {
      gateway.go(outcome.url);
    }
    return outcome;
  }, [loggedIn, selected, selection, cat, payTypes, runPayOnce, opts.toUid, bargain.info, needsAddress, address, gateway]);
  const keepSelection = useCallback(() => keepSelectionForReturn(selection), [selection]);

  return {
    status: res.status === 'ready' && !info ? 'error' : res.status,
    reload: res.reload,
    categories: info?.categoryList ?? [],
    remark: info?.remark ?? '',
    selection,
    packages,
    selected,
    price: selected ? (orderBargainKey(bargain.info, selected.packageId) && bargain.info ? { ...shownPrice(selected), price: bargain.info.price, symbol: '€', was: shownPrice(selected).price } : shownPrice(selected)) : null,
    payTypes,
    selectTab,
    selectPackage,
    selectPayType,
    pay,
    paying: payRun.busy,
    flagged7003: !!reply?.notice7003,
    bargain: bargainTab ? bargain : null,
    needsAddress,
    address,
    keepSelection,
  };
}

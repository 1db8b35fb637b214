// /openVip (spec 000 §2, §4): the query (id, uid, selectId, categoryId, activeIndex, type), the
// scanned uid and pack id kept for the session, the 帮好友开通 dialog when the logged-in user
// differs from the scanned one (-> /giveVip with userId, packId, categoryId), the rule for
// leaving to /vip or /user, and Back inside the app's webview closing the native shell.
import { useEffect, useMemo, useRef } from 'react';
import { navigate } from '@src/api/navigator';
import { t } from '@src/i18n';
import { closeShell } from '@src/platform/webview';
import { href } from '@src/routes/href';
import { useSession } from '@src/stores/session';
import { openDialog } from '@src/stores/ui';
import { isGiftScan, openVipTitleKey, queryInt } from './vip-rules';
import { keepScan, keptScan, savePayQueryParams } from './vip-store';

export interface OpenVipQuery {
  uid: number | null;
  id: number | undefined;
  selectId: number | undefined;
  categoryId: number | undefined;
  activeIndex: number | undefined;
  type: number | undefined;
}

export function parseOpenVipQuery(search: string): OpenVipQuery {
  const q = new URLSearchParams(search);
  const uid = queryInt(q.get('uid'));
  return {
    uid: uid !== undefined && uid > 0 ? uid : null,
    id: queryInt(q.get('id')),
    selectId: queryInt(q.get('selectId')),
    categoryId: queryInt(q.get('categoryId')),
    activeIndex: queryInt(q.get('activeIndex')),
    type: queryInt(q.get('type')),
  };
}

/** Leaving /openVip for /vip or /user asks first, unless the pay info flagged 7003. */
export function leaveNeedsConfirm(toPathname: string, flagged7003: boolean): boolean {
  const p = toPathname.toLowerCase();
  return !flagged7003 && (p === href('Vip').toLowerCase() || p === href('PersonalCenter').toLowerCase());
}

/** Back on /openVip inside the app's webview closes the native shell (spec 000 §2); true when it did. */
export const openVipBackClosesShell = (): boolean => closeShell();

export async function confirmLeaveOpenVip(): Promise<boolean> {
  const v = await openDialog({ title: t('dialogs.retainTitle'), message: t('dialogs.retainMessage'), buttons: [{ text: t('dialogs.retainLeave'), value: 'leave' }, { text: t('dialogs.retainBuy'), value: 'stay' }] });
  return v === 'leave';
}

export interface OpenVipModel {
  query: OpenVipQuery;
  title: string;
  packageId: number | undefined;
}

export function useOpenVip(search: string, active = true): OpenVipModel {
  const query = useMemo(() => parseOpenVipQuery(search), [search]);
  const myUid = useSession((s) => s.user?.id ?? null);
  useEffect(() => {
    keepScan(query.uid ?? undefined, query.id);
    savePayQueryParams(Object.fromEntries(new URLSearchParams(search)));
  }, [query, search]);

  const asked = useRef<string | null>(null);
  useEffect(() => {
    if (!active) return;
    const scanned = query.uid ?? keptScan().uid;
    if (!isGiftScan(scanned, myUid) || asked.current === search) return;
    asked.current = search;
    void openDialog({ message: t('dialogs.helpFriendTitle'), buttons: [{ text: t('common.cancel'), value: 'no' }, { text: t('dialogs.helpFriendConfirm'), value: 'gift' }] }).then((v) => {
      if (v !== 'gift') return;
      navigate(href('GiveVip', {}, { userId: scanned, packId: query.selectId ?? query.id ?? keptScan().id, categoryId: query.categoryId }));
    });
  }, [active, query, myUid, search]);

  return { query, title: `${t(openVipTitleKey(query.type))}${t('vip.membership')}`, packageId: query.selectId ?? query.id };
}

export interface GiveVipQuery {
  userId: number | undefined;
  packId: number | undefined;
  categoryId: number | undefined;
}

export function parseGiveVipQuery(search: string): GiveVipQuery {
  const q = new URLSearchParams(search);
  return { userId: queryInt(q.get('userId')), packId: queryInt(q.get('packId')), categoryId: queryInt(q.get('categoryId')) };
}

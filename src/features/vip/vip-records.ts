// /openVipRecords: the user's orders (GetVipRecords) and the VIP time received (GetVipHistory).
import { call } from '@src/api/call';
import { getVipHistory, getVipRecords, type Order, type VipGrant } from '@src/api/contract/vip';
import { usePagedList } from '@src/data/use-paged-list';
import { vipKeys } from './vip-keys';

export const RECORDS_PAGE_SIZE = 20;

export const useVipOrders = () =>
  usePagedList<Order>(vipKeys.orders(), (page, signal) => call(getVipRecords, { page, pageSize: RECORDS_PAGE_SIZE }, { signal }));

export const useVipGrants = () =>
  usePagedList<VipGrant>(vipKeys.grants(), (page, signal) => call(getVipHistory, { page, pageSize: RECORDS_PAGE_SIZE }, { signal }));

/** 'YYYY-MM-DD HH:mm' of unix seconds (local time). */
export function recordTime(sec: number): string {
  const d = new Date(sec * 1000);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}`;
}

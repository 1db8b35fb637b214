// /myGold: the balance and every earn and spend record (GetMyGold), filtered by kind.
import { useState } from 'react';
import { call } from '@src/api/call';
import { getMyGold, type GoldRecord } from '@src/api/contract/gold';
import { usePagedList, type Page } from '@src/data/use-paged-list';
import { REWARD_KEYS } from './rewards-keys';

export const GOLD_PAGE_SIZE = 20;

/** 0 every record, 1 earned only, 2 spent only (GetMyGold's type). */
export type GoldFilter = 0 | 1 | 2;
export const GOLD_FILTERS: readonly { type: GoldFilter; key: 'rewards.goldAll' | 'rewards.goldEarned' | 'rewards.goldSpent' }[] = [
  { type: 0, key: 'rewards.goldAll' },
  { type: 1, key: 'rewards.goldEarned' },
  { type: 2, key: 'rewards.goldSpent' },
];

interface GoldPage extends Page<GoldRecord> {
  gold: number;
}

/** '+5' for an earning, '-30' for a spend. */
export const signedAmount = (amount: number): string => (amount > 0 ? `+${amount}` : String(amount));

export function useMyGold() {
  const [filter, setFilter] = useState<GoldFilter>(0);
  const list = usePagedList<GoldRecord, GoldPage>(REWARD_KEYS.gold(filter), async (page, signal) => {
    const r = await call(getMyGold, { page, pageSize: GOLD_PAGE_SIZE, type: filter }, { signal });
    return { list: r.records.list, hasMore: r.records.hasMore, gold: r.gold };
  });
  return { list, balance: list.first?.gold ?? null, filter, setFilter };
}

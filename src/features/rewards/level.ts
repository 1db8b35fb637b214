// /myLevel: the level from the server's experience records, its icon (capped at 8, spec 001
// §3), the way to the next level and what raises it.
import { call } from '@src/api/call';
import { getMyLevel } from '@src/api/contract/account';
import type { ReplyOf } from '@src/api/contract/endpoint';
import { useResource } from '@src/data/use-resource';
import { REWARD_KEYS } from './rewards-keys';

export type MyLevel = ReplyOf<typeof getMyLevel>;

/** The level icons stop at 8. */
export const LEVEL_ICON_MAX = 8;
export const levelIcon = (level: number): number => Math.max(0, Math.min(LEVEL_ICON_MAX, Math.floor(level)));

/** Progress within the current level, 0..100 (100 at the top level). */
export function levelProgress(l: Pick<MyLevel, 'exp' | 'levelExp' | 'nextExp'>): number {
  if (l.nextExp === null) return 100;
  const span = l.nextExp - l.levelExp;
  if (span <= 0) return 100;
  return Math.max(0, Math.min(100, Math.floor(((l.exp - l.levelExp) / span) * 100)));
}

/** Experience still needed for the next level (null at the top). */
export const expToNext = (l: Pick<MyLevel, 'exp' | 'nextExp'>): number | null => (l.nextExp === null ? null : Math.max(0, l.nextExp - l.exp));

export const useMyLevel = () => useResource<MyLevel>(REWARD_KEYS.level(), (signal) => call(getMyLevel, {}, { signal }));

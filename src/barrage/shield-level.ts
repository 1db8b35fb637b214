// 弹幕屏蔽等级 (issue 42), after Bilibili's 1-10 levels: level 1 hides almost nothing, level 10
// all but the best. A comment's score is the server's (0..10, 5 when nobody rated it; see
// barrageScore in src/api/contract/barrage.ts); the level L hides a score below L:
//   level 1: score 0 only (reported by three or more users, net of likes)
//   level 2-5: also the reported (score 1-4); every unrated barrage is still shown
//   level 6-10: only liked barrage (1, 3, 7, 15, 31+ likes for level 6, 7, 8, 9, 10)

import {
  BARRAGE_SHIELD_LEVEL_DEFAULT as SHIELD_LEVEL_DEFAULT, BARRAGE_SHIELD_LEVEL_MAX as SHIELD_LEVEL_MAX, BARRAGE_SHIELD_LEVEL_MIN as SHIELD_LEVEL_MIN,
} from '@src/api/contract/barrage';

export { SHIELD_LEVEL_DEFAULT, SHIELD_LEVEL_MAX, SHIELD_LEVEL_MIN };

/** A level from storage or the server (untrusted): a whole number in 1..10, else the default. */
export function normalizeShieldLevel(v: unknown, fallback = SHIELD_LEVEL_DEFAULT): number {
  const n = typeof v === 'number' ? v : Number(v);
  if (!Number.isFinite(n)) return fallback;
  return Math.min(SHIELD_LEVEL_MAX, Math.max(SHIELD_LEVEL_MIN, Math.round(n)));
}

/** The lowest score a level shows. */
export function minScoreOf(level: number): number {
  return normalizeShieldLevel(level);
}

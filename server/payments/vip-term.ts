// VIP term arithmetic (spec 000 §2): buying extends the term from the current expiry
// (到期，购买后有效期顺延), gift days count like paid days, and a higher type upgrades all the
// remaining time to the highest type. A user has one level and one expiry: time bought at a
// lower type while a higher one runs is added at the higher type (it cannot be stored apart,
// and the rule says all remaining time is at the highest type). Days are 86,400 s; expiry is a
// unix time and its date is shown in UTC (mappers.ts), so month ends and leap days need no
// special case: they are tested (tests/server/vip-term.test.ts).

export const DAY_S = 86_400;

export interface VipTerm {
  /** 0 = not VIP. */
  level: number;
  /** Unix seconds; meaningful only while level > 0. */
  expire: number;
}

export const isActive = (t: VipTerm, now: number): boolean => t.level > 0 && t.expire > now;

/** The term after adding `days` of VIP `type` at time `now`. */
export function extendTerm(current: VipTerm, grant: { type: number; days: number }, now: number): VipTerm {
  if (!Number.isInteger(grant.days) || grant.days <= 0) throw new Error(`grant days must be a positive integer, got ${grant.days}`);
  const active = isActive(current, now);
  const from = active ? current.expire : now;
  return { level: active ? Math.max(current.level, grant.type) : grant.type, expire: from + grant.days * DAY_S };
}

/** Takes a refunded order's days back, never below now; the level drops to 0 once nothing is left. */
export function shortenTerm(current: VipTerm, days: number, now: number): VipTerm {
  if (!isActive(current, now)) return current;
  const expire = Math.max(now, current.expire - days * DAY_S);
  return expire > now ? { level: current.level, expire } : { level: 0, expire: now };
}

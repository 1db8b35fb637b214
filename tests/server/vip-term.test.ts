// VIP term arithmetic (spec 000 §2): extension from the current expiry, gift days, upgrade of
// all remaining time to the highest type; dates at month ends and leap days (UTC dates, as eDate
// shows them). Also the bargain numbers and the pricing rule.
import { describe, expect, it } from 'vitest';
import { DAY_S, extendTerm, shortenTerm } from '../../server/payments/vip-term';
import { applyCut, bargainType, helpCut, isNewUser, oldUserRatio, startPrice } from '../../server/payments/bargain-rules';
import { bargainPrice, daysOf, listPrice } from '../../server/payments/pricing';
import { batchFromArgs, checkBatch, codeHash, newCode, normalizeCode } from '../../server/payments/vip-codes';

const at = (iso: string) => Math.floor(Date.parse(iso) / 1000);
const day = (unix: number) => new Date(unix * 1000).toISOString().slice(0, 10);

describe('VIP term', () => {
  it('starts from now when not VIP (or expired) and from the current expiry when VIP (有效期顺延)', () => {
    const now = at('2027-03-10T08:00:00Z');
    expect(day(extendTerm({ level: 0, expire: 0 }, { type: 1, days: 30 }, now).expire)).toBe('2027-04-09');
    // Expired yesterday: counts from now, not from the old expiry.
    const lapsed = extendTerm({ level: 2, expire: now - DAY_S }, { type: 1, days: 30 }, now);
    expect(lapsed).toEqual({ level: 1, expire: now + 30 * DAY_S });
    const running = extendTerm({ level: 1, expire: at('2027-05-01T08:00:00Z') }, { type: 1, days: 30 + 7 }, now);
    expect(day(running.expire)).toBe('2027-06-07');
  });

  it('crosses month ends and leap days by whole days', () => {
    const now = at('2027-01-01T00:00:00Z');
    // Leap year 2028: Jan 31 + 30 days = Mar 1; Feb 28 + 1 = Feb 29; Feb 29 + 365 = Feb 28, 2029.
    expect(day(extendTerm({ level: 1, expire: at('2028-01-31T12:00:00Z') }, { type: 1, days: 30 }, now).expire)).toBe('2028-03-01');
    expect(day(extendTerm({ level: 1, expire: at('2028-02-28T12:00:00Z') }, { type: 1, days: 1 }, now).expire)).toBe('2028-02-29');
    expect(day(extendTerm({ level: 1, expire: at('2028-02-29T12:00:00Z') }, { type: 1, days: 365 }, now).expire)).toBe('2029-02-28');
    // Not a leap year: Feb 28, 2027 + 1 = Mar 1.
    expect(day(extendTerm({ level: 1, expire: at('2027-02-28T12:00:00Z') }, { type: 1, days: 1 }, now).expire)).toBe('2027-03-01');
    // Month ends: Apr 30 + 31 = May 31; Dec 31 + 1 = Jan 1 of the next year.
    expect(day(extendTerm({ level: 1, expire: at('2027-04-30T23:59:59Z') }, { type: 1, days: 31 }, now).expire)).toBe('2027-05-31');
    expect(day(extendTerm({ level: 1, expire: at('2027-12-31T00:00:00Z') }, { type: 1, days: 1 }, now).expire)).toBe('2028-01-01');
    // Buying at 23:59:59 on Feb 28 of a leap year: 1 day later is Feb 29.
    const late = at('2028-02-28T23:59:59Z');
    expect(day(extendTerm({ level: 0, expire: 0 }, { type: 1, days: 1 }, late).expire)).toBe('2028-02-29');
  });

  it('upgrades all remaining time to the highest type and keeps it when a lower type is bought', () => {
    const now = at('2027-06-01T00:00:00Z');
    const normal = { level: 1, expire: now + 100 * DAY_S };
    // Couple VIP (3) bought on 100 remaining normal days: 465 days, all of them couple VIP.
    expect(extendTerm(normal, { type: 3, days: 365 }, now)).toEqual({ level: 3, expire: now + 465 * DAY_S });
    // A normal month bought by a super VIP adds 30 days at the super level.
    expect(extendTerm({ level: 2, expire: now + 10 * DAY_S }, { type: 1, days: 30 }, now)).toEqual({ level: 2, expire: now + 40 * DAY_S });
    expect(() => extendTerm(normal, { type: 1, days: 0 }, now)).toThrow();
  });

  it('a refund takes the days back, never below now', () => {
    const now = at('2027-06-01T00:00:00Z');
    expect(shortenTerm({ level: 1, expire: now + 40 * DAY_S }, 30, now)).toEqual({ level: 1, expire: now + 10 * DAY_S });
    expect(shortenTerm({ level: 2, expire: now + 10 * DAY_S }, 30, now)).toEqual({ level: 0, expire: now });
  });
});

describe('pricing and bargain numbers', () => {
  it('uses disprice/disrmb only when the package has both (spec 000 §5)', () => {
    expect(listPrice({ price: 9.99, rmb: 78, disprice: 8.99, disrmb: 68 })).toEqual({ amount: 8.99, rmb: 68 });
    expect(listPrice({ price: 9.99, rmb: 78, disprice: 8.99, disrmb: 0 })).toEqual({ amount: 9.99, rmb: 78 });
    expect(listPrice({ price: 9.99, rmb: 78, disprice: 0, disrmb: 68 })).toEqual({ amount: 9.99, rmb: 78 });
    expect(bargainPrice({ price: 10, rmb: 80, disprice: 0, disrmb: 0 }, 2.5)).toEqual({ amount: 2.5, rmb: 20 });
    // A bargained price never exceeds the list price nor goes below zero.
    expect(bargainPrice({ price: 10, rmb: 80, disprice: 0, disrmb: 0 }, 99).amount).toBe(10);
    expect(bargainPrice({ price: 10, rmb: 80, disprice: 0, disrmb: 0 }, -3).amount).toBe(0);
    expect(daysOf({ validity_days: 90, gift_days: 7 })).toBe(97);
  });

  it('new users cut 3x, bigger packages cut more, 180 days or more start lower, never below zero', () => {
    expect(helpCut(10, 30, true)).toBeCloseTo(3 * helpCut(10, 30, false), 5);
    expect(oldUserRatio(365)).toBeGreaterThan(oldUserRatio(90));
    expect(oldUserRatio(90)).toBeGreaterThan(oldUserRatio(30));
    expect(startPrice(20, 180)).toBe(18);
    expect(startPrice(20, 179)).toBe(20);
    expect(applyCut(1, 2.5)).toBe(0);
    expect(bargainType({ price: 0, end_time: 2e9 }, 1e9)).toBe(2);
    expect(bargainType({ price: 3, end_time: 1e9 }, 1e9)).toBe(2);
    expect(bargainType({ price: 3, end_time: 1e9 + 1 }, 1e9)).toBe(1);
    expect(isNewUser(1e9 - 6 * 86_400, 1e9)).toBe(true);
    expect(isNewUser(1e9 - 8 * 86_400, 1e9)).toBe(false);
  });
});

describe('VIP codes', () => {
  it('are 16 characters of base32 in groups, read case-, dash- and look-alike-insensitively', () => {
    const c = newCode();
    expect(c).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){3}$/);
    expect(codeHash(c.toLowerCase().replace(/-/g, ' '))).toBe(codeHash(c));
    expect(normalizeCode('ab0o-1il')).toBe('AB00111');
    expect(new Set(Array.from({ length: 200 }, newCode)).size).toBe(200);
  });

  it('reads the command line and refuses bad batches', () => {
    expect(batchFromArgs(['--count', '5', '--days', '30', '--type', '2'])).toMatchObject({ count: 5, days: 30, type: 2 });
    expect(checkBatch(batchFromArgs(['--count', '5', '--days', '30', '--type', '2']))).toBeNull();
    expect(checkBatch(batchFromArgs(['--count', '0', '--days', '30', '--type', '2']))).toMatch(/count/);
    expect(checkBatch(batchFromArgs(['--days', '30']))).toMatch(/type/);
    expect(checkBatch(batchFromArgs(['--type', '1']))).toMatch(/days/);
  });
});

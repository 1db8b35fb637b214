// Bargain rules (spec 000 §2 tips, §4, §9): bigger packages give a bigger discount; a friend who
// is a new user cuts 3 times what an old user cuts; packages of 180 days or more get an extra
// cut when the bargain starts; the price never goes below zero. Pure, so tests pin the numbers.
// Issue 27: the rules that keep throwaway accounts from farming free VIP (who may cut, how often
// a package is free) and the Chinese refusals live here too.
import { round2 } from './pricing';

/** How long a bargain runs (friends can cut until endTime). */
export const BARGAIN_HOURS = 24;
/** A helper whose account is younger than this counts as a new user. */
export const NEW_USER_DAYS = 7;
export const NEW_USER_FACTOR = 3;
export const LONG_PACKAGE_DAYS = 180;
/** The extra cut of a long package, as a share of its price, taken when the bargain starts. */
export const LONG_PACKAGE_EXTRA_CUT = 0.1;

/** An old user's cut as a share of the package price: bigger packages, bigger share. */
export function oldUserRatio(validityDays: number): number {
  if (validityDays >= 365) return 0.15;
  if (validityDays >= 90) return 0.12;
  return 0.1;
}

export function startPrice(listAmount: number, validityDays: number): number {
  return round2(validityDays >= LONG_PACKAGE_DAYS ? listAmount * (1 - LONG_PACKAGE_EXTRA_CUT) : listAmount);
}

export function helpCut(listAmount: number, validityDays: number, helperIsNew: boolean): number {
  return round2(listAmount * oldUserRatio(validityDays) * (helperIsNew ? NEW_USER_FACTOR : 1));
}

export const applyCut = (price: number, cut: number): number => Math.max(0, round2(price - cut));

/** 1 = joined and running, 2 = finished: the time is up or the price reached 0. */
export const bargainType = (b: { price: number; end_time: number }, now: number): 1 | 2 => (Number(b.price) <= 0 || now >= b.end_time ? 2 : 1);

export const isNewUser = (createdAt: number, now: number): boolean => now - createdAt < NEW_USER_DAYS * 86_400;

/** Account age alone is free to fake, so the 3x cut also needs a phone or e-mail proved by a code. */
export const earnsNewUserCut = (createdAt: number, contactVerified: boolean, now: number): boolean => contactVerified && isNewUser(createdAt, now);

/** One helper counts once per bargain owner in this window, across all the owner's bargains. */
export const HELPER_PER_OWNER_DAYS = 30;
/** A package is claimed for free at most once per user in this window. */
export const FREE_CLAIM_DAYS = 180;

/** Whole days (at least 1) until `since + days` has passed: "N天后" in a refusal. */
export function daysUntil(since: number, days: number, now: number): number {
  return Math.max(1, Math.ceil((since + days * 86_400 - now) / 86_400));
}

/**
 * The device a helper or owner is on, from `deviceKeyOf`: only a real device id (the DeviceId
 * header, "d:...") names one device. The fallback hash of the user agent is shared by everyone on
 * the same browser build (reduced Chrome UAs, one iOS version), so treating it as a device would
 * refuse honest friends; null then, and the address rule still applies.
 */
export const bargainDevice = (deviceKey: string): string | null => (deviceKey.startsWith('d:') ? deviceKey : null);

/**
 * The network a request came from, as compared between helpers: an IPv4 address as is (also
 * when IPv4-mapped), an IPv6 address by its /64 prefix, since one subscriber is routinely given a
 * whole /64 and could otherwise take a fresh address for every throwaway account.
 */
export function bargainAddress(ip: string): string {
  const s = ip.trim().toLowerCase().replace(/%.*$/, '');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(s);
  if (mapped) return mapped[1];
  if (!s.includes(':')) return s;
  const groups = ipv6Groups(s);
  if (!groups) return s;
  if (groups.slice(0, 5).every((g) => g === '0') && groups[5] === 'ffff') {
    const [hi, lo] = [parseInt(groups[6], 16), parseInt(groups[7], 16)];
    return [hi >> 8, hi & 255, lo >> 8, lo & 255].join('.');
  }
  return `${groups.slice(0, 4).join(':')}::/64`;
}

/** The eight 16-bit groups of an IPv6 address (null if it is not one). */
function ipv6Groups(s: string): string[] | null {
  let text = s;
  // A trailing dotted quad (::1.2.3.4) stands for the last two groups.
  const quad = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (quad) {
    const b = quad.slice(1).map(Number);
    if (b.some((x) => x > 255)) return null;
    text = text.slice(0, quad.index) + `${((b[0] << 8) | b[1]).toString(16)}:${((b[2] << 8) | b[3]).toString(16)}`;
  }
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const part = (h: string) => (h ? h.split(':') : []);
  const head = part(halves[0]);
  const tail = halves.length === 2 ? part(halves[1]) : [];
  const fill = 8 - head.length - tail.length;
  if (halves.length === 2 ? fill < 1 : fill !== 0) return null;
  const all = [...head, ...Array.from({ length: fill }, () => '0'), ...tail];
  if (!all.every((g) => /^[0-9a-f]{1,4}$/.test(g))) return null;
  return all.map((g) => parseInt(g, 16).toString(16));
}

/** Refusals a helper or claimer sees (ret 403 for "not you here", 409 for "already counted"). */
export const BARGAIN_MSG = {
  ownDevice: '不能用发起人的设备帮忙砍价，请用自己的手机或电脑',
  ownAddress: '你和发起人在同一网络下，不能帮忙砍价',
  deviceUsed: '这台设备已为该砍价砍过一刀，每台设备只能砍一次',
  addressUsed: '该网络下已有好友帮忙砍过，同一网络只能砍一次',
  helpedAgain: '你已经帮忙砍过了',
  ownerAgain: (days: number) => `${HELPER_PER_OWNER_DAYS}天内只能帮同一位好友砍价一次，${days}天后可再帮忙`,
  joinAfterClaim: (days: number) => `该套餐${FREE_CLAIM_DAYS}天内只能免费领取一次，${days}天后可再参加砍价`,
  claimAgain: (days: number) => `该套餐${FREE_CLAIM_DAYS}天内只能免费领取一次，${days}天后可再领取`,
} as const;

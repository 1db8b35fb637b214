// Bargain rules (spec 000 §2 tips, §4, §9): bigger packages give a bigger discount; a friend who
// is a new user cuts 3 times what an old user cuts; packages of 180 days or more get an extra
// cut when the bargain starts; the price never goes below zero. Pure, so tests pin the numbers.
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

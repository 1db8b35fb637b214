// Spec 000 §4-5, §9: bargain price with a euro sign, the countdown to endTime in seconds, only
// the bargained package on the bargain tab once a bargain exists, the order's bargain key.
import { describe, expect, it } from 'vitest';
import {
  BARGAIN_REFETCH_MS, bargainPriceText, countdownText, FREE_CLAIM_OVERLAY_MS, isBargainTab, orderBargainKey, secondsLeft, visiblePackages,
} from '@src/features/vip/bargain-rules';
import type { BargainInfo } from '@src/api/contract/vip';
import { pkg } from './fixtures';

const b = (o: Partial<BargainInfo>): BargainInfo => ({ type: 0, price: 0, endTime: 0, packageId: 0, key: '', url: '', ...o });
const tab = [pkg(201, 2, { bargain: true }), pkg(202, 2, { bargain: true })];

describe('bargain rules', () => {
  it('constants: re-fetch 3 s after the countdown, free-claim overlay 3 s', () => {
    expect(BARGAIN_REFETCH_MS).toBe(3000);
    expect(FREE_CLAIM_OVERLAY_MS).toBe(3000);
  });
  it('price with a euro sign', () => {
    expect(bargainPriceText(4.5)).toBe('€4.5');
    expect(bargainPriceText(3.999)).toBe('€4');
  });
  it('counts down to endTime in seconds, never below 0', () => {
    expect(secondsLeft(1_000_100, 1_000_000_000)).toBe(100);
    expect(secondsLeft(999_000, 1_000_000_000)).toBe(0);
    expect(countdownText(3661)).toBe('01:01:01');
    expect(countdownText(0)).toBe('00:00:00');
  });
  it('the bargain tab shows only the bargained package once a bargain exists', () => {
    expect(isBargainTab(tab)).toBe(true);
    expect(isBargainTab([pkg(101, 1)])).toBe(false);
    expect(visiblePackages(tab, b({ type: 0 }))).toHaveLength(2);
    expect(visiblePackages(tab, b({ type: 1, packageId: 202 })).map((p) => p.packageId)).toEqual([202]);
    expect(visiblePackages(tab, b({ type: 2, packageId: 202 })).map((p) => p.packageId)).toEqual([202]);
    expect(visiblePackages([pkg(101, 1)], b({ type: 1, packageId: 202 })).map((p) => p.packageId)).toEqual([101]);
    expect(visiblePackages(tab, null)).toHaveLength(2);
  });
  it('orders carry the bargain key only for a finished bargain of that package with a price above 0', () => {
    expect(orderBargainKey(b({ type: 2, price: 3, packageId: 202, key: 'k1' }), 202)).toBe('k1');
    expect(orderBargainKey(b({ type: 2, price: 0, packageId: 202, key: 'k1' }), 202)).toBeUndefined();
    expect(orderBargainKey(b({ type: 1, price: 3, packageId: 202, key: 'k1' }), 202)).toBeUndefined();
    expect(orderBargainKey(b({ type: 2, price: 3, packageId: 202, key: 'k1' }), 201)).toBeUndefined();
  });
});

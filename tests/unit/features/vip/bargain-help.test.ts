// Issue 28 point 2, the shared bargain link's rules: who sees what (over, the owner, a visitor
// asked to log in, a friend who may cut, a friend who cut), the key read from the address, and
// type 1 opening data.url only as an address of this app.
import { describe, expect, it } from 'vitest';
import type { BargainDetail } from '@src/api/contract/vip';
import { bargainHelpStage, bargainKeyOf } from '@src/features/vip/bargain-help-rules';
import { bargainLinkPath } from '@src/features/vip/bargain-link';

const detail = (over: Partial<BargainDetail> = {}): BargainDetail => ({
  key: 'bk1', owner: { uid: 1, nickName: 'a', avatar: '' }, packageId: 202, packageName: '半年卡', startPrice: 17.99, price: 10.79,
  endTime: 2_000_000_000, type: 1, helpers: 1, mine: false, helped: false, ...over,
});

describe('bargain help stage', () => {
  it('a running bargain: the owner shares, a visitor logs in first, a friend cuts once', () => {
    expect(bargainHelpStage(detail({ mine: true }), true, 60)).toBe('mine');
    expect(bargainHelpStage(detail(), false, 60)).toBe('visitor');
    expect(bargainHelpStage(detail(), true, 60)).toBe('canHelp');
    expect(bargainHelpStage(detail({ helped: true }), true, 60)).toBe('helped');
  });
  it('over when the server says so or the countdown reached zero, for everyone', () => {
    expect(bargainHelpStage(detail({ type: 2 }), true, 60)).toBe('over');
    expect(bargainHelpStage(detail({ type: 2, mine: true }), true, 60)).toBe('over');
    expect(bargainHelpStage(detail(), false, 0)).toBe('over');
  });
});

describe('bargain link', () => {
  it('reads the key of /activityRules?bargainKey= and refuses anything else', () => {
    expect(bargainKeyOf('?bargainKey=bk0123abc')).toBe('bk0123abc');
    expect(bargainKeyOf('')).toBeNull();
    expect(bargainKeyOf('?bargainKey=')).toBeNull();
    expect(bargainKeyOf('?bargainKey=a%20b')).toBeNull();
  });
  it('opens data.url inside the app only when it is an address of this app', () => {
    const origin = 'https://tv.example';
    expect(bargainLinkPath('/activityRules?bargainKey=bk1', origin)).toBe('/activityRules?bargainKey=bk1');
    expect(bargainLinkPath('https://tv.example/activityRules?bargainKey=bk1', origin)).toBe('/activityRules?bargainKey=bk1');
    expect(bargainLinkPath('https://evil.example/x', origin)).toBeNull();
    expect(bargainLinkPath('', origin)).toBeNull();
  });
});

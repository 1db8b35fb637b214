// The rules issue 31 moved out of the two layouts into their features: each exists once, and the
// views only carry out what these return.
import { describe, expect, it, vi } from 'vitest';
import type { BargainInfo } from '@src/api/contract/vip';
import { bargainIntents, bargainStage, BARGAIN_INTENT_LABEL } from '@src/features/vip/bargain-rules';
import { isPayFlowPath, leaveAsks } from '@src/features/vip/vip-leave';
import { noticeTarget } from '@src/features/messages/notice-target';
import { parseChatTarget } from '@src/features/messages/chat-target';
import { runBlockAction, type BlockPorts } from '@src/features/watch/watch-block';
import { afterAuth } from '@src/features/auth/auth-rules';

const bargain = (type: 0 | 1 | 2, price = 5): BargainInfo => ({ type, price, endTime: 0, packageId: 101, key: 'k', url: '' }) as BargainInfo;

describe('bargain intents (named instead of raw type 0/1/2)', () => {
  it('names the stage of each type, a price of 0 being a free claim', () => {
    expect(bargainStage(bargain(0))).toBe('invite');
    expect(bargainStage(bargain(1))).toBe('joined');
    expect(bargainStage(bargain(2, 3))).toBe('priced');
    expect(bargainStage(bargain(2, 0))).toBe('free');
  });
  it('allows per stage: join (with a package), open the activity link and give up, claim and give up, give up', () => {
    expect(bargainIntents('invite', 101)).toEqual(['join']);
    expect(bargainIntents('invite', null)).toEqual([]);
    expect(bargainIntents('joined', 101)).toEqual(['openLink', 'giveUp']);
    expect(bargainIntents('free', 101)).toEqual(['claimFree', 'giveUp']);
    expect(bargainIntents('priced', 101)).toEqual(['giveUp']);
    expect(BARGAIN_INTENT_LABEL.claimFree).toBe('vip.bargainClaim');
  });
});

describe('the VIP leave rule (one for TV Back and the phone guard)', () => {
  const plain = { flagged7003: false };
  it('/vip asks every viewer, VIP or not (spec 000 §2), on Back and on leaving outside the pay flow', () => {
    expect(leaveAsks('vip', plain, null)).toBe(true);
    expect(leaveAsks('vip', plain, '/')).toBe(true);
    expect(leaveAsks('vip', plain, '/user')).toBe(true);
  });
  it('/vip lets the pay flow pass, and the 7003 notice\'s way to /user', () => {
    for (const p of ['/login', '/notice', '/zfbPay', '/chat', '/helpDetail', '/activityRules', '/openVip']) expect(leaveAsks('vip', plain, p)).toBe(false);
    expect(isPayFlowPath('/zfbPay')).toBe(true);
    expect(leaveAsks('vip', { flagged7003: true }, '/user')).toBe(false);
    expect(leaveAsks('vip', { flagged7003: true }, '/')).toBe(true);
  });
  it('/openVip asks only on leaving to /vip or /user, not after 7003, not on a plain Back; /giveVip never', () => {
    expect(leaveAsks('openVip', plain, '/vip')).toBe(true);
    expect(leaveAsks('openVip', plain, '/user')).toBe(true);
    expect(leaveAsks('openVip', plain, '/helpDetail')).toBe(false);
    expect(leaveAsks('openVip', plain, null)).toBe(false);
    expect(leaveAsks('openVip', { flagged7003: true }, '/vip')).toBe(false);
    expect(leaveAsks('other', plain, '/')).toBe(false);
  });
});

describe('notice target', () => {
  it('opens a system notice\'s detail, else the video, else the user\'s space, else nothing', () => {
    const user = { userId: 9, nickName: 'a', avatar: '' };
    expect(noticeTarget('system', { id: 3, mediaKey: 'v1', user: null } as never)).toBe('/systemMessageDetail?id=3');
    expect(noticeTarget('like', { id: 3, mediaKey: 'v1', user } as never)).toBe('/watch?id=v1');
    expect(noticeTarget('fans', { id: 3, mediaKey: '', user } as never)).toBe('/space/9');
    expect(noticeTarget('comment', { id: 3, mediaKey: '', user: null } as never)).toBeNull();
  });
});

describe('chat target', () => {
  it('reads the other user and a manual payment\'s opening from the query', () => {
    const order = encodeURIComponent(JSON.stringify({ requestId: 'pay-tap_12345678' }));
    const shown = encodeURIComponent(JSON.stringify({ name: '月卡', price: 30, priceSymbol: '¥', payTitle: '人工充值' }));
    const t = parseChatTarget(`?toUid=7&nickName=%E5%AE%A2%E6%9C%8D&avatar=a.png&params=${order}&msgParams=${shown}`);
    expect(t).toMatchObject({ toUid: 7, nickName: '客服', avatar: 'a.png' });
    expect(t.opening?.clientId).toBe('pay-pay-tap_12345678');
  });
  it('gives 0 and no opening for a missing or bad query', () => {
    expect(parseChatTarget('?toUid=abc')).toEqual({ toUid: 0, nickName: '', avatar: '', opening: null, refresh: '' });
    expect(parseChatTarget('?toUid=-3').toUid).toBe(0);
  });
  it('reads refresh (spec 001 §2: /chat with toUid, avatar, nickName, refresh)', () => {
    expect(parseChatTarget('?toUid=7&refresh=k1').refresh).toBe('k1');
  });
});

describe('blocked-playback actions', () => {
  const ports = (): BlockPorts & { calls: string[] } => {
    const calls: string[] = [];
    return { calls, page: { reload: () => calls.push('reload'), reloadGate: () => calls.push('reloadGate') }, gold: { pay: vi.fn(async () => calls.push('pay')) }, retry: () => calls.push('retry') };
  };
  it('does here what is done here and returns where to go for the rest', () => {
    const p = ports();
    expect(runBlockAction('reloadPage', p)).toBeNull();
    expect(runBlockAction('reloadGate', p)).toBeNull();
    expect(runBlockAction('payGold', p)).toBeNull();
    expect(runBlockAction('retryPlayer', p)).toBeNull();
    expect(p.calls).toEqual(['reload', 'reloadGate', 'pay', 'retry']);
    expect(runBlockAction('openVip', p)).toEqual({ next: '/openVip' });
    expect(runBlockAction('leave', p)).toEqual({ back: true });
    history.replaceState(null, '', '/watch?id=v9');
    expect(runBlockAction('login', p)).toEqual({ next: `/login?redirect=${encodeURIComponent('/watch?id=v9')}` });
  });
});

describe('after login (the one submit\'s next page)', () => {
  it('is a Next: the redirect in place, back, or mine', () => {
    expect(afterAuth('?redirect=%2Fvip', 2)).toEqual({ next: '/vip', replace: true });
    expect(afterAuth('', 1)).toEqual({ back: true });
    expect(afterAuth('', 0)).toEqual({ next: '/user', replace: true });
  });
});

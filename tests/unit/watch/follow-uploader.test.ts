// The up-master's follow button (spec 001 §2, §4, §6): label, nothing for oneself, a guest to
// /login, the server's flag after FocusUPMaster, and unblocking only after the confirmation.
import { describe, expect, it, vi } from 'vitest';
import { followButtonState, pressFollow, type FollowDeps } from '@src/features/watch/follow-uploader';
import type { Uploader } from '@src/api/contract/video';
import { t } from '@src/i18n';

const up: Uploader = { uid: 7, nickName: '在线客服', avatar: '', bigV: true, kefu: true, vipLevel: 0, followed: false, isBlackList: false };

function deps(over: Partial<FollowDeps> = {}): FollowDeps {
  return {
    follow: vi.fn(async () => ({ selected: true })),
    unblock: vi.fn(async () => ({ isBlackList: false, focusStatus: false })),
    confirmUnblock: vi.fn(async () => true),
    toLogin: vi.fn(),
    ...over,
  };
}

describe('follow button label and state', () => {
  it('reads 关注 / 已关注 / 已拉黑, blacklisted first', () => {
    expect(t(followButtonState(up, 1)!.labelKey)).toBe('关注');
    expect(t(followButtonState({ ...up, followed: true }, 1)!.labelKey)).toBe('已关注');
    expect(t(followButtonState({ ...up, followed: true, isBlackList: true }, 1)!.labelKey)).toBe('已拉黑');
  });

  it('shows nothing for the uploader themself or without an uploader', () => {
    expect(followButtonState(up, 7)).toBeNull();
    expect(followButtonState(null, 1)).toBeNull();
  });

  it('a guest sees 关注 and is sent to /login', async () => {
    const state = followButtonState(up, 0)!;
    expect(state).toEqual({ labelKey: 'follow.follow', action: 'login' });
    const d = deps();
    expect(await pressFollow(up, state, d)).toBe(up);
    expect(d.toLogin).toHaveBeenCalledTimes(1);
    expect(d.follow).not.toHaveBeenCalled();
  });
});

describe('pressing the button', () => {
  it('toggles with FocusUPMaster and keeps the flag the server returns', async () => {
    const d = deps({ follow: vi.fn(async () => ({ selected: true })) });
    const after = await pressFollow(up, followButtonState(up, 1)!, d);
    expect(d.follow).toHaveBeenCalledWith(7);
    expect(after.followed).toBe(true);
    const back = await pressFollow(after, followButtonState(after, 1)!, deps({ follow: vi.fn(async () => ({ selected: false })) }));
    expect(back.followed).toBe(false);
    // The server's word wins even when it disagrees with a plain toggle.
    const same = await pressFollow(up, followButtonState(up, 1)!, deps({ follow: vi.fn(async () => ({ selected: false })) }));
    expect(same.followed).toBe(false);
  });

  it('a failed call leaves the uploader as it was', async () => {
    const d = deps({ follow: vi.fn(async () => Promise.reject(new Error('网络异常'))) });
    await expect(pressFollow(up, followButtonState(up, 1)!, d)).rejects.toThrow('网络异常');
  });

  it('已拉黑 asks first; confirmed removal clears the follow flags, cancel changes nothing', async () => {
    const black = { ...up, followed: true, isBlackList: true };
    const state = followButtonState(black, 1)!;
    expect(state.action).toBe('unblock');
    const cancelled = deps({ confirmUnblock: vi.fn(async () => false) });
    expect(await pressFollow(black, state, cancelled)).toBe(black);
    expect(cancelled.unblock).not.toHaveBeenCalled();
    const confirmed = deps();
    expect(await pressFollow(black, state, confirmed)).toMatchObject({ isBlackList: false, followed: false });
    expect(confirmed.unblock).toHaveBeenCalledWith(7);
    expect(confirmed.follow).not.toHaveBeenCalled();
  });
});

import { describe, expect, it, vi } from 'vitest';
import { pressSocialFollow, socialFollowState, type SocialFollowDeps } from '@src/features/social';

const user = (over: Partial<{ focusStatus: boolean; isBlackList: boolean }> = {}) => ({ userId: 7, focusStatus: false, isBlackList: false, ...over });

function deps(over: Partial<SocialFollowDeps> = {}): SocialFollowDeps {
  return {
    follow: vi.fn(async (_uid: number, status: 0 | 1) => ({ selected: status === 1 })),
    unblock: vi.fn(async () => ({ isBlackList: false, focusStatus: false })),
    confirmUnblock: vi.fn(async () => true),
    toLogin: vi.fn(),
    ...over,
  };
}

describe('follow button of a user', () => {
  it('labels: 已拉黑, 已关注, 关注, and nothing for oneself; a guest gets the login action', () => {
    expect(socialFollowState(user({ isBlackList: true, focusStatus: true }), 1)).toEqual({ labelKey: 'follow.blacklisted', action: 'unblock' });
    expect(socialFollowState(user({ focusStatus: true }), 1)).toEqual({ labelKey: 'follow.followed', action: 'toggle' });
    expect(socialFollowState(user(), 1)).toEqual({ labelKey: 'follow.follow', action: 'toggle' });
    expect(socialFollowState(user(), 7)).toBeNull();
    expect(socialFollowState(user(), 0)).toEqual({ labelKey: 'follow.follow', action: 'login' });
  });

  it('a guest is sent to login and nothing is called', async () => {
    const d = deps();
    expect(await pressSocialFollow(user(), 0, d)).toEqual(user());
    expect(d.toLogin).toHaveBeenCalledOnce();
    expect(d.follow).not.toHaveBeenCalled();
  });

  it('toggling keeps the selected flag the server returns', async () => {
    const d = deps({ follow: vi.fn(async () => ({ selected: false })) });
    expect((await pressSocialFollow(user(), 1, d)).focusStatus).toBe(false);
    expect(d.follow).toHaveBeenCalledWith(7, 1);
    const d2 = deps();
    expect((await pressSocialFollow(user({ focusStatus: true }), 1, d2)).focusStatus).toBe(false);
    expect(d2.follow).toHaveBeenCalledWith(7, 0);
  });

  it('已拉黑 asks first; confirmed removal clears the follow flags, a cancel changes nothing', async () => {
    const d = deps({ confirmUnblock: vi.fn(async () => false) });
    const blocked = user({ isBlackList: true, focusStatus: true });
    expect(await pressSocialFollow(blocked, 1, d)).toEqual(blocked);
    expect(d.unblock).not.toHaveBeenCalled();
    const d2 = deps();
    expect(await pressSocialFollow(blocked, 1, d2)).toEqual({ userId: 7, isBlackList: false, focusStatus: false });
  });

  it('a failed call leaves the user as shown', async () => {
    const d = deps({ follow: vi.fn(async () => Promise.reject(new Error('500'))) });
    expect(await pressSocialFollow(user(), 1, d)).toEqual(user());
  });
});

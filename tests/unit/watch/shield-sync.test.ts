import { describe, expect, it, vi } from 'vitest';
import { createStore } from 'zustand';
import { followSessionForShields } from '@src/features/shield/shield-sync';
import type { SessionState } from '@src/stores/session';
import type { User } from '@src/api/contract/common';

const user = (uid: number) => ({ id: uid, token: { uid, gid: 0, sign: `s${uid}`, expire: 9e9 } }) as unknown as User;

function session(initial: User | null) {
  return createStore<SessionState>(() => ({ user: initial, loginValid: false, setUser: () => undefined, clearUser: () => undefined, setLoginValid: () => undefined }));
}

describe('shield sync on login/logout', () => {
  it('loads the lists for a restored user at start', () => {
    const load = vi.fn().mockResolvedValue(undefined);
    const stop = followSessionForShields({ session: session(user(3)), load, clear: vi.fn() });
    expect(load).toHaveBeenCalledTimes(1);
    stop();
  });

  it('loads on login, empties on logout, reloads for another user, once per user', () => {
    const s = session(null);
    const load = vi.fn().mockResolvedValue(undefined);
    const clear = vi.fn();
    const stop = followSessionForShields({ session: s, load, clear });
    expect(load).not.toHaveBeenCalled();
    s.setState({ user: user(5) });
    expect(load).toHaveBeenCalledTimes(1);
    s.setState({ loginValid: true });
    s.setState({ user: { ...user(5), nickName: 'x' } as User });
    expect(load).toHaveBeenCalledTimes(1);
    s.setState({ user: null });
    expect(clear).toHaveBeenCalledTimes(1);
    s.setState({ user: user(6) });
    expect(load).toHaveBeenCalledTimes(2);
    stop();
    s.setState({ user: null });
    expect(clear).toHaveBeenCalledTimes(1);
  });
});

// Issue 42 point 1: GetUserMegCount asked by the client (spec 001 §7 "unread count"): the reply
// sets totalMsgCount (the mine-tab red dot) and newWorks (the discovery dot) on the session user;
// a failure keeps the shown count; a guest asks nothing.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '@src/stores/session';

const api = vi.hoisted(() => ({ call: vi.fn() }));
vi.mock('@src/api/call', () => api);

const { refreshUnread } = await import('@src/features/messages/unread');

const user = { id: 7, nickName: 'u', totalMsgCount: 0, newWorks: false, token: { uid: 7, gid: 'g' } } as never;

afterEach(() => {
  api.call.mockReset();
  sessionStore.getState().setUser(null);
});

describe('GetUserMegCount from the client', () => {
  it('asks /api/user/GetUserMegCount and shows its counts', async () => {
    sessionStore.getState().setUser(user);
    api.call.mockResolvedValue({ totalMsgCount: 3, newWorks: true });
    await refreshUnread();
    expect(api.call).toHaveBeenCalledTimes(1);
    expect((api.call.mock.calls[0]?.[0] as { path: string }).path).toBe('/api/user/GetUserMegCount');
    expect(sessionStore.getState().user).toMatchObject({ totalMsgCount: 3, newWorks: true });
  });
  it('a failure keeps the count shown; a guest asks nothing', async () => {
    sessionStore.getState().setUser({ ...(user as object), totalMsgCount: 2 } as never);
    api.call.mockRejectedValue(new Error('down'));
    await refreshUnread();
    expect(sessionStore.getState().user).toMatchObject({ totalMsgCount: 2 });
    sessionStore.getState().setUser(null);
    api.call.mockReset();
    await refreshUnread();
    expect(api.call).not.toHaveBeenCalled();
  });
});

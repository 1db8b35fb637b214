// Issue 42 point 1: the 60 s global timer (spec 001 §9) asks GetUserMegCount every 60 seconds
// while a user is signed in and the page is visible, and stops with the shell.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '@src/stores/session';

const api = vi.hoisted(() => ({ call: vi.fn() }));
vi.mock('@src/api/call', () => api);
vi.mock('@src/features/socket', () => ({
  realtime: { on: () => () => undefined },
  startRealtimeSession: () => undefined,
  applyUserStateChange: () => undefined,
}));

const { startAppRealtime } = await import('@src/features/messages/app-realtime');

const user = { id: 7, nickName: 'u', totalMsgCount: 0, newWorks: false, token: { uid: 7, gid: 'g' } } as never;
const megCounts = () => api.call.mock.calls.filter((c) => (c[0] as { path: string }).path === '/api/user/GetUserMegCount').length;

afterEach(() => {
  vi.useRealTimers();
  api.call.mockReset();
  sessionStore.getState().setUser(null);
});

describe('the global timer', () => {
  it('asks the unread counts at start and then every 60 000 ms, and stops with the shell', async () => {
    vi.useFakeTimers();
    sessionStore.getState().setUser(user);
    api.call.mockResolvedValue({ totalMsgCount: 1, newWorks: false });
    const stop = startAppRealtime();
    expect(megCounts()).toBe(1);
    await vi.advanceTimersByTimeAsync(59_999);
    expect(megCounts()).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(megCounts()).toBe(2);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(megCounts()).toBe(4);
    expect(sessionStore.getState().user).toMatchObject({ totalMsgCount: 1 });
    stop();
    await vi.advanceTimersByTimeAsync(180_000);
    expect(megCounts()).toBe(4);
  });

  it('asks nothing while the page is hidden or nobody is signed in', async () => {
    vi.useFakeTimers();
    const stop = startAppRealtime();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(megCounts()).toBe(0);
    const hidden = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    sessionStore.getState().setUser(user);
    api.call.mockResolvedValue({ totalMsgCount: 0, newWorks: false });
    const atLogin = megCounts();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(megCounts()).toBe(atLogin);
    hidden.mockRestore();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(megCounts()).toBe(atLogin + 1);
    stop();
  });
});

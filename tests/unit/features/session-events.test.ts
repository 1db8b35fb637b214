import { describe, expect, it, vi } from 'vitest';
import { applyUserStateChange, parseUserStateChange, type SessionEventDeps } from '@src/features/socket/session-events';

function deps(refreshOk = true) {
  const calls: string[] = [];
  let closeDialog: (() => void) | null = null;
  const d: SessionEventDeps = {
    refreshUser: vi.fn(async () => {
      calls.push('refresh');
      return refreshOk;
    }),
    clearUser: () => calls.push('clear'),
    toastBottom: (text) => calls.push(`toast:${text}`),
    confirm: (message, button) => {
      calls.push(`dialog:${message}:${button}`);
      return new Promise<void>((resolve) => (closeDialog = resolve));
    },
    goHome: () => calls.push('home'),
  };
  return { d, calls, close: () => closeDialog?.() };
}

describe('session events (userStateChange)', () => {
  it('action 0 re-fetches the user and nothing else', async () => {
    const { d, calls } = deps();
    await applyUserStateChange({ action: 0, msg: '' }, d);
    expect(calls).toEqual(['refresh']);
  });

  it('action 1 shows the server text as a bottom toast, clears the user and goes home', async () => {
    const { d, calls } = deps();
    await applyUserStateChange({ action: 1, msg: '账号已被封禁' }, d);
    expect(calls).toEqual(['clear', 'toast:账号已被封禁', 'home']);
  });

  it('a login elsewhere clears the user and shows one kicked-out dialog; confirming goes home', async () => {
    const { d, calls, close } = deps();
    const first = applyUserStateChange({ action: 1, msg: '该账号已在其他设备登录' }, d);
    // A second socket of the same session hears the same kick: still one dialog.
    const second = applyUserStateChange({ action: 1, msg: '该账号已在其他设备登录' }, d);
    await second;
    expect(calls).toEqual(['clear', 'dialog:该账号已在其他设备登录:确定', 'clear']);
    close();
    await first;
    expect(calls[calls.length - 1]).toBe('home');
    expect(calls.filter((c) => c.startsWith('dialog')).length).toBe(1);
  });

  it('ignores malformed payloads and unknown actions', async () => {
    const { d, calls } = deps();
    await applyUserStateChange(null, d);
    await applyUserStateChange({ msg: 'x' }, d);
    await applyUserStateChange({ action: 7, msg: 'x' }, d);
    expect(calls).toEqual([]);
    expect(parseUserStateChange({ action: 1 })).toEqual({ action: 1, msg: '' });
  });
});

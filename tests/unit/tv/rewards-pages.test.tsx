// Issue 12 point 4 on TV: the task centre has focus on arrival, a finished task is claimed once
// and its row then says claimed; the sign-in page has its button focused and signs in by OK once.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { sessionStore } from '@src/stores/session';
import { uiStore } from '@src/stores/ui';
import { destroyFocus, initFocus } from '@focus/init';
import { resetBackStack } from '@focus/back-stack';
import { clearSectionMemory } from '@focus/section-memory';
import { Shell } from '@layouts/tv/shell/shell';
import './shell-lazy';
import { makeUser } from '../stores/user-fixture';
import { focusedKey, mount, press, settle, KEYS } from '../focus/harness';

type Handler = (params: Record<string, unknown>) => unknown;
const server = vi.hoisted(() => ({ handlers: {} as Record<string, Handler>, calls: [] as string[] }));

vi.mock('@src/api/call', async (original) => ({
  ...(await original<object>()),
  call: vi.fn(async (ep: { name: string }, params: Record<string, unknown> = {}) => {
    server.calls.push(ep.name);
    const h = server.handlers[ep.name];
    if (!h) throw new Error(`no fake for ${ep.name}`);
    return h(params);
  }),
}));
vi.mock('@src/features/catalog/catalog-data', async (original) => ({
  ...(await original<object>()),
  loadHomeRows: async () => ({ list: [{ id: 's1', title: '电影', videos: [] }], hasMore: false }),
  loadWatching: async () => [],
}));

async function waitFor(check: () => boolean, rounds = 400): Promise<void> {
  for (let i = 0; i < rounds && !check(); i++) await settle(1);
}

beforeEach(() => {
  clearSectionMemory();
  resetBackStack();
  initFocus({ platform: 'browser' });
  server.handlers = {};
  server.calls = [];
  sessionStorage.clear();
  sessionStore.setState({ user: makeUser({ id: 7, gold: 0, level: 3 }), loginValid: true });
});
afterEach(() => {
  destroyFocus();
  uiStore.setState({ dialogs: [], toasts: [], loadingCount: 0 });
  sessionStore.setState({ user: null, loginValid: false });
});

describe('TV task centre', () => {
  it('focuses on arrival; pressing a finished task claims it once and the row says claimed', async () => {
    let claimed = false;
    let gold = 0;
    server.handlers.getTaskCenter = () => ({
      gold,
      daily: [{ type: 2, title: '每日分享视频', gold: 5, done: true, claimed }],
      newHand: [],
    });
    server.handlers.updTask = () => {
      claimed = true;
      gold = 5;
      return { gold };
    };
    const m = await mount(
      <MemoryRouter initialEntries={['/taskCenter']}>
        <Shell />
      </MemoryRouter>,
    );
    await waitFor(() => !!m.container.querySelector('[data-testid="task-daily-2"]') && focusedKey(m.container) !== null);
    expect(focusedKey(m.container)).toContain('tasks/bar');
    const row = () => m.container.querySelector('[data-testid="task-daily-2"]')!;
    expect(row().getAttribute('data-state')).toBe('claim');
    // jsdom has no layout for the arrows to measure: the pointer's click is the remote's OK here.
    await act(async () => row().querySelector<HTMLElement>('[data-testid="task-button"]')!.click());
    await waitFor(() => row().getAttribute('data-state') === 'claimed');
    expect(row().getAttribute('data-state')).toBe('claimed');
    expect(server.calls.filter((c) => c === 'updTask')).toHaveLength(1);
    expect(sessionStore.getState().user?.gold).toBe(5);
    expect(uiStore.getState().toasts.map((t) => t.text)).toContain('领取成功，获得5金币');
    await m.unmount();
  });
});

describe('TV sign-in', () => {
  it('OK signs in; a second OK asks nothing and says signed already', async () => {
    let signed = false;
    server.handlers.getSignInInfo = () => ({ signedToday: signed, streak: signed ? 1 : 0, rewards: [5, 5, 10, 10, 15, 15, 30], todayReward: signed ? 0 : 5, gold: signed ? 5 : 0 });
    server.handlers.signIn = () => {
      signed = true;
      return { gold: 5, reward: 5, streak: 1 };
    };
    const m = await mount(
      <MemoryRouter initialEntries={['/signIn']}>
        <Shell />
      </MemoryRouter>,
    );
    const button = () => m.container.querySelector('[data-testid="sign-in-button"]');
    await waitFor(() => button()?.classList.contains('focused') === true);
    expect(button()?.textContent).toContain('立即签到');
    await press(...KEYS.enter);
    await waitFor(() => button()?.textContent === '今日已签到');
    expect(button()?.textContent).toBe('今日已签到');
    await press(...KEYS.enter);
    await settle();
    expect(server.calls.filter((c) => c === 'signIn')).toHaveLength(1);
    expect(uiStore.getState().toasts.map((t) => t.text)).toContain('今日已签到');
    await m.unmount();
  });
});

// Issue 30, point 1: the phone's /youth page over useYouthPage (jsdom, the calls faked): the
// keypad sets and confirms a PIN to turn youth mode on, a mismatch starts again, and the PIN
// turns it off.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { YouthState } from '@src/api/contract/youth';
import { uiStore } from '@src/stores/ui';
import YouthPage from '@layouts/mobile/pages/youth/youth-page';
import { click, mount, waitFor, type Mounted } from './render';

const api = vi.hoisted(() => ({ getYouthState: vi.fn(), youthTurnOn: vi.fn(), youthTurnOff: vi.fn() }));
vi.mock('@src/api/call', async (original) => (await import('../api/fake-calls')).withFakeCalls(await original(), api));

const state = (on: boolean): YouthState => ({ on, scope: 'account', usedSeconds: 600, remainingSeconds: 1800, night: false, lockedUntil: 0, blockReason: '', canReset: false });
let m: Mounted | null = null;

const render = () =>
  mount(
    <MemoryRouter initialEntries={['/youth']}>
      <Routes>
        <Route path="*" element={<YouthPage />} />
      </Routes>
    </MemoryRouter>,
  );

const q = (sel: string) => m?.container.querySelector(sel) ?? null;
const typePin = async (pin: string) => {
  for (const d of pin) await click(q(`[data-testid="youth-digit-${d}"]`) as HTMLElement);
};
const prompt = () => q('[data-testid="youth-prompt"]')?.textContent;

beforeEach(() => {
  for (const f of Object.values(api)) f.mockReset();
  uiStore.setState({ toasts: [], dialogs: [] });
});
afterEach(async () => {
  await m?.unmount();
  m = null;
});

describe('phone youth page', () => {
  it('sets and confirms a PIN on the keypad to turn youth mode on', async () => {
    let on = false;
    api.getYouthState.mockImplementation(() => state(on));
    api.youthTurnOn.mockImplementation(() => {
      on = true;
      return state(true);
    });
    m = await render();
    await waitFor(() => q('[data-testid="youth-page"]')?.getAttribute('data-on') === 'false', 'the page to update');
    expect(prompt()).toBe('请设置4位密码');
    await typePin('24');
    expect(q('[data-testid="youth-pin-dots"]')?.getAttribute('data-filled')).toBe('2');
    await typePin('68');
    await waitFor(() => prompt() === '请再次输入密码', 'the page to update');
    await typePin('2469');
    await waitFor(() => uiStore.getState().toasts.some((x) => x.text === '两次输入的密码不一致，请重新设置'), 'the page to update');
    expect(api.youthTurnOn).not.toHaveBeenCalled();
    expect(prompt()).toBe('请设置4位密码');
    await typePin('2468');
    await typePin('2468');
    await waitFor(() => q('[data-testid="youth-page"]')?.getAttribute('data-on') === 'true', 'the page to update');
    expect(api.youthTurnOn).toHaveBeenCalledTimes(1);
    expect(api.youthTurnOn.mock.calls[0]?.[0]).toEqual({ pin: '2468' });
    expect(q('[data-testid="youth-usage"]')?.textContent).toBe('今日已使用10分钟，剩余30分钟');
  });

  it('turns youth mode off with the PIN', async () => {
    let on = true;
    api.getYouthState.mockImplementation(() => state(on));
    api.youthTurnOff.mockImplementation(() => {
      on = false;
      return state(false);
    });
    m = await render();
    await waitFor(() => q('[data-testid="youth-page"]')?.getAttribute('data-on') === 'true', 'the page to update');
    expect(prompt()).toBe('请输入4位密码');
    await typePin('1357');
    await waitFor(() => q('[data-testid="youth-page"]')?.getAttribute('data-on') === 'false', 'the page to update');
    expect(api.youthTurnOff.mock.calls[0]?.[0]).toEqual({ pin: '1357' });
  });
});

// Issue 30, point 1: /youth on TV (jsdom, the real shell and focus layer, the calls faked):
// arrival focuses the pad's first key, and OK on the keys enters the PIN by remote, twice, to
// turn youth mode on. (Moving between keys needs real layout: the e2e test walks the pad.)
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router-dom';
import { destroyFocus, initFocus } from '@focus/init';
import { resetBackStack } from '@focus/back-stack';
import { clearSectionMemory } from '@focus/section-memory';
import type { YouthState } from '@src/api/contract/youth';
import { Shell } from '@layouts/tv/shell/shell';
import './shell-lazy';
import { mount, press, settle, KEYS } from '../focus/harness';

const api = vi.hoisted(() => ({ getYouthState: vi.fn(), youthTurnOn: vi.fn() }));
vi.mock('@src/api/call', async (original) => (await import('../api/fake-calls')).withFakeCalls(await original(), api));

const state = (on: boolean): YouthState => ({ on, scope: 'device', usedSeconds: 0, remainingSeconds: 2400, night: false, lockedUntil: 0, blockReason: '', canReset: false });

async function waitFor(check: () => boolean, rounds = 400): Promise<void> {
  for (let i = 0; i < rounds && !check(); i++) await settle(1);
}

beforeEach(() => {
  clearSectionMemory();
  resetBackStack();
  for (const f of Object.values(api)) f.mockReset();
  initFocus({ platform: 'browser' });
});
afterEach(() => destroyFocus());

describe('TV youth page', () => {
  it('focuses the digit pad on arrival and turns youth mode on with a PIN entered by OK', async () => {
    let on = false;
    api.getYouthState.mockImplementation(() => state(on));
    api.youthTurnOn.mockImplementation(() => {
      on = true;
      return state(true);
    });
    const m = await mount(
      <MemoryRouter initialEntries={['/settings', '/youth']} initialIndex={1}>
        <Shell />
      </MemoryRouter>,
    );
    const focused = () => m.container.querySelector('.focused')?.getAttribute('data-testid');
    await waitFor(() => focused() === 'youth-digit-1');
    expect(focused()).toBe('youth-digit-1');
    for (let i = 0; i < 4; i++) await press(...KEYS.enter);
    await waitFor(() => m.container.querySelector('[data-testid="youth-prompt"]')?.textContent === '请再次输入密码');
    for (let i = 0; i < 4; i++) await press(...KEYS.enter);
    await waitFor(() => m.container.querySelector('[data-testid="youth-page"]')?.getAttribute('data-on') === 'true');
    expect(api.youthTurnOn.mock.calls[0]?.[0]).toEqual({ pin: '1111' });
    await m.unmount();
  });
});

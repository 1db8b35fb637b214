// The shells' shield sync loads only with a signed-in user (use-shield.ts): a guest's first
// screen fetches neither its chunk nor the lists; a login loads the lists, a logout empties them.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mount } from '../mobile/render';
import { useShieldSync } from '@src/features/shield/use-shield';
import { sessionStore } from '@src/stores/session';
import { shieldStore } from '@src/stores/shield';
import { makeUser } from '../stores/user-fixture';

const loadShieldLists = vi.hoisted(() => vi.fn(async () => undefined));
vi.mock('@src/api/shield', async (original) => ({ ...(await original<object>()), loadShieldLists }));

function Shell() {
  useShieldSync();
  return null;
}

const until = async (ok: () => boolean) => {
  for (let i = 0; i < 100 && !ok(); i++) await new Promise((r) => setTimeout(r, 10));
};

describe('shield sync in the shells', () => {
  afterEach(() => sessionStore.getState().clearUser());

  it('loads nothing for a guest, the lists at login, and empties them at logout', async () => {
    const clear = vi.spyOn(shieldStore.getState(), 'clear');
    const m = await mount(<Shell />);
    await new Promise((r) => setTimeout(r, 50));
    expect(loadShieldLists).not.toHaveBeenCalled();
    sessionStore.getState().setUser(makeUser({}));
    await until(() => loadShieldLists.mock.calls.length > 0);
    expect(loadShieldLists).toHaveBeenCalledTimes(1);
    sessionStore.getState().clearUser();
    expect(clear).toHaveBeenCalled();
    m.unmount();
  });
});

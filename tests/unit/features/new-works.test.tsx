// The discovery red dot on the client: the 60 s count carries newWorks, and opening discovery
// puts the dot out at once.
import { afterEach, describe, expect, it } from 'vitest';
import { mount } from '../mobile/render';
import { setUnread } from '@src/features/messages';
import { useDiscoverySeen } from '@src/features/messages/discovery-seen';
import { sessionStore } from '@src/stores/session';
import { makeUser } from '../stores/user-fixture';

function Probe({ on }: { on: boolean }) {
  useDiscoverySeen(on);
  return null;
}

describe('discovery red dot', () => {
  afterEach(() => sessionStore.getState().clearUser());

  it('the unread count reply sets and clears newWorks with the count', () => {
    sessionStore.getState().setUser(makeUser({ newWorks: false, totalMsgCount: 0 }));
    setUnread(2, true);
    expect(sessionStore.getState().user).toMatchObject({ totalMsgCount: 2, newWorks: true });
    setUnread(2);
    expect(sessionStore.getState().user?.newWorks).toBe(true);
    setUnread(0, false);
    expect(sessionStore.getState().user).toMatchObject({ totalMsgCount: 0, newWorks: false });
  });

  it('being on discovery clears the flag; elsewhere it stays', async () => {
    sessionStore.getState().setUser(makeUser({ newWorks: true }));
    const m = await mount(<Probe on={false} />);
    expect(sessionStore.getState().user?.newWorks).toBe(true);
    await m.rerender(<Probe on />);
    expect(sessionStore.getState().user?.newWorks).toBe(false);
    m.unmount();
  });
});

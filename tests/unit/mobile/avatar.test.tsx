import { afterEach, describe, expect, it } from 'vitest';
import { MemoryRouter } from 'react-router-dom';
import { Avatar, avatarTarget, vipBadgeLabel } from '@layouts/mobile/components/avatar/avatar';
import { click, mount, type Mounted } from './render';
import { LocationProbe, probe } from './harness';

async function renderAvatar(props: Parameters<typeof Avatar>[0]) {
  return mount(
    <MemoryRouter initialEntries={['/user']}>
      <Avatar {...props} />
      <LocationProbe />
    </MemoryRouter>,
  );
}

describe('avatar (spec 002 §2)', () => {
  let m: Mounted | null = null;
  afterEach(() => {
    m?.unmount();
    m = null;
  });

  it('a click on an avatar with a user id opens /space/{id}', async () => {
    m = await renderAvatar({ src: '/a.jpg', uid: 42 });
    await click(m.container.querySelector('[data-testid="avatar"]'));
    expect(probe.pathname).toBe('/space/42');
  });

  it('clickDisabled or no uid: nothing happens on click', async () => {
    m = await renderAvatar({ src: '/a.jpg', uid: 42, clickDisabled: true });
    await click(m.container.querySelector('[data-testid="avatar"]'));
    expect(probe.pathname).toBe('/user');
    m.unmount();
    m = await renderAvatar({ src: '/a.jpg' });
    await click(m.container.querySelector('[data-testid="avatar"]'));
    expect(probe.pathname).toBe('/user');
    expect(avatarTarget(undefined)).toBeNull();
    expect(avatarTarget(7, true)).toBeNull();
  });

  it('shows big-V, kefu and VIP level badges', async () => {
    m = await renderAvatar({ src: '/a.jpg', uid: 1, bigV: true, kefu: true, vipLevel: 2 });
    const badges = [...m.container.querySelectorAll('[data-badge]')].map((b) => [b.getAttribute('data-badge'), b.textContent]);
    expect(badges).toEqual([
      ['bigV', 'V'],
      ['kefu', '客服'],
      ['vip', 'VIP2'],
    ]);
    expect(vipBadgeLabel(0)).toBeNull();
    expect(vipBadgeLabel(4)).toBe('VIP4');
    expect(vipBadgeLabel(6)).toBe('VIP4+');
  });
});

// TV views of dynamics in jsdom, through the real shell: the dynamics row of /space/{id} moves
// by remote and OK opens /dynamicDetail with its location; a publish step (/getUserLocation)
// is the QR page under the step's own title.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { destroyFocus, initFocus } from '@focus/init';
import { resetBackStack } from '@focus/back-stack';
import { clearSectionMemory } from '@focus/section-memory';
import { Shell } from '@layouts/tv/shell/shell';
import './shell-lazy';
import { focusKey } from '@focus/focus-actions';
import { act } from 'react';
import type { AnyEndpoint } from '@src/api/contract/endpoint';
import { mount, press, settle, KEYS } from '../focus/harness';

const trend = (id: number) => ({
  id,
  user: { userId: 5, nickName: '作者', avatar: '', vipLevel: 0, bigV: false, kefu: false },
  label: '游戏',
  description: `动态${id}`,
  location: '杭州',
  videoId: 0,
  videoUrl: '',
  images: [],
  cover: '',
  likeCount: 2,
  commentCount: 1,
  createdAt: 1_700_000_000,
});

const replies: Record<string, (p: Record<string, unknown>) => unknown> = {
  getUserSpace: () => ({
    user: { userId: 5, nickName: '作者', avatar: '', vipLevel: 0, bigV: false, kefu: false, introduce: '', isFollow: false, isBlackList: false, isFans: false },
    fansCount: 0, followCount: 0, likeCount: 0, level: 1, sex: 0, isSelf: false, videos: [], trendsCount: 2,
  }),
  myListTrends: (p) => ({ list: p.uid === 5 ? [trend(11), trend(12)] : [], page: 1, pageSize: 20, total: 2, hasMore: false }),
  getTrendDetail: (p) => trend(Number(p.id)),
};
vi.mock('@src/api/call', async (original) => ({
  ...(await original<object>()),
  call: async (ep: AnyEndpoint, params: Record<string, unknown>) => {
    const r = replies[ep.name];
    if (!r) throw new Error(`not in this test: ${ep.name}`);
    return r(params ?? {});
  },
}));

const where = { path: '' };
function Probe() {
  const l = useLocation();
  where.path = l.pathname + l.search;
  return null;
}

beforeEach(() => {
  clearSectionMemory();
  resetBackStack();
  initFocus({ platform: 'browser' });
});
afterEach(() => destroyFocus());

async function waitFor(check: () => boolean, rounds = 400): Promise<void> {
  for (let i = 0; i < rounds && !check(); i++) await settle(1);
  expect(check()).toBe(true);
}

describe('dynamics on TV', () => {
  it('/space/{id}: the dynamics row moves by remote and OK opens the dynamic', async () => {
    const m = await mount(
      <MemoryRouter initialEntries={['/space/5']}>
        <Shell />
        <Probe />
      </MemoryRouter>,
    );
    await waitFor(() => m.container.querySelectorAll('[data-testid="space-dynamic"]').length === 2 && !!m.container.querySelector('.focused'));
    // jsdom has no layout, so the arrow between sections is the e2e test's (publish-mobile); here
    // focus enters the row as the remote's Down does, and moves within it by index.
    await act(async () => void focusKey('page:Space#default/space/dynamics'));
    await settle(3);
    expect(m.container.querySelector('[data-testid="space-dynamic"].focused')?.getAttribute('data-id')).toBe('11');
    await press(...KEYS.right);
    expect(m.container.querySelector('[data-testid="space-dynamic"].focused')?.getAttribute('data-id')).toBe('12');
    await press(...KEYS.enter);
    await waitFor(() => where.path === '/dynamicDetail?id=12');
    await waitFor(() => m.container.querySelector('[data-testid="dynamic-location"]')?.textContent === '杭州');
    expect(m.container.querySelector('[data-testid="dynamic-text"]')?.textContent).toBe('动态12');
    await m.unmount();
  });

  it('a publish step shows the QR code to the phone under its own title', async () => {
    const m = await mount(
      <MemoryRouter initialEntries={['/getUserLocation']}>
        <Shell />
      </MemoryRouter>,
    );
    await waitFor(() => !!m.container.querySelector('[data-testid="publish-qr-text"]'));
    expect(m.container.textContent).toContain('所在位置');
    expect(m.container.querySelector('[data-testid="publish-qr-text"]')?.textContent).toBe('请用手机扫描二维码，在手机上继续发布动态');
    expect(new URL(m.container.querySelector('[data-testid="publish-qr"]')?.getAttribute('data-url') ?? '').pathname).toBe('/publishDynamic');
    await waitFor(() => !!m.container.querySelector('[data-testid="qr-my-dynamic"].focused'));
    await m.unmount();
  });
});

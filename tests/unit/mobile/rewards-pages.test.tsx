// Issue 12 points 3, 4 and 6 on the phone: the sign-in page pays once a day, the invitation
// form refuses one's own code before asking, the collection removes the picked videos, and the
// user page links every personal-centre page with its counts and the closable sign-in tip.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { ApiError } from '@src/api/errors';
import { sessionStore } from '@src/stores/session';
import { uiStore } from '@src/stores/ui';
import { href } from '@src/routes/href';
import SignInPage from '@layouts/mobile/pages/rewards/sign-in-page';
import InputInvitationCodePage from '@layouts/mobile/pages/rewards/input-invitation-code-page';
import MyCollectionPage from '@layouts/mobile/pages/rewards/my-collection-page';
import UserPage from '@layouts/mobile/pages/user/user-page';
import { makeUser } from '../stores/user-fixture';
import { click, flush, mount, waitFor, type Mounted } from './render';

type Handler = (params: Record<string, unknown>) => unknown;
const server = vi.hoisted(() => ({ handlers: {} as Record<string, Handler>, calls: [] as { name: string; params: Record<string, unknown> }[] }));

vi.mock('@src/api/call', () => ({
  call: vi.fn(async (ep: { name: string }, params: Record<string, unknown> = {}) => {
    server.calls.push({ name: ep.name, params });
    const h = server.handlers[ep.name];
    if (!h) throw new Error(`no fake for ${ep.name}`);
    return h(params);
  }),
}));
vi.mock('@src/stores/session-restore', () => ({ refreshUser: vi.fn(async () => undefined) }));

const callsOf = (name: string) => server.calls.filter((c) => c.name === name);
const toasts = () => uiStore.getState().toasts.map((t) => t.text);
const video = (id: number) => ({ id, mediaKey: `m${id}`, title: `影片${id}`, poster: '', category: 1, categoryName: '', tags: [], year: 2024, region: '', score: 8, playCount: 0, description: '', episodes: 1, vip: false, gold: 0, durationSec: 60 });

function setInput(el: HTMLInputElement, value: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  setter.call(el, value);
  el.dispatchEvent(new Event('input', { bubbles: true }));
}

let m: Mounted | null = null;
beforeEach(() => {
  server.handlers = {};
  server.calls = [];
  uiStore.setState({ toasts: [] });
  sessionStorage.clear();
  sessionStore.setState({ user: makeUser({ id: 7, gold: 0, level: 11, totalMsgCount: 3 }), loginValid: true });
});
afterEach(() => {
  m?.unmount();
  m = null;
});

describe('sign-in page', () => {
  it('signs in once: the reward goes to the balance and the button says signed', async () => {
    let signed = false;
    server.handlers.getSignInInfo = () => ({ signedToday: signed, streak: signed ? 1 : 0, rewards: [5, 5, 10, 10, 15, 15, 30], todayReward: signed ? 0 : 5, gold: signed ? 5 : 0 });
    server.handlers.signIn = () => {
      signed = true;
      return { gold: 5, reward: 5, streak: 1 };
    };
    m = await mount(<MemoryRouter><SignInPage /></MemoryRouter>);
    await waitFor(() => !!m!.container.querySelector('[data-testid="sign-in-button"]'), 'sign-in button');
    expect(m.container.querySelectorAll('[data-testid="sign-day"]')).toHaveLength(7);
    const button = () => m!.container.querySelector<HTMLButtonElement>('[data-testid="sign-in-button"]')!;
    expect(button().textContent).toContain('立即签到');
    await click(button());
    await flush();
    expect(callsOf('signIn')).toHaveLength(1);
    expect(toasts()).toContain('签到成功，获得5金币，已连续签到1天');
    expect(sessionStore.getState().user?.gold).toBe(5);
    await waitFor(() => button().textContent === '今日已签到', 'signed state');
    expect(button().disabled).toBe(true);
    await click(button());
    expect(callsOf('signIn')).toHaveLength(1);
  });
});

describe('invitation code form', () => {
  it('refuses the own code without a request, shows the server refusal, and rewards once', async () => {
    server.handlers.getInvitationInfo = () => ({ code: 'OWNCODE2', link: 'http://x/register?invitationCode=OWNCODE2', rewardGold: 20, invitedCount: 0, invited: [], codeEntered: false });
    let answer: 'unknown' | 'ok' = 'unknown';
    server.handlers.inputInvitationCode = () => {
      if (answer === 'unknown') throw new ApiError('ret', '邀请码不存在', { ret: 404 });
      return { gold: 20, reward: 20, inviterRewarded: true };
    };
    m = await mount(<MemoryRouter><InputInvitationCodePage /></MemoryRouter>);
    await waitFor(() => !!m!.container.querySelector('input[name="invitationCode"]'), 'code field');
    const input = m.container.querySelector<HTMLInputElement>('input[name="invitationCode"]')!;
    const submit = m.container.querySelector<HTMLButtonElement>('[data-testid="invite-code-submit"]')!;
    const error = () => m!.container.querySelector('[data-testid="form-error"]')!.textContent;
    await act(async () => setInput(input, 'owncode2'));
    await click(submit);
    expect(error()).toBe('不能填写自己的邀请码');
    expect(callsOf('inputInvitationCode')).toHaveLength(0);
    await act(async () => setInput(input, 'zzzzzzzz'));
    await click(submit);
    await flush();
    expect(error()).toBe('邀请码不存在');
    answer = 'ok';
    await click(submit);
    await flush();
    expect(callsOf('inputInvitationCode').map((c) => c.params.code)).toEqual(['ZZZZZZZZ', 'ZZZZZZZZ']);
    expect(toasts()).toContain('填写成功，获得20金币');
    expect(sessionStore.getState().user?.gold).toBe(20);
  });
});

describe('collection', () => {
  it('removes the picked videos and keeps the rest', async () => {
    server.handlers.getCollectList = () => ({ list: [video(1), video(2), video(3)], page: 1, pageSize: 20, total: 3, hasMore: false });
    server.handlers.removeCollect = (p) => ({ removed: (p.mediaKeys as string[]).length });
    m = await mount(<MemoryRouter><MyCollectionPage /></MemoryRouter>);
    await waitFor(() => m!.container.querySelectorAll('[data-testid="collection-item"]').length === 3, 'three videos');
    expect(m.container.querySelector('a[data-testid="collection-item"]')?.getAttribute('href')).toBe(href('Watch', {}, { id: 1 }));
    await click(m.container.querySelector('[data-testid="collection-edit"]'));
    await click(m.container.querySelector('[data-media-key="m1"]'));
    await click(m.container.querySelector('[data-media-key="m3"]'));
    await click(m.container.querySelector('[data-testid="collection-remove"]'));
    await flush();
    expect(callsOf('removeCollect')[0].params).toEqual({ mediaKeys: ['m1', 'm3'] });
    expect([...m.container.querySelectorAll('[data-testid="collection-item"]')].map((e) => e.getAttribute('data-media-key'))).toEqual(['m2']);
  });
});

describe('user page', () => {
  it('links every personal-centre page, with the sign-in state, tasks to claim, gold, level icon and messages', async () => {
    server.handlers.getSignInInfo = () => ({ signedToday: false, streak: 0, rewards: [5, 5, 10, 10, 15, 15, 30], todayReward: 5, gold: 0 });
    const task = (type: number, done: boolean, claimed: boolean) => ({ type, title: `任务${type}`, gold: 5, done, claimed });
    server.handlers.getTaskCenter = () => ({ gold: 0, daily: [task(1, true, false), task(2, true, true)], newHand: [task(1, true, false), task(2, false, false)] });
    m = await mount(<MemoryRouter><UserPage /></MemoryRouter>);
    await waitFor(() => !!m!.container.querySelector('[data-testid="sign-in-tip"]'), 'sign-in tip');
    const links = [...m.container.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    for (const name of ['SignIn', 'TaskCenter', 'NewHandTask', 'MyGold', 'MyLevel', 'MyCollection', 'VoteManage', 'OpenVipRecords', 'Invitation', 'InputInvitationCode', 'EditInfo', 'AccountSecurity'] as const) {
      expect(links, name).toContain(href(name));
    }
    expect(m.container.querySelector('[data-testid="entry-tasks"] .m-user-badge')?.textContent).toBe('2');
    expect(m.container.querySelector('[data-testid="entry-sign-in"]')?.textContent).toContain('+5金币');
    expect(m.container.querySelector('[data-testid="user-level"]')?.textContent).toContain('Lv8');
    expect(m.container.textContent).toContain('今日还未签到，签到可领5金币');
    await click(m.container.querySelector('[data-testid="sign-in-tip"] button'));
    expect(m.container.querySelector('[data-testid="sign-in-tip"]')).toBeNull();
    expect(sessionStorage.getItem('signInTipsHide')).toBe('1');
  });
});

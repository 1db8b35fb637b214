// Issue 28 point 2, the friend's side of a bargain on the hook both layouts use: a visitor's cut
// is a login that comes back to the link; a signed-in friend cuts once and the detail is asked
// again; a refusal keeps the server's Chinese reason; an address without a key has no bargain.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import type { BargainDetail } from '@src/api/contract/vip';
import { ApiError } from '@src/api/errors';

const calls: string[] = [];
let detail: BargainDetail;
let refuse: string | null = null;
vi.mock('@src/api/call', () => ({
  call: async (ep: { name: string }) => {
    calls.push(ep.name);
    if (ep.name === 'getBargainDetail') return detail;
    if (ep.name === 'helpBargain') {
      if (refuse) throw new ApiError('ret', refuse, { ret: 409 });
      detail = { ...detail, price: 15.59, helpers: 1, helped: true };
      return { cut: 2.4, price: 15.59 };
    }
    return null;
  },
}));

import { useBargainHelp, type BargainHelp } from '@src/features/vip/bargain-help';
import { sessionStore } from '@src/stores/session';
import { mount, type Mounted } from '../../mobile/render';

const END = Math.floor(Date.now() / 1000) + 3600;
let h: BargainHelp | null = null;
let m: Mounted | null = null;

function Probe({ search }: { search: string }) {
  h = useBargainHelp(search);
  return null;
}
const flush = () => act(async () => undefined);
const signIn = (id: number) => sessionStore.setState({ user: { id, nickName: 'f', avatar: '', vipLevel: 0, token: { uid: id } } as never });

beforeEach(() => {
  calls.length = 0;
  refuse = null;
  detail = { key: 'bk1', owner: { uid: 1, nickName: '发起人', avatar: '' }, packageId: 202, packageName: '半年卡', startPrice: 17.99, price: 17.99, endTime: END, type: 1, helpers: 0, mine: false, helped: false };
});
afterEach(() => {
  m?.unmount();
  m = null;
  h = null;
  sessionStore.setState({ user: null });
});

describe('useBargainHelp', () => {
  it('an address without a bargain key has no bargain and asks nothing', async () => {
    m = await mount(<Probe search="" />);
    await flush();
    expect(h).toBeNull();
    expect(calls).toEqual([]);
  });

  it('a visitor sees the bargain and is sent to log in, coming back to the link', async () => {
    history.replaceState(null, '', '/activityRules?bargainKey=bk1');
    m = await mount(<Probe search="?bargainKey=bk1" />);
    await flush();
    expect(h?.stage).toBe('visitor');
    expect(h?.secondsLeft).toBeGreaterThan(3500);
    let next: unknown;
    await act(async () => {
      next = await h!.help();
    });
    expect(next).toEqual({ next: `/login?redirect=${encodeURIComponent('/activityRules?bargainKey=bk1')}` });
    expect(calls).not.toContain('helpBargain');
  });

  it('a signed-in friend cuts once: the cut shows and the bargain is asked again', async () => {
    signIn(9);
    m = await mount(<Probe search="?bargainKey=bk1" />);
    await flush();
    expect(h?.stage).toBe('canHelp');
    await act(async () => void (await h!.help()));
    await flush();
    expect(calls.filter((c) => c === 'helpBargain')).toHaveLength(1);
    expect(h?.cut).toBe(2.4);
    expect(calls.filter((c) => c === 'getBargainDetail').length).toBeGreaterThan(1);
    expect(h?.stage).toBe('helped');
    expect(h?.detail?.price).toBe(15.59);
    expect(h?.refusal).toBeNull();
  });

  it('a refused cut keeps the server\'s reason', async () => {
    signIn(9);
    refuse = '该网络下已有好友帮忙砍过，同一网络只能砍一次';
    m = await mount(<Probe search="?bargainKey=bk1" />);
    await flush();
    await act(async () => void (await h!.help()));
    expect(h?.refusal).toBe('该网络下已有好友帮忙砍过，同一网络只能砍一次');
    expect(h?.cut).toBeNull();
    expect(h?.stage).toBe('canHelp');
  });

  it('the owner shares; a bargain that is over only says so', async () => {
    signIn(1);
    detail = { ...detail, mine: true };
    m = await mount(<Probe search="?bargainKey=bk1" />);
    await flush();
    expect(h?.stage).toBe('mine');
    m.unmount();
    detail = { ...detail, mine: false, type: 2 };
    m = await mount(<Probe search="?bargainKey=bk1" />);
    await flush();
    expect(h?.stage).toBe('over');
  });
});

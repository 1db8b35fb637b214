// The bargain block's timing and texts (spec 000 §4, §8, §9) on the hook both layouts use: the
// countdown runs to endTime (seconds) and the status is asked again 3 s after it ends; giving
// up asks 确定放弃本轮活动吗？ 此优惠将不再保留; a copied link says 复制成功 in a dialog and a refused
// copy 复制失败 in a toast; a free claim shows the overlay for 3 s, then the pay info reloads on
// the first tab. Fake timers, not the wall clock.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import type { BargainInfo } from '@src/api/contract/vip';

const calls: string[] = [];
let status: BargainInfo;
vi.mock('@src/api/call', () => ({
  call: async (ep: { name: string }) => {
    calls.push(ep.name);
    if (ep.name === 'getUserBargainStatus') return status;
    if (ep.name === 'receiveBargainForFree') return {};
    return null;
  },
}));

import { useBargain, type BargainModel } from '@src/features/vip/use-bargain';
import { sessionStore } from '@src/stores/session';
import { uiStore } from '@src/stores/ui';
import { mount, type Mounted } from '../../mobile/render';

const NOW_S = 1_800_000_000;
let model: BargainModel;
let m: Mounted | null = null;
const reloadPayInfo = vi.fn();
const showFirstTab = vi.fn();

function Probe() {
  model = useBargain(reloadPayInfo, showFirstTab);
  return null;
}

const statusCalls = () => calls.filter((c) => c === 'getUserBargainStatus').length;
const flush = () => act(async () => undefined);
const advance = (ms: number) => act(async () => void vi.advanceTimersByTime(ms));

beforeEach(() => {
  vi.useFakeTimers({ now: NOW_S * 1000, toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  calls.length = 0;
  reloadPayInfo.mockReset();
  showFirstTab.mockReset();
  uiStore.setState({ toasts: [], dialogs: [] });
  sessionStore.setState({ user: { id: 7, nickName: 'a', avatar: '', vipLevel: 0, token: { uid: 7 } } as never });
});
afterEach(() => {
  m?.unmount();
  m = null;
  vi.useRealTimers();
  sessionStore.setState({ user: null });
});

describe('useBargain', () => {
  it('counts down to endTime and asks for the status again 3 s after it ends', async () => {
    status = { type: 1, price: 4.99, endTime: NOW_S + 2, packageId: 201, key: 'bk1', url: '/activityRules?bargainKey=bk1' };
    m = await mount(<Probe />);
    await flush();
    expect(model.info?.type).toBe(1);
    expect(model.secondsLeft).toBe(2);
    expect(statusCalls()).toBe(1);
    await advance(1000);
    expect(model.secondsLeft).toBe(1);
    await advance(1000);
    expect(model.secondsLeft).toBe(0);
    status = { ...status, type: 2 };
    await advance(2999);
    expect(statusCalls()).toBe(1);
    await advance(1);
    await flush();
    expect(statusCalls()).toBe(2);
    expect(model.info?.type).toBe(2);
  });

  it('giving up asks 确定放弃本轮活动吗？ 此优惠将不再保留 and, confirmed, gives up and reloads the pay info', async () => {
    status = { type: 1, price: 4.99, endTime: NOW_S + 600, packageId: 201, key: 'bk2', url: '' };
    m = await mount(<Probe />);
    await flush();
    let done!: Promise<void>;
    await act(async () => {
      done = model.giveUp();
    });
    const d = uiStore.getState().dialogs.at(-1)!;
    expect(d.title).toBe('确定放弃本轮活动吗？');
    expect(d.message).toBe('此优惠将不再保留');
    await act(async () => {
      d.resolve('yes');
      await done;
    });
    expect(calls).toContain('giveUpBargain');
    expect(reloadPayInfo).toHaveBeenCalledOnce();
  });

  it('a copied link says 复制成功 in a dialog; a refused copy says 复制失败 in a toast', async () => {
    status = { type: 1, price: 4.99, endTime: NOW_S + 600, packageId: 201, key: 'bk3', url: '/activityRules?bargainKey=bk3' };
    m = await mount(<Probe />);
    await flush();
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    Object.defineProperty(window, 'isSecureContext', { value: true, configurable: true });
    await act(async () => model.copyLink());
    expect(writeText).toHaveBeenCalledWith(`${location.origin}/activityRules?bargainKey=bk3`);
    const d = uiStore.getState().dialogs.at(-1)!;
    expect([d.title, d.message]).toEqual(['复制成功', '切换到其他平台分享本站，即可享受优惠！']);

    Object.defineProperty(navigator, 'clipboard', { value: { writeText: () => Promise.reject(new Error('denied')) }, configurable: true });
    document.execCommand = () => false;
    await act(async () => model.copyLink());
    expect(uiStore.getState().toasts.at(-1)?.text).toBe('复制失败');
  });

  it('a free claim at price 0 shows the overlay for 3 s, then reloads the pay info on the first tab', async () => {
    status = { type: 2, price: 0, endTime: NOW_S + 600, packageId: 201, key: 'bk4', url: '' };
    m = await mount(<Probe />);
    await flush();
    await act(async () => model.claimFree());
    expect(calls).toContain('receiveBargainForFree');
    expect(model.overlay).toBe(true);
    await advance(2999);
    expect(model.overlay).toBe(true);
    expect(reloadPayInfo).not.toHaveBeenCalled();
    await advance(1);
    expect(model.overlay).toBe(false);
    expect(reloadPayInfo).toHaveBeenCalledOnce();
    expect(showFirstTab).toHaveBeenCalledOnce();
  });
});

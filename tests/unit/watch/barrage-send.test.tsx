// The barrage-send flow, once for both layouts: a guest goes to /login, a refused check is
// toasted, an unreachable API leaves a not-sent notice until the next send, and a sent barrage
// says nothing but the reward status (no "sent" toast).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { useBarrageSend, type BarrageSend } from '@src/features/watch/use-barrage-send';
import { BarrageSendKeys, newBarrageKey } from '@src/features/watch/barrage-send-key';
import { IDEMPOTENCY_KEY_PATTERN } from '@src/api/contract/common';
import type { LiveBarrage } from '@src/features/watch/use-live-barrage';
import { sessionStore } from '@src/stores/session';
import { uiStore } from '@src/stores/ui';
import { mount, type Mounted } from '../mobile/render';

let model: BarrageSend = null as never;
function Probe({ live }: { live: LiveBarrage }) {
  model = useBarrageSend(live, { refresh: async () => ({ gold: 25, todayCount: 3, dailyLimit: 10 }) });
  return null;
}
const live = (out: Awaited<ReturnType<LiveBarrage['send']>>): LiveBarrage => ({ setRenderer: () => undefined, send: vi.fn(async () => out), sending: false, near: () => [], drawAdvert: () => false });
const toasts = () => uiStore.getState().toasts.map((x) => x.text);

let m: Mounted | null = null;
afterEach(() => {
  m?.unmount();
  m = null;
  uiStore.setState({ toasts: [] });
  sessionStore.setState({ user: null });
});

describe('useBarrageSend', () => {
  it('sends a guest to /login back to this page', async () => {
    history.replaceState(null, '', '/watch?id=v1');
    const l = live({ sent: true });
    m = await mount(<Probe live={l} />);
    let out: unknown;
    await act(async () => {
      out = await model.send('hi');
    });
    expect(out).toEqual({ next: `/login?redirect=${encodeURIComponent('/watch?id=v1')}` });
    expect(l.send).not.toHaveBeenCalled();
  });

  it('toasts a refused check; once sent, only the reward status is shown', async () => {
    sessionStore.setState({ user: { id: 1, token: { uid: 1 } } as never });
    m = await mount(<Probe live={live({ sent: false, problem: '请输入弹幕内容' })} />);
    let out: unknown;
    await act(async () => {
      out = await model.send('');
    });
    expect(out).toEqual({ sent: false });
    expect(toasts()).toEqual(['请输入弹幕内容']);
    uiStore.setState({ toasts: [] });
    m.unmount();
    m = await mount(<Probe live={live({ sent: true })} />);
    await act(async () => {
      out = await model.send('hello');
    });
    expect(out).toEqual({ sent: true });
    expect(toasts()).toHaveLength(1);
    expect(toasts()[0]).toMatch(/今日弹幕奖励 3\/10/);
  });

  it('an unreachable API: one not-sent toast and a notice that stays until the next send', async () => {
    sessionStore.setState({ user: { id: 1, token: { uid: 1 } } as never });
    const failed = '网络异常，弹幕没有发出去，文字已保留，请稍后再发送';
    const l = live({ sent: false, problem: null, unreachable: true });
    m = await mount(<Probe live={l} />);
    let out: unknown;
    await act(async () => {
      out = await model.send('断网');
    });
    expect(out).toEqual({ sent: false });
    expect(toasts()).toEqual([failed]);
    expect(model.notice).toBe(failed);
    (l.send as ReturnType<typeof vi.fn>).mockResolvedValueOnce({ sent: true });
    await act(async () => {
      out = await model.send('断网');
    });
    expect(out).toEqual({ sent: true });
    expect(model.notice).toBeNull();
  });

  it('one idempotency key per typed text: the same on every resend of the unsent text, new for new text and after a send', async () => {
    sessionStore.setState({ user: { id: 1, token: { uid: 1 } } as never });
    const l = live({ sent: false, problem: null, unreachable: true });
    m = await mount(<Probe live={l} />);
    const send = async (text: string) => {
      await act(async () => {
        await model.send(text);
      });
    };
    const keys = () => (l.send as ReturnType<typeof vi.fn>).mock.calls.map((c) => c[1] as string);
    await send('第一句');
    await send('第一句');
    await send('改了的第一句');
    await send('第一句');
    (l.send as ReturnType<typeof vi.fn>).mockResolvedValue({ sent: true });
    await send('第一句');
    await send('第一句');
    const [k1, k1again, edited, backToFirst, sentOne, afterSent] = keys();
    expect(k1again).toBe(k1);
    expect(edited).not.toBe(k1);
    // Only the last unsent text keeps its key: going back to the first words is a new send.
    expect(backToFirst).not.toBe(k1);
    expect(sentOne).toBe(backToFirst);
    // Sent: the same words typed again are a new barrage.
    expect(afterSent).not.toBe(sentOne);
    expect(new Set(keys()).size).toBe(4);
    for (const k of keys()) expect(k).toMatch(new RegExp(IDEMPOTENCY_KEY_PATTERN));
  });
});

describe('BarrageSendKeys', () => {
  it('keeps a key while its text is unsent, forgets it once that text was sent, and ignores a send of other text', () => {
    let n = 0;
    const keys = new BarrageSendKeys(() => `key-${++n}-xxxx`);
    expect(keys.keyFor('a')).toBe('key-1-xxxx');
    expect(keys.keyFor('a')).toBe('key-1-xxxx');
    keys.sent('other');
    expect(keys.keyFor('a')).toBe('key-1-xxxx');
    keys.sent('a');
    expect(keys.keyFor('a')).toBe('key-2-xxxx');
  });

  it('makes keys the contract accepts, different each time', () => {
    const made = Array.from({ length: 200 }, () => newBarrageKey());
    expect(new Set(made).size).toBe(200);
    for (const k of made) expect(k).toMatch(new RegExp(IDEMPOTENCY_KEY_PATTERN));
    // The shortest case (time 0, random 0) still has 8 characters or more.
    expect(newBarrageKey(() => 0, () => 0)).toMatch(new RegExp(IDEMPOTENCY_KEY_PATTERN));
  });
});

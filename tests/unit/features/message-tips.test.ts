import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PrivateMessagePush } from '@src/api/contract/chat';
import { closeTips, receiveTip, resetTips, setOpenChat, tipCountText, tipShown, tipStore, tipTarget, TIP_AUTO_HIDE_MS } from '@src/features/messages';

let nextId = 1;
function push(fromUid: number, over: Partial<PrivateMessagePush> = {}): PrivateMessagePush {
  return { id: nextId++, fromUid, toUid: 1, avatar: `a${fromUid}`, nickname: `u${fromUid}`, type: 0, contentType: 0, content: 'hi', createdAt: 0, read: false, clientId: '', muted: false, ...over };
}

function effects(notify = true) {
  const e = { unread: 0, sounds: 0, notify, addUnread: (n: number) => (e.unread += n), playSound: () => e.sounds++ };
  return e;
}

describe('message tips', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    resetTips();
    setOpenChat(null);
  });
  afterEach(() => vi.useRealTimers());

  it('a push adds the sender and message, counts one unread, plays a sound and shows the banner', () => {
    const e = effects();
    expect(receiveTip(push(2), e)).toBe(true);
    const s = tipStore.getState();
    expect(s.senders.map((x) => x.uid)).toEqual([2]);
    expect(s.messages).toHaveLength(1);
    expect(s.visible).toBe(true);
    expect(e).toMatchObject({ unread: 1, sounds: 1 });
  });

  it('a replayed push (same id, e.g. after a reconnect) is not counted twice', () => {
    const e = effects();
    const p = push(2);
    receiveTip(p, e);
    expect(receiveTip(p, e)).toBe(false);
    expect(e.unread).toBe(1);
    expect(tipStore.getState().messages).toHaveLength(1);
  });

  it('消息通知 off: a push shows no banner and plays no chime; only the unread count moves (once, also when replayed)', () => {
    const e = effects(false);
    const p = push(2);
    expect(receiveTip(p, e)).toBe(false);
    expect(receiveTip(p, e)).toBe(false);
    expect(e).toMatchObject({ unread: 1, sounds: 0 });
    const s = tipStore.getState();
    expect(s.visible).toBe(false);
    expect(s.senders).toEqual([]);
    expect(tipShown(s, false)).toBe(false);
    // Switched back on: the next push tips and chimes as usual.
    const on = effects(true);
    expect(receiveTip(push(3), on)).toBe(true);
    expect(on).toMatchObject({ unread: 1, sounds: 1 });
    expect(tipShown(tipStore.getState(), false)).toBe(true);
  });

  it('skips the open chat and muted conversations', () => {
    const e = effects();
    setOpenChat(3);
    expect(receiveTip(push(3), e)).toBe(false);
    expect(receiveTip(push(4, { muted: true }), e)).toBe(false);
    expect(e).toMatchObject({ unread: 0, sounds: 0 });
    expect(tipStore.getState().senders).toEqual([]);
  });

  it('auto-hides after 10 s', () => {
    receiveTip(push(2), effects());
    vi.advanceTimersByTime(TIP_AUTO_HIDE_MS - 1);
    expect(tipStore.getState().visible).toBe(true);
    vi.advanceTimersByTime(1);
    expect(tipStore.getState().visible).toBe(false);
  });

  it('close hides and ignores ordinary messages for the session, not customer service; reset clears it', () => {
    const e = effects();
    receiveTip(push(2), e);
    closeTips();
    expect(tipStore.getState()).toMatchObject({ visible: false, ignore: true });
    expect(sessionStorage.getItem('msgTipIgnore')).toBe('1');
    receiveTip(push(5), e);
    expect(tipStore.getState().visible).toBe(false);
    expect(e.unread).toBe(2);
    receiveTip(push(6, { type: 1 }), e);
    expect(tipStore.getState().visible).toBe(true);
    resetTips();
    expect(tipStore.getState()).toMatchObject({ senders: [], messages: [], visible: false, ignore: false });
    expect(sessionStorage.getItem('msgTipIgnore')).toBeNull();
  });

  it('one sender opens the chat, several the list; one entry per sender, newest first', () => {
    const e = effects();
    receiveTip(push(2), e);
    expect(tipTarget(tipStore.getState().senders)).toEqual({ kind: 'chat', sender: { uid: 2, avatar: 'a2', nickname: 'u2' } });
    receiveTip(push(3), e);
    receiveTip(push(2), e);
    expect(tipStore.getState().senders.map((s) => s.uid)).toEqual([2, 3]);
    expect(tipTarget(tipStore.getState().senders)).toEqual({ kind: 'list' });
  });

  it('a tap on one sender opens /chat with toUid, avatar, nickName and a new refresh each time (spec 001 §2)', async () => {
    const { openTips } = await import('@src/features/messages/tip-store');
    receiveTip(push(2), effects());
    const q = new URLSearchParams(openTips().split('?')[1]);
    expect([q.get('toUid'), q.get('avatar'), q.get('nickName')]).toEqual(['2', 'a2', 'u2']);
    expect(q.get('refresh')).toMatch(/^[0-9a-z]+$/);
  });

  it('never shows on /privateMessage; counts above 99 are dots', () => {
    receiveTip(push(2), effects());
    const s = tipStore.getState();
    expect(tipShown(s, false)).toBe(true);
    expect(tipShown(s, true)).toBe(false);
    expect(tipCountText(99)).toBe('99');
    expect(tipCountText(100)).toBe('...');
  });
});

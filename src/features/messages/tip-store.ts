// The message tip (spec 001 §4 "Message tip", 002 §2 "Message tips"): a pushed private message
// adds its sender to the tip list and itself to the tip messages, unless the chat with that
// sender is open; the banner shows unless the message is an ordinary one (type 0) and the user
// closed tips this session; each push adds one to the unread count and plays a sound; the
// banner hides by itself after 10 s and is never shown on /privateMessage. Close hides it and
// ignores ordinary tips for the session (sessionStorage); a reset clears messages, tips and
// the ignore flag. 消息通知 off (the enableNotify setting) takes pushes without a banner or a
// sound: only the unread count moves.
import { createStore, useStore } from 'zustand';
import type { PrivateMessagePush } from '@src/api/contract/chat';
import { sessionGet, sessionSet } from '@src/lib/storage';
import { href } from '@src/routes/href';

export const TIP_AUTO_HIDE_MS = 10_000;
export const TIP_MAX_AVATARS = 3;
export const TIP_MAX_COUNT = 99;
const IGNORE_KEY = 'msgTipIgnore';

export interface TipSender {
  uid: number;
  avatar: string;
  nickname: string;
}

export interface TipState {
  /** Senders, newest first, one entry per sender. */
  senders: readonly TipSender[];
  /** Pushed messages not yet seen, by id (a replayed push is not counted twice). */
  messages: readonly PrivateMessagePush[];
  visible: boolean;
  /** Ordinary (type 0) tips are ignored for the rest of the session. */
  ignore: boolean;
  /** The uid of the chat that is open (its messages go to the chat, not the tip). */
  openChatUid: number | null;
}

export interface TipEffects {
  /** Adds n to the unread count (the mine-tab red dot). */
  addUnread(n: number): void;
  playSound(): void;
  /** 消息通知 (enableNotify) now: false keeps the banner hidden and the chime silent. */
  notify: boolean;
}

let hideTimer: ReturnType<typeof setTimeout> | null = null;
/** Ids of pushes taken silently (消息通知 off), so a replayed one is not counted twice either. */
const silentIds = new Set<number>();

export const tipStore = createStore<TipState>(() => ({
  senders: [],
  messages: [],
  visible: false,
  ignore: sessionGet(IGNORE_KEY) === '1',
  openChatUid: null,
}));

function clearHideTimer(): void {
  if (hideTimer) clearTimeout(hideTimer);
  hideTimer = null;
}

/** Takes one pushed message; returns whether the tip took it (false: muted, open chat or a replay). */
export function receiveTip(push: PrivateMessagePush, effects: TipEffects): boolean {
  const s = tipStore.getState();
  // The recipient muted the conversation: no tip, no sound, and the server does not count it.
  if (push.muted) return false;
  if (s.openChatUid === push.fromUid) return false;
  if (s.messages.some((m) => m.id === push.id) || silentIds.has(push.id)) return false;
  if (!effects.notify) {
    silentIds.add(push.id);
    effects.addUnread(1);
    return false;
  }
  const sender: TipSender = { uid: push.fromUid, avatar: push.avatar, nickname: push.nickname };
  const show = !(push.type === 0 && s.ignore);
  tipStore.setState({
    senders: [sender, ...s.senders.filter((x) => x.uid !== push.fromUid)],
    messages: [...s.messages, push],
    visible: show || s.visible,
  });
  effects.addUnread(1);
  effects.playSound();
  if (show) {
    clearHideTimer();
    hideTimer = setTimeout(() => {
      hideTimer = null;
      tipStore.setState({ visible: false });
    }, TIP_AUTO_HIDE_MS);
  }
  return true;
}

/** The close control: hides the banner and ignores ordinary tips for the session. */
export function closeTips(): void {
  clearHideTimer();
  sessionSet(IGNORE_KEY, '1');
  tipStore.setState({ visible: false, ignore: true });
}

/** Clears messages, tips and the ignore flag (spec 001 §4). */
export function resetTips(): void {
  clearHideTimer();
  silentIds.clear();
  sessionSet(IGNORE_KEY, null);
  tipStore.setState({ senders: [], messages: [], visible: false, ignore: false });
}

/** The chat page says which conversation is open (null when it closes). */
export function setOpenChat(uid: number | null): void {
  tipStore.setState({ openChatUid: uid });
}

/** The banner shows when visible and never on the conversation list. */
export function tipShown(s: Pick<TipState, 'visible' | 'senders'>, onPrivateMessage: boolean): boolean {
  return s.visible && s.senders.length > 0 && !onPrivateMessage;
}

/** The count as the banner writes it: above 99 it is dots. */
export function tipCountText(n: number): string {
  return n > TIP_MAX_COUNT ? '...' : String(n);
}

/** Where a tap goes: one sender opens that chat, several the conversation list. */
export function tipTarget(senders: readonly TipSender[]): { kind: 'chat'; sender: TipSender } | { kind: 'list' } {
  return senders.length === 1 ? { kind: 'chat', sender: senders[0] } : { kind: 'list' };
}

/**
 * A tap (OK on TV) on the banner: the address to open (the one sender's chat, else the
 * conversation list); the tips are reset, their messages now being seen there.
 */
export function openTips(): string {
  const target = tipTarget(tipStore.getState().senders);
  resetTips();
  if (target.kind === 'list') return href('PrivateMessage');
  const s = target.sender;
  // refresh: a new value per tap, so the chat loads anew even if it is the page already shown.
  return href('Chat', {}, { toUid: s.uid, avatar: s.avatar, nickName: s.nickname, refresh: Date.now().toString(36) });
}

export const useTips = <T>(selector: (s: TipState) => T): T => useStore(tipStore, selector);

// The chat pages' query (/chat?toUid&nickName&avatar&refresh&params&msgParams, /chatSet?toUid&nickName),
// read once for both layouts: the other user, and the order a manual payment opens the
// service chat with (sent once).
import { useMemo } from 'react';
import { paymentOpening, type ChatOpening } from './payment-opening';

export interface ChatTarget {
  /** The other user; 0 when the query names none. */
  toUid: number;
  nickName: string;
  avatar: string;
  /** The order message of a manual payment, or null. */
  opening: ChatOpening | null;
  /**
   * The query's refresh (spec 001 §2: /chat with toUid, avatar, nickName, refresh): a new value
   * reloads the conversation even when the same chat is already open ('' when absent).
   */
  refresh: string;
}

export function parseChatTarget(search: string): ChatTarget {
  const q = new URLSearchParams(search);
  const toUid = Number(q.get('toUid'));
  return {
    toUid: Number.isInteger(toUid) && toUid > 0 ? toUid : 0,
    nickName: q.get('nickName') ?? '',
    avatar: q.get('avatar') ?? '',
    opening: paymentOpening(q.get('params'), q.get('msgParams')),
    refresh: q.get('refresh') ?? '',
  };
}

/** The same, kept while the query is the same (the opening is sent once per value). */
export function useChatTarget(search: string): ChatTarget {
  return useMemo(() => parseChatTarget(search), [search]);
}

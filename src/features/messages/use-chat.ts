// The view model of /chat for both layouts: a ChatSession over the real calls, fed by the
// app-wide socket (pushes, and a catch-up after each reconnect's `conn`), with the open
// conversation told to the tip (its messages do not tip) and the unread count re-read after
// it is marked read.
import { useEffect, useState, useSyncExternalStore } from 'react';
import { call } from '@src/api/call';
import { getChatMessages, readChat, sendPrivateMessage, type PrivateMessage } from '@src/api/contract/chat';
import { useSession } from '@src/stores/session';
import { realtime } from '../socket';
import { parsePrivateMessage } from './app-realtime';
import { ChatSession, type ChatApi, type ChatState } from './chat-session';
import { setOpenChat } from './tip-store';
import { setUnread } from './unread';
import { uploadImage } from '../image-upload';
import type { ChatOpening } from './payment-opening';

const PAGE_SIZE = 20;

function newClientId(): string {
  return `c${Date.now().toString(36)}${Math.random().toString(36).slice(2, 10)}`;
}

const chatApi: ChatApi = {
  fetch: (q) => call(getChatMessages, { ...q, pageSize: PAGE_SIZE }, { ignoreErrors: true }),
  send: (b) => call(sendPrivateMessage, b),
  read: async (toUid) => {
    const counts = await call(readChat, { toUid }, { ignoreErrors: true, noLoginRedirect: true });
    setUnread(counts.totalMsgCount);
  },
  newClientId,
  now: () => Math.floor(Date.now() / 1000),
};

const EMPTY: ChatState = { items: [], hasMore: false, status: 'loading', loadingOlder: false };

export interface ChatView extends ChatState {
  myUid: number;
  send(text: string): Promise<boolean>;
  sendImage(file: Blob): Promise<boolean>;
  retry(key: string): void;
  loadOlder(): void;
  reload(): void;
}

/**
 * `opening`: a message sent once the conversation has loaded (a manual payment's order).
 * `refresh`: the query's refresh; a new value starts the conversation over (loaded anew).
 */
export function useChat(toUid: number, opening: ChatOpening | null = null, refresh = ''): ChatView {
  const myUid = useSession((s) => s.user?.id ?? 0);
  // Made by the effect (not a memo), so a StrictMode remount gets a live session, not a closed one.
  const [session, setSession] = useState<ChatSession | null>(null);

  useEffect(() => {
    if (!(toUid > 0 && myUid > 0 && toUid !== myUid)) return;
    const s = new ChatSession(toUid, myUid, chatApi);
    setSession(s);
    setOpenChat(toUid);
    const openingText = opening?.text;
    const openingId = opening?.clientId;
    void s.load().then(() => {
      if (openingText && openingId) void s.send(openingText, 0, openingId);
    });
    const offMsg = realtime.on('privateMessage', (p) => {
      const m = parsePrivateMessage(p);
      if (m) s.receive(m as PrivateMessage);
    });
    // `conn` answers every (re)connect: fetch what came while away.
    const offConn = realtime.on('conn', () => void s.catchUp());
    return () => {
      offMsg();
      offConn();
      s.close();
      setOpenChat(null);
      setSession(null);
    };
    // refresh is a dependency only: its change alone rebuilds the session.
  }, [toUid, myUid, opening?.text, opening?.clientId, refresh]);

  const state = useSyncExternalStore(
    (fn) => (session ? session.subscribe(fn) : () => undefined),
    () => (session ? session.snapshot : EMPTY),
  );

  return {
    ...state,
    myUid,
    send: (text) => (session ? session.send(text) : Promise.resolve(false)),
    sendImage: async (file) => {
      if (!session) return false;
      try {
        const filepath = await uploadImage(file);
        return await session.send(filepath, 1);
      } catch {
        return false;
      }
    },
    retry: (key) => void session?.retry(key),
    loadOlder: () => void session?.loadOlder(),
    reload: () => void session?.load(),
  };
}

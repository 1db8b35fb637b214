// One open conversation (/chat?toUid=): history oldest first, older pages fetched upward,
// pushes from the other user merged by id (a replay after a reconnect never duplicates), the
// messages after the newest one fetched again when the socket reconnects, and sends shown at
// once as "sending", then "sent" (the stored message) or "failed" with a retry that reuses the
// same clientId, so a retry the server already stored lands once. Plain TypeScript with its
// calls injected, so the rules are unit-tested without a server.
import type { PrivateMessage } from '@src/api/contract/chat';
import { Emitter } from '@src/lib/events';

export type SendStatus = 'sending' | 'sent' | 'failed';

export interface ChatItem {
  /** Stable React key: the clientId of a local send, else `m{id}`. */
  key: string;
  /** The stored id; null until the server has stored it. */
  id: number | null;
  fromUid: number;
  contentType: number;
  content: string;
  createdAt: number;
  read: boolean;
  status: SendStatus;
  clientId: string;
}

export interface ChatState {
  items: readonly ChatItem[];
  hasMore: boolean;
  /** 'loading' until the first page, then 'ready' or 'error'. */
  status: 'loading' | 'ready' | 'error';
  loadingOlder: boolean;
}

export interface ChatApi {
  fetch(q: { toUid: number; beforeId?: number; afterId?: number }): Promise<{ list: readonly PrivateMessage[]; hasMore: boolean }>;
  send(b: { toUid: number; contentType: number; content: string; clientId: string }): Promise<PrivateMessage>;
  /** Marks the conversation read (the unread count follows). */
  read(toUid: number): Promise<unknown>;
  newClientId(): string;
  now(): number;
}

const itemOf = (m: PrivateMessage): ChatItem => ({
  key: m.clientId || `m${m.id}`,
  id: m.id,
  fromUid: m.fromUid,
  contentType: m.contentType,
  content: m.content,
  createdAt: m.createdAt,
  read: m.read,
  status: 'sent',
  clientId: m.clientId,
});

/** Merges stored messages into the list: by id, local sends matched by clientId, ordered by id. */
export function mergeMessages(items: readonly ChatItem[], incoming: readonly PrivateMessage[]): ChatItem[] {
  const out = [...items];
  for (const m of incoming) {
    const byId = out.findIndex((x) => x.id === m.id);
    const byClient = m.clientId ? out.findIndex((x) => x.id === null && x.clientId === m.clientId) : -1;
    const at = byId >= 0 ? byId : byClient;
    const next = itemOf(m);
    if (at >= 0) out[at] = { ...next, key: out[at].key };
    else out.push(next);
  }
  // Stored messages by id; local sends (no id yet) stay at the end in the order sent.
  const stored = out.filter((x) => x.id !== null).sort((a, b) => (a.id as number) - (b.id as number));
  return [...stored, ...out.filter((x) => x.id === null)];
}

export class ChatSession {
  private state: ChatState = { items: [], hasMore: false, status: 'loading', loadingOlder: false };
  private readonly events = new Emitter<{ change: undefined }>('chat-session');
  private closed = false;

  constructor(
    readonly toUid: number,
    readonly myUid: number,
    private readonly api: ChatApi,
  ) {}

  get snapshot(): ChatState {
    return this.state;
  }

  subscribe(fn: () => void): () => void {
    return this.events.on('change', fn);
  }

  close(): void {
    this.closed = true;
    this.events.clear();
  }

  private set(patch: Partial<ChatState>): void {
    if (this.closed) return;
    this.state = { ...this.state, ...patch };
    this.events.emit('change', undefined);
  }

  private newestId(): number {
    let max = 0;
    for (const x of this.state.items) if (x.id !== null && x.id > max) max = x.id;
    return max;
  }

  /** The latest page, then the conversation is marked read. */
  async load(): Promise<void> {
    this.set({ status: 'loading' });
    try {
      const page = await this.api.fetch({ toUid: this.toUid });
      this.set({ items: mergeMessages(this.state.items, page.list), hasMore: page.hasMore, status: 'ready' });
      void this.markRead();
    } catch {
      this.set({ status: 'error' });
    }
  }

  /** Older messages above the oldest shown (history paged upward). */
  async loadOlder(): Promise<void> {
    const oldest = this.state.items.find((x) => x.id !== null)?.id;
    if (!this.state.hasMore || this.state.loadingOlder || !oldest) return;
    this.set({ loadingOlder: true });
    try {
      const page = await this.api.fetch({ toUid: this.toUid, beforeId: oldest });
      this.set({ items: mergeMessages(this.state.items, page.list), hasMore: page.hasMore, loadingOlder: false });
    } catch {
      this.set({ loadingOlder: false });
    }
  }

  /** After a reconnect: what came while the socket was away (pushes are not replayed). */
  async catchUp(): Promise<void> {
    if (this.state.status !== 'ready') return;
    try {
      let afterId = this.newestId();
      for (let i = 0; i < 10; i++) {
        const page = await this.api.fetch({ toUid: this.toUid, afterId });
        this.set({ items: mergeMessages(this.state.items, page.list) });
        const next = this.newestId();
        if (!page.hasMore || next === afterId) break;
        afterId = next;
      }
      void this.markRead();
    } catch {
      // the next reconnect or push tries again
    }
  }

  /** A pushed message: only the other user's messages to me belong here. */
  receive(m: PrivateMessage): boolean {
    if (m.fromUid !== this.toUid || m.toUid !== this.myUid) return false;
    this.set({ items: mergeMessages(this.state.items, [m]) });
    void this.markRead();
    return true;
  }

  /** Sends a message; a given clientId (an order's opening message) is sent at most once. */
  async send(content: string, contentType = 0, givenClientId?: string): Promise<boolean> {
    const text = contentType === 0 ? content.trim() : content;
    if (!text) return false;
    if (givenClientId && this.state.items.some((x) => x.clientId === givenClientId)) return true;
    const clientId = givenClientId ?? this.api.newClientId();
    const local: ChatItem = { key: clientId, id: null, fromUid: this.myUid, contentType, content: text, createdAt: this.api.now(), read: false, status: 'sending', clientId };
    this.set({ items: [...this.state.items, local] });
    return this.deliver(local);
  }

  /** Sends a failed message again with its clientId. */
  async retry(key: string): Promise<boolean> {
    const item = this.state.items.find((x) => x.key === key && x.status === 'failed');
    if (!item) return false;
    this.patchItem(key, { status: 'sending' });
    return this.deliver(item);
  }

  private async deliver(item: ChatItem): Promise<boolean> {
    try {
      const stored = await this.api.send({ toUid: this.toUid, contentType: item.contentType, content: item.content, clientId: item.clientId });
      this.set({ items: mergeMessages(this.state.items, [stored]) });
      return true;
    } catch {
      this.patchItem(item.key, { status: 'failed' });
      return false;
    }
  }

  private patchItem(key: string, patch: Partial<ChatItem>): void {
    this.set({ items: this.state.items.map((x) => (x.key === key ? { ...x, ...patch } : x)) });
  }

  private async markRead(): Promise<void> {
    try {
      await this.api.read(this.toUid);
    } catch {
      // the count is read again by the global timer
    }
  }
}

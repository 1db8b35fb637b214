import { describe, expect, it } from 'vitest';
import type { PrivateMessage } from '@src/api/contract/chat';
import { ChatSession, mergeMessages, type ChatApi } from '@src/features/messages';

const ME = 1;
const THEM = 2;

function msg(id: number, from = THEM, over: Partial<PrivateMessage> = {}): PrivateMessage {
  return { id, fromUid: from, toUid: from === ME ? THEM : ME, avatar: '', nickname: '', type: 0, contentType: 0, content: `m${id}`, createdAt: id, read: false, clientId: '', ...over };
}

/** A fake server: a stored conversation, pages of 3, sends that can be made to fail. */
function fakeApi(stored: PrivateMessage[]) {
  let n = 0;
  const calls: string[] = [];
  const api: ChatApi & { failSends: boolean; calls: string[]; stored: PrivateMessage[] } = {
    failSends: false,
    calls,
    stored,
    async fetch(q) {
      calls.push(`fetch:${JSON.stringify(q)}`);
      let list = [...stored].sort((a, b) => a.id - b.id);
      if (q.beforeId) list = list.filter((m) => m.id < (q.beforeId as number));
      if (q.afterId !== undefined) {
        const after = list.filter((m) => m.id > (q.afterId as number));
        return { list: after.slice(0, 3), hasMore: after.length > 3 };
      }
      return { list: list.slice(-3), hasMore: list.length > 3 };
    },
    async send(b) {
      calls.push(`send:${b.clientId}`);
      if (api.failSends) throw new Error('network');
      const existing = stored.find((m) => m.clientId === b.clientId);
      if (existing) return existing;
      const m = msg(100 + stored.length, ME, { content: b.content, contentType: b.contentType, clientId: b.clientId });
      stored.push(m);
      return m;
    },
    async read() {
      calls.push('read');
    },
    newClientId: () => `c${++n}`,
    now: () => 0,
  };
  return api;
}

describe('chat session', () => {
  it('loads the latest page oldest first, marks it read, and pages upward without duplicates', async () => {
    const api = fakeApi([1, 2, 3, 4, 5].map((i) => msg(i)));
    const s = new ChatSession(THEM, ME, api);
    await s.load();
    expect(s.snapshot.items.map((x) => x.id)).toEqual([3, 4, 5]);
    expect(s.snapshot.hasMore).toBe(true);
    expect(api.calls).toContain('read');
    await s.loadOlder();
    expect(s.snapshot.items.map((x) => x.id)).toEqual([1, 2, 3, 4, 5]);
    expect(s.snapshot.hasMore).toBe(false);
  });

  it('merges a push once even when it is replayed, and only from the other user', async () => {
    const api = fakeApi([msg(1)]);
    const s = new ChatSession(THEM, ME, api);
    await s.load();
    expect(s.receive(msg(2))).toBe(true);
    s.receive(msg(2));
    expect(s.receive(msg(3, 9))).toBe(false);
    expect(s.snapshot.items.map((x) => x.id)).toEqual([1, 2]);
  });

  it('catches up after a reconnect with what came while away', async () => {
    const api = fakeApi([msg(1)]);
    const s = new ChatSession(THEM, ME, api);
    await s.load();
    api.stored.push(msg(2), msg(3), msg(4), msg(5));
    s.receive(msg(2));
    await s.catchUp();
    expect(s.snapshot.items.map((x) => x.id)).toEqual([1, 2, 3, 4, 5]);
  });

  it('a send shows sending, then the stored message; a failure shows failed and the retry lands once', async () => {
    const api = fakeApi([]);
    const s = new ChatSession(THEM, ME, api);
    await s.load();
    const seen: string[] = [];
    s.subscribe(() => seen.push(s.snapshot.items.map((x) => x.status).join(',')));
    await s.send('  hello  ');
    expect(seen[0]).toBe('sending');
    expect(s.snapshot.items).toMatchObject([{ status: 'sent', content: 'hello', id: 100 }]);

    api.failSends = true;
    await s.send('again');
    const failed = s.snapshot.items[1];
    expect(failed.status).toBe('failed');
    api.failSends = false;
    await s.retry(failed.key);
    expect(s.snapshot.items.map((x) => x.status)).toEqual(['sent', 'sent']);
    expect(api.calls.filter((c) => c === `send:${failed.clientId}`)).toHaveLength(2);
    expect(api.stored.filter((m) => m.clientId === failed.clientId)).toHaveLength(1);
    expect(await s.send('   ')).toBe(false);
  });

  it('mergeMessages keeps stored messages by id and local sends at the end', () => {
    const local = { key: 'c1', id: null, fromUid: ME, contentType: 0, content: 'x', createdAt: 0, read: false, status: 'sending' as const, clientId: 'c1' };
    const merged = mergeMessages([local], [msg(5), msg(3)]);
    expect(merged.map((x) => x.id)).toEqual([3, 5, null]);
    const landed = mergeMessages(merged, [msg(6, ME, { clientId: 'c1' })]);
    expect(landed.map((x) => [x.id, x.key])).toEqual([[3, 'm3'], [5, 'm5'], [6, 'c1']]);
  });
});

describe('the manual payment opening of the service chat', () => {
  it('is made of the order values, keyed by the order requestId; anything else opens nothing', async () => {
    const { paymentOpening } = await import('@src/features/messages');
    const order = JSON.stringify({ ProductID: 3, requestId: 'tap_12345678', payType: 3 });
    const shown = JSON.stringify({ name: '月卡', price: 30, priceSymbol: '¥', payTitle: '人工充值' });
    expect(paymentOpening(order, shown)).toEqual({ text: '人工充值 月卡 ¥30', clientId: 'pay-tap_12345678' });
    expect(paymentOpening(null, shown)).toBeNull();
    expect(paymentOpening('{bad json', shown)).toBeNull();
    expect(paymentOpening(JSON.stringify({ requestId: 'x' }), shown)).toBeNull();
    expect(paymentOpening(order, JSON.stringify({}))).toBeNull();
  });
});

describe('a send with a given clientId (the order opening)', () => {
  it('is sent once: a second call, or the message already loaded, sends nothing new', async () => {
    const api = fakeApi([]);
    const s = new ChatSession(THEM, ME, api);
    await s.load();
    expect(await s.send('人工充值 月卡 ¥30', 0, 'pay-tap_12345678')).toBe(true);
    expect(await s.send('人工充值 月卡 ¥30', 0, 'pay-tap_12345678')).toBe(true);
    expect(api.calls.filter((c) => c.startsWith('send:'))).toEqual(['send:pay-tap_12345678']);
    const again = new ChatSession(THEM, ME, api);
    await again.load();
    await again.send('人工充值 月卡 ¥30', 0, 'pay-tap_12345678');
    expect(api.stored.filter((m) => m.clientId === 'pay-tap_12345678')).toHaveLength(1);
    expect(api.calls.filter((c) => c.startsWith('send:'))).toHaveLength(1);
  });
});

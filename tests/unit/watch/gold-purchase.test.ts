import { describe, expect, it } from 'vitest';
import { GoldPurchase, newRequestId } from '@src/features/payment';
import { ApiError } from '@src/api/errors';

function ids() {
  let n = 0;
  return () => `req-${++n}`;
}

describe('gold pay idempotency key', () => {
  it('a retry after a lost reply reuses the key of the failed action', async () => {
    const seen: string[] = [];
    let fail = true;
    const p = new GoldPurchase('v1004', async (_k, id) => {
      seen.push(id);
      if (fail) {
        fail = false;
        throw new ApiError('network', 'network error');
      }
      return { paid: true, gold: 90 };
    }, ids());
    await expect(p.start()).rejects.toThrow('network error');
    expect(p.pendingRequestId).toBe('req-1');
    await expect(p.retry()).resolves.toEqual({ paid: true, gold: 90 });
    expect(seen).toEqual(['req-1', 'req-1']);
  });

  it('each new user action gets a fresh key', async () => {
    const seen: string[] = [];
    const p = new GoldPurchase('v1004', async (_k, id) => (seen.push(id), { paid: true, gold: 1 }), ids());
    await p.start();
    await p.start();
    expect(seen).toEqual(['req-1', 'req-2']);
  });

  it('a second press while paying joins the payment in flight (double-tap safe)', async () => {
    let release: () => void = () => undefined;
    let calls = 0;
    const p = new GoldPurchase('v1004', () => {
      calls++;
      return new Promise((r) => (release = () => r({ paid: true, gold: 5 })));
    }, ids());
    const a = p.start();
    const b = p.start();
    expect(p.busy).toBe(true);
    release();
    expect(await a).toEqual(await b);
    expect(calls).toBe(1);
    expect(p.busy).toBe(false);
  });

  it('a refusal (not enough gold) ends the action: the next press uses a new key', async () => {
    const seen: string[] = [];
    const p = new GoldPurchase('v1004', async (_k, id) => {
      seen.push(id);
      throw new ApiError('ret', '金币不足', { ret: 3001 });
    }, ids());
    await expect(p.start()).rejects.toThrow();
    expect(p.pendingRequestId).toBeNull();
    await expect(p.start()).rejects.toThrow();
    expect(seen).toEqual(['req-1', 'req-2']);
  });

  it('request ids fit the server rule (8-64 letters, digits, - or _)', () => {
    for (let i = 0; i < 50; i++) expect(newRequestId()).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
  });
});

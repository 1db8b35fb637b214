// Spec 000 §4: the pay action per pay type, the silent failure of card and gateway orders,
// the iOS confirm before the gateway, and one requestId per tap (a double tap is one order).
import { describe, expect, it, vi } from 'vitest';
import { gatewayUrl, runPay, VipPayTap, type PayPorts, type PayRequest } from '@src/features/vip/vip-pay';
import { pkg } from './fixtures';

const ports = (over: Partial<PayPorts> = {}): PayPorts => ({
  createCardOrder: vi.fn(async () => ({ orderId: 'o1', payUrl: '/sandbox-pay/checkout?order=o1', amount: 30, priceSymbol: '¥', packageName: 'p' })),
  createGatewayOrder: vi.fn(async () => ({ orderId: 'o2', gateway: '/sandbox-pay/checkout', params: { order: 'o2', t: 'x' } })),
  cusService: vi.fn(async () => ({ id: 42 })),
  confirmIos: vi.fn(async () => true),
  isIos: false,
  ...over,
});

const req = (payType: number, over: Partial<PayRequest> = {}): PayRequest => ({
  pkg: pkg(101, 1, { promotions: [{ promotionCode: 'NEW', title: '新人' }] }), categoryId: 1, payType, payTitle: 't', requestId: 'req-0001', ...over,
});
const query = (to: string) => new URLSearchParams(to.split('?')[1]);

describe('runPay', () => {
  it('-1: a card order with the order request fields, then /notice', async () => {
    const p = ports();
    const out = await runPay(req(-1, { toUid: 9 }), p);
    expect(p.createCardOrder).toHaveBeenCalledWith({ ProductID: 101, categoryId: 1, ToUID: 9, Promotions: 'NEW', requestId: 'req-0001', payType: -1 });
    expect(out).toMatchObject({ kind: 'navigate', to: '/notice?orderId=o1' });
  });
  it('passes a bargain key on the order', async () => {
    const p = ports();
    await runPay(req(-1, { bargainKey: 'bk1' }), p);
    expect(p.createCardOrder).toHaveBeenCalledWith(expect.objectContaining({ bargainKey: 'bk1' }));
  });
  it('-1 and 5: a failed order only ends the action (failed, nothing to show)', async () => {
    const boom = async () => {
      throw new Error('x');
    };
    expect(await runPay(req(-1), ports({ createCardOrder: boom }))).toEqual({ kind: 'failed' });
    expect(await runPay(req(5), ports({ createGatewayOrder: boom }))).toEqual({ kind: 'failed' });
  });
  it('5: the gateway with its params in a new window; on iOS the confirm comes before the order, so a cancel makes none', async () => {
    expect(await runPay(req(5), ports())).toEqual({ kind: 'window', url: '/sandbox-pay/checkout?order=o2&t=x' });
    const ios = ports({ isIos: true, confirmIos: vi.fn(async () => false) });
    expect(await runPay(req(5), ios)).toEqual({ kind: 'cancelled' });
    expect(ios.confirmIos).toHaveBeenCalledOnce();
    expect(ios.createGatewayOrder).not.toHaveBeenCalled();
    const order: string[] = [];
    const ok = ports({
      isIos: true,
      confirmIos: vi.fn(async () => (order.push('confirm'), true)),
      createGatewayOrder: vi.fn(async () => (order.push('order'), { orderId: 'o2', gateway: '/g', params: {} })),
    });
    expect(await runPay(req(5), ok)).toMatchObject({ kind: 'window', url: '/g' });
    expect(order).toEqual(['confirm', 'order']);
  });
  it('0/1: /zfbPay with params (JSON), disrmb, title, msgParams; 2: /tcgPay with disprice', async () => {
    const z = await runPay(req(0), ports());
    expect(z.kind === 'navigate' && z.to.startsWith('/zfbPay?')).toBe(true);
    const zq = query((z as { to: string }).to);
    expect(JSON.parse(zq.get('params')!)).toMatchObject({ ProductID: 101, payType: 0, requestId: 'req-0001' });
    expect(zq.get('disrmb')).toBe('30');
    expect(zq.get('title')).toBe('t');
    expect(JSON.parse(zq.get('msgParams')!)).toMatchObject({ packageId: 101 });
    const tcg = await runPay(req(2), ports());
    expect((tcg as { to: string }).to.startsWith('/tcgPay?')).toBe(true);
    expect(query((tcg as { to: string }).to).get('disprice')).toBe('30');
  });
  it('3: the desk from GetCusService, then /chat with toUid and type artificial_pay (artificial_pay_help for a gift)', async () => {
    const p = ports();
    const own = await runPay(req(3, { region: 'MY' }), p);
    expect(p.cusService).toHaveBeenCalledWith('MY');
    const q = query((own as { to: string }).to);
    expect((own as { to: string }).to.startsWith('/chat?')).toBe(true);
    expect(q.get('toUid')).toBe('42');
    expect(JSON.parse(q.get('params')!).type).toBe('artificial_pay');
    expect(q.get('msgParams')).toBeTruthy();
    const gift = await runPay(req(3, { toUid: 9 }), ports());
    expect(JSON.parse(query((gift as { to: string }).to).get('params')!).type).toBe('artificial_pay_help');
  });
  it('builds gateway URLs with or without a query', () => {
    expect(gatewayUrl('/g?a=1', { b: '2' })).toBe('/g?a=1&b=2');
    expect(gatewayUrl('/g', {})).toBe('/g');
  });
});

describe('VipPayTap', () => {
  it('a double tap joins the first: one requestId, one order', async () => {
    let n = 0;
    const tap = new VipPayTap(() => `req-${++n}`);
    const seen: string[] = [];
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const run = async (id: string) => {
      seen.push(id);
      await gate;
      return { kind: 'failed' } as const;
    };
    const a = tap.tap(run);
    const b = tap.tap(run);
    expect(tap.busy).toBe(true);
    release();
    await Promise.all([a, b]);
    expect(seen).toEqual(['req-1']);
    await tap.tap(run);
    expect(seen).toEqual(['req-1', 'req-2']);
  });
});

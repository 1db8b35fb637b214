// The pay action of 授权支付 per pay type (spec 000 §4): -1 card order then /notice; 5 the
// gateway in a new window (on iOS the 跳转到支付页面 confirm before its order); 0/1 /zfbPay and 2 /tcgPay
// with the order request as `params`; 3 the customer-service chat (GetCusService templateType 2,
// then /chat). A failed card or gateway order only clears the loading flag (nothing is shown).
// One requestId per tap: the order pages reuse the tap's key, so a double tap makes one order.
import type { VipPackage } from '@src/api/contract/vip';
import { href } from '@src/routes/href';
import { payRouteOf, promotionsOf, shownPrice } from './vip-rules';

export interface OrderRequest {
  ProductID: number;
  categoryId: number;
  ToUID?: number;
  Promotions?: string;
  region?: string;
  requestId: string;
  payType: number;
  bargainKey?: string;
  addressId?: number;
}

export interface PayRequest {
  pkg: VipPackage;
  categoryId: number;
  payType: number;
  payTitle: string;
  toUid?: number;
  region?: string;
  requestId: string;
  /** A finished bargain of this package: the order takes the bargained price. */
  bargainKey?: string;
  /** The buyer's delivery address, for a package with a physical gift. */
  addressId?: number;
}

export interface PayPorts {
  createCardOrder(req: OrderRequest): Promise<{ orderId: string; payUrl: string; amount: number; priceSymbol: string; packageName: string }>;
  createGatewayOrder(req: OrderRequest): Promise<{ orderId: string; gateway: string; params: Record<string, string> }>;
  cusService(region?: string): Promise<{ id: number }>;
  confirmIos(): Promise<boolean>;
  isIos: boolean;
}

export type PayOutcome =
  | { kind: 'navigate'; to: string; card?: { orderId: string; payUrl: string; amount: number; priceSymbol: string; packageName: string } }
  | { kind: 'window'; url: string }
  | { kind: 'failed' }
  | { kind: 'cancelled' };

export function orderRequestOf(r: PayRequest): OrderRequest {
  const promotions = promotionsOf(r.pkg);
  return {
    ProductID: r.pkg.packageId,
    categoryId: r.categoryId,
    ...(r.toUid ? { ToUID: r.toUid } : {}),
    ...(promotions ? { Promotions: promotions } : {}),
    ...(r.region ? { region: r.region } : {}),
    requestId: r.requestId,
    payType: r.payType,
    ...(r.bargainKey ? { bargainKey: r.bargainKey } : {}),
    ...(r.addressId ? { addressId: r.addressId } : {}),
  };
}

/** What the order pages show next to the request: the package and its price. */
function msgParamsOf(r: PayRequest): string {
  const p = shownPrice(r.pkg);
  return JSON.stringify({ packageId: r.pkg.packageId, name: r.pkg.name, price: p.price, rmb: p.rmb, priceSymbol: p.symbol, payTitle: r.payTitle });
}

/** The gateway address with its parameters as a GET query. */
export function gatewayUrl(gateway: string, params: Record<string, string>): string {
  const q = new URLSearchParams(params).toString();
  return q ? `${gateway}${gateway.includes('?') ? '&' : '?'}${q}` : gateway;
}

export async function runPay(r: PayRequest, ports: PayPorts): Promise<PayOutcome> {
  const route = payRouteOf(r.payType);
  const order = orderRequestOf(r);
  const price = shownPrice(r.pkg);
  switch (route) {
    case 'card': {
      try {
        const o = await ports.createCardOrder(order);
        return { kind: 'navigate', to: href('Notice', {}, { orderId: o.orderId }), card: o };
      } catch {
        return { kind: 'failed' };
      }
    }
    case 'gateway': {
      // On iOS the confirm comes first (spec 000 §4), so a cancel leaves no unpaid order.
      if (ports.isIos && !(await ports.confirmIos())) return { kind: 'cancelled' };
      try {
        const g = await ports.createGatewayOrder(order);
        return { kind: 'window', url: gatewayUrl(g.gateway, g.params) };
      } catch {
        return { kind: 'failed' };
      }
    }
    case 'zfb':
      return { kind: 'navigate', to: href('ZfbPay', {}, { params: JSON.stringify(order), disrmb: price.rmb, title: r.payTitle, msgParams: msgParamsOf(r) }) };
    case 'tcg':
      return { kind: 'navigate', to: href('TcgPay', {}, { params: JSON.stringify(order), disprice: price.price, title: r.payTitle, msgParams: msgParamsOf(r) }) };
    case 'manual': {
      try {
        const cs = await ports.cusService(r.region);
        const type = r.toUid ? 'artificial_pay_help' : 'artificial_pay';
        return { kind: 'navigate', to: href('Chat', {}, { toUid: cs.id, params: JSON.stringify({ type, ...order }), msgParams: msgParamsOf(r) }) };
      } catch {
        return { kind: 'failed' };
      }
    }
    default:
      return { kind: 'failed' };
  }
}

/**
 * One tap on 授权支付 = one requestId; while its pay action runs, another tap joins it
 * (a double tap makes one order).
 */
export class VipPayTap {
  private inFlight: Promise<PayOutcome> | null = null;
  constructor(private readonly makeId: () => string) {}

  get busy(): boolean {
    return this.inFlight !== null;
  }

  tap(run: (requestId: string) => Promise<PayOutcome>): Promise<PayOutcome> {
    if (this.inFlight) return this.inFlight;
    const p = run(this.makeId()).finally(() => {
      this.inFlight = null;
    });
    this.inFlight = p;
    return p;
  }
}

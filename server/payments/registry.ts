// Which provider serves which pay type. A configured real provider (Alipay: 0 and 1, WeChat
// Pay: 2 by default; server/payments/providers-from-env.ts) takes its pay types; the sandbox
// serves every other pay type with a checkout (-1 card, 0/1 Alipay-style, 2 other pay page,
// 5 gateway) while its pages are on (`paymentSandbox`, off by default in production); 3 is
// manual payment through customer service (docs/api.md "Payments: plugging in a provider").
import type { AppContext } from '../context';
import type { OrderRow } from './orders';
import type { CheckoutOrder, RealProvider } from './provider';
import { sandboxProvider, type SandboxProvider } from './sandbox';

export interface Payments {
  /** Signs and verifies notifications (also the staff confirmation of manual orders). */
  sandbox: SandboxProvider;
  /** The real providers configured on this server. */
  real: readonly RealProvider[];
  /** The real provider that serves this pay type, or null (the sandbox or manual payment). */
  providerFor(payType: number): RealProvider | null;
  /** Whether orders of this pay type can be paid here (a checkout exists). */
  canCheckout(payType: number): boolean;
  /** The page the payer pays on; empty when there is none. */
  payUrl(o: Pick<OrderRow, 'id' | 'pay_type' | 'provider' | 'pay_url'>): string;
  checkout(order: CheckoutOrder): { gateway: string; params: Record<string, string> };
}

const byContext = new WeakMap<AppContext, Payments>();

/** The providers of one running server (keys derived from its secret), made once. */
export function paymentsOf(ctx: AppContext): Payments {
  let p = byContext.get(ctx);
  if (!p) {
    const sandbox = sandboxProvider(ctx.tokenSecret);
    const real = ctx.paymentProviders;
    const providerFor = (payType: number) => real.find((r) => r.payTypes.includes(payType)) ?? null;
    const canCheckout = (payType: number) => payType === 3 || providerFor(payType) !== null || ctx.paymentSandbox;
    p = {
      sandbox,
      real,
      providerFor,
      canCheckout,
      payUrl: (o) => (o.provider !== 'sandbox' ? o.pay_url : ctx.paymentSandbox ? sandbox.payUrl(o) : ''),
      checkout: (order) => sandbox.checkout(order),
    };
    byContext.set(ctx, p);
  }
  return p;
}

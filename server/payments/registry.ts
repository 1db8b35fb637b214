// Which provider serves which pay type. The sandbox serves every pay type with a checkout
// (-1 card, 0/1 Alipay-style, 2 other pay page, 5 gateway) while its pages are on
// (`paymentSandbox`, off by default in production); 3 is manual payment through customer
// service. A real provider is added here (docs/api.md "Payments: plugging in a provider").
import type { AppContext } from '../context';
import type { OrderRow } from './orders';
import type { CheckoutOrder } from './provider';
import { sandboxProvider, type SandboxProvider } from './sandbox';

export interface Payments {
  /** Signs and verifies notifications (also the staff confirmation of manual orders). */
  sandbox: SandboxProvider;
  /** Whether orders of this pay type can be paid here (a checkout exists). */
  canCheckout(payType: number): boolean;
  /** The page the payer pays on; empty when there is none. */
  payUrl(o: Pick<OrderRow, 'id' | 'pay_type'>): string;
  checkout(order: CheckoutOrder): { gateway: string; params: Record<string, string> };
}

const byContext = new WeakMap<AppContext, Payments>();

/** The providers of one running server (keys derived from its secret), made once. */
export function paymentsOf(ctx: AppContext): Payments {
  let p = byContext.get(ctx);
  if (!p) {
    const sandbox = sandboxProvider(ctx.tokenSecret);
    const canCheckout = (payType: number) => payType === 3 || ctx.paymentSandbox;
    p = {
      sandbox,
      canCheckout,
      payUrl: (o) => (ctx.paymentSandbox ? sandbox.payUrl(o) : ''),
      checkout: (order) => sandbox.checkout(order),
    };
    byContext.set(ctx, p);
  }
  return p;
}

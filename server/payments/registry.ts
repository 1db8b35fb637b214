// Which provider serves which pay type. The sandbox serves every pay type with a checkout
// (-1 card, 0/1 Alipay-style, 2 other pay page, 5 gateway); 3 is manual payment through
// customer service. A real provider is added here (docs/api.md "Payments: plugging in a provider").
import type { AppContext } from '../context';
import { sandboxProvider, type SandboxProvider } from './sandbox';

export interface Payments {
  sandbox: SandboxProvider;
}

const byContext = new WeakMap<AppContext, Payments>();

/** The providers of one running server (keys derived from its secret), made once. */
export function paymentsOf(ctx: AppContext): Payments {
  let p = byContext.get(ctx);
  if (!p) {
    p = { sandbox: sandboxProvider(ctx.tokenSecret) };
    byContext.set(ctx, p);
  }
  return p;
}

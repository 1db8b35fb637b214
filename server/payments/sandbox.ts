// The built-in sandbox provider: its checkout pages are served by this server (plain HTML under
// the server's CSP: no script, a form per outcome), and on an outcome it notifies the server
// the way a real gateway does, a signed server-to-server POST to /api/payment/Notify (sent with
// Fastify's inject, so it takes the same route, checks and settlement a provider's request
// takes). Nothing is charged. Keys are derived from the server secret per purpose.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { paymentNotify } from '../../src/api/contract/vip';
import type { AppContext } from '../context';
import { deriveSubKey } from '../secrets';
import { findOrder, effectiveState, UNPAID, type OrderRow } from './orders';
import { NOTICE_WINDOW_S, signNotice, verifyNoticeSignature, type CheckoutOrder, type NoticeOutcome, type PaymentProvider, type ProviderNotice } from './provider';

export const SANDBOX_PREFIX = '/sandbox-pay';
export const SANDBOX_CHECKOUT = `${SANDBOX_PREFIX}/checkout`;
const OUTCOME_PATH = `${SANDBOX_PREFIX}/outcome`;

export interface SandboxProvider extends PaymentProvider {
  /** Signs a notice as the sandbox gateway (tests forge with another key). */
  sign(n: ProviderNotice): string;
  /** The checkout page of an order (empty for manual payment). */
  payUrl(o: Pick<OrderRow, 'id' | 'pay_type'>): string;
  checkoutToken(orderId: string): string;
}

export function sandboxProvider(secret: string): SandboxProvider {
  const notifyKey = deriveSubKey(secret, 'payment-sandbox-notify');
  const pageKey = deriveSubKey(secret, 'payment-sandbox-checkout');
  const checkoutToken = (orderId: string) => createHmac('sha256', pageKey).update(orderId).digest('hex').slice(0, 32);
  const payUrl = (o: Pick<OrderRow, 'id' | 'pay_type'>) => (o.pay_type === 3 ? '' : `${SANDBOX_CHECKOUT}?order=${o.id}&t=${checkoutToken(o.id)}`);
  return {
    name: 'sandbox',
    sign: (n) => signNotice(notifyKey, n),
    payUrl,
    checkoutToken,
    checkout: (order: CheckoutOrder) => ({ gateway: SANDBOX_CHECKOUT, params: { order: order.orderId, t: checkoutToken(order.orderId) } }),
    verify(body, now) {
      const n: ProviderNotice = {
        notifyId: String(body.notifyId), orderId: String(body.orderId), outcome: body.outcome as NoticeOutcome,
        amount: Number(body.amount), providerRef: String(body.providerRef ?? ''), ts: Number(body.ts),
      };
      if (!verifyNoticeSignature(notifyKey, n, String(body.sign))) return { ok: false, reason: '通知签名校验失败' };
      if (Math.abs(now - n.ts) > NOTICE_WINDOW_S) return { ok: false, reason: '通知已过期（ts 与服务器时间相差超过300秒）' };
      return { ok: true, notice: n };
    },
  };
}

export const sameToken = (a: string, b: string): boolean => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const TITLES: Record<number, string> = { [-1]: '信用卡支付', 0: '支付宝', 1: '支付宝（国际）', 2: '在线支付', 5: '网关支付' };
const STATE_TEXT: Record<string, string> = { paid: '订单已支付', cancelled: '订单已取消', expired: '订单已过期', refunded: '订单已退款' };

function page(reply: FastifyReply, title: string, body: string, status = 200): FastifyReply {
  const html = `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${esc(title)}</title><style>
body{font-family:system-ui,"PingFang SC","Microsoft YaHei",sans-serif;background:#f4f5f7;margin:0;color:#222}
main{max-width:420px;margin:40px auto;background:#fff;border-radius:12px;padding:24px;box-shadow:0 2px 12px rgba(0,0,0,.08)}
h1{font-size:20px;margin:0 0 16px}dl{display:grid;grid-template-columns:auto 1fr;gap:8px 16px;margin:0 0 20px}dt{color:#888}dd{margin:0}
.amount{font-size:28px;color:#e4393c;font-weight:600}.note{color:#888;font-size:13px;margin:16px 0 0}
form{display:inline}button,a.btn{display:block;width:100%;box-sizing:border-box;margin:10px 0 0;padding:12px;font-size:16px;border-radius:8px;border:1px solid #ddd;background:#fff;text-align:center;text-decoration:none;color:#222}
button.pay{background:#1677ff;border-color:#1677ff;color:#fff}
.sandbox{background:#fff4e5;color:#ad4e00;border-radius:8px;padding:8px 12px;margin:0 0 16px;font-weight:600}
</style></head><body><main><p class="sandbox" role="note">沙箱支付 · 演示环境，不会产生真实扣款</p><h1>${esc(title)}</h1>${body}</main></body></html>`;
  return reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
}

const back = (orderId: string) => `<a class="btn" href="/payResult?orderId=${encodeURIComponent(orderId)}">返回商户</a>`;

const ORDER_RE = /^[A-Za-z0-9_-]{1,64}$/;
const TOKEN_RE = /^[0-9a-f]{32}$/;

/** The sandbox's pages: GET/POST checkout (the gateway) and POST outcome (the payer's choice). */
export function registerSandboxPages(app: FastifyInstance, ctx: AppContext, sandbox: SandboxProvider): void {
  const nowS = () => Math.floor(Date.now() / 1000);

  async function orderFor(orderId: unknown, token: unknown): Promise<OrderRow | null> {
    if (typeof orderId !== 'string' || !ORDER_RE.test(orderId) || typeof token !== 'string' || !TOKEN_RE.test(token)) return null;
    if (!sameToken(sandbox.checkoutToken(orderId), token)) return null;
    return findOrder(ctx.db, orderId);
  }

  const checkout = async (params: Record<string, unknown>, reply: FastifyReply) => {
    const o = await orderFor(params.order, params.t);
    if (!o) return page(reply, '支付', '<p>订单不存在或链接无效。</p>', 404);
    const now = nowS();
    const state = effectiveState(o, now);
    const title = `${TITLES[o.pay_type] ?? '支付'}（沙箱）`;
    const facts = `<dl><dt>订单号</dt><dd>${esc(o.id)}</dd><dt>商品</dt><dd>${esc(o.package_name ?? '')}</dd>
<dt>金额</dt><dd class="amount">${esc(o.price_symbol)}${Number(o.amount).toFixed(2)}</dd></dl>`;
    if (!UNPAID.includes(state)) return page(reply, title, `${facts}<p>${STATE_TEXT[state] ?? ''}</p>${back(o.id)}`);
    // Opening the gateway page makes the order pending (the payer is paying).
    await ctx.db.query(`UPDATE orders SET state = 'pending', updated_at = $2 WHERE id = $1 AND state = 'created'`, [o.id, now]);
    const hidden = `<input type="hidden" name="order" value="${esc(o.id)}"><input type="hidden" name="t" value="${esc(String(params.t))}">`;
    const button = (outcome: string, label: string, cls = '') =>
      `<form method="post" action="${OUTCOME_PATH}">${hidden}<input type="hidden" name="outcome" value="${outcome}"><button type="submit"${cls ? ` class="${cls}"` : ''}>${label}</button></form>`;
    return page(reply, title, `${facts}${button('paid', '确认支付', 'pay')}${button('cancelled', '取消支付')}${button('failed', '模拟支付失败')}`);
  };

  app.get(SANDBOX_CHECKOUT, async (req, reply) => checkout((req.query ?? {}) as Record<string, unknown>, reply));
  app.post(SANDBOX_CHECKOUT, async (req, reply) => checkout((req.body ?? {}) as Record<string, unknown>, reply));

  app.post(OUTCOME_PATH, async (req, reply) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const o = await orderFor(body.order, body.t);
    const outcome = body.outcome;
    if (!o || (outcome !== 'paid' && outcome !== 'cancelled' && outcome !== 'failed')) return page(reply, '支付', '<p>订单不存在或链接无效。</p>', 404);
    const notice: ProviderNotice = {
      notifyId: `sbx_${randomBytes(12).toString('hex')}`, orderId: o.id, outcome, amount: Number(o.amount),
      providerRef: `sandbox-${o.id}`, ts: nowS(),
    };
    // The gateway tells the merchant server, server to server; its answer decides the page.
    const res = await app.inject({ method: 'POST', url: paymentNotify.path, payload: { ...notice, sign: sandbox.sign(notice) } });
    const env = res.json<{ ret: number; msg: string }>();
    if (env.ret !== 200) return page(reply, '支付结果', `<p>${esc(env.msg)}</p>${back(o.id)}`, 409);
    const text = outcome === 'paid' ? '支付成功' : outcome === 'cancelled' ? '已取消支付' : '支付失败，请重试';
    const retry = outcome === 'failed' ? `<a class="btn" href="${SANDBOX_CHECKOUT}?order=${encodeURIComponent(o.id)}&amp;t=${esc(String(body.t))}">重新支付</a>` : '';
    return page(reply, '支付结果', `<p>${text}</p>${retry}${back(o.id)}`);
  });
}

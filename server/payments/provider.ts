// The seam between orders and a payment provider (docs/api.md "Payments"). An order is made by
// the server; the provider is asked where the payer pays (checkout), and it later tells the
// server the outcome in a signed server-to-server notification, which `settle` (settle.ts)
// applies. The client's word never marks an order paid. The built-in provider is the sandbox
// (sandbox.ts); a real one implements this interface and its notification route.
import { createHmac, timingSafeEqual } from 'node:crypto';

export type NoticeOutcome = 'paid' | 'cancelled' | 'failed' | 'refunded';

/** A provider's notification, after its signature was checked. */
export interface ProviderNotice {
  /** Unique per notification: a replay of one id is refused. */
  notifyId: string;
  orderId: string;
  outcome: NoticeOutcome;
  /** What the provider charged, in the order's currency; must equal the order's amount. */
  amount: number;
  providerRef: string;
  /** Unix seconds when the provider sent it. */
  ts: number;
  /**
   * What a provider that charges in RMB (Alipay, WeChat Pay) charged: compared with the order's
   * `rmb` instead of `amount`, which is in the package's own currency.
   */
  rmb?: number;
}

export interface CheckoutOrder {
  orderId: string;
  amount: number;
  priceSymbol: string;
  subject: string;
  payType: number;
}

export interface PaymentProvider {
  readonly name: string;
  /** Where the client sends the payer: a URL and the parameters to GET or POST to it. */
  checkout(order: CheckoutOrder): { gateway: string; params: Record<string, string> };
  /** Checks a notification's signature and freshness; the notice, or why it is refused. */
  verify(body: Record<string, unknown>, now: number): { ok: true; notice: ProviderNotice } | { ok: false; reason: string };
}

/** What a real provider's notification request was: its headers and the body as received. */
export interface NotifyRequest {
  headers: Record<string, string | string[] | undefined>;
  raw: string;
}

export type NoticeCheck = { ok: true; notice: ProviderNotice | null } | { ok: false; reason: string };

/** An order as a real provider sees it: the server's prices only. */
export interface ProviderOrder {
  orderId: string;
  /** What the payer is charged, in RMB (the order's `rmb`). */
  rmb: number;
  subject: string;
  /** Unix seconds after which the provider must not take the payment. */
  expiresAt: number;
}

/**
 * A provider reached through its official API (server/payments/alipay-*.ts, wechat-*.ts). It is
 * asked for the payer's page when an order is made (stored as the order's pay_url), checks its
 * own notifications (a null notice: signed and fresh, but nothing to settle), refunds a paid
 * order and queries one whose notification may be lost.
 */
export interface RealProvider {
  readonly name: 'alipay' | 'wechat';
  /** The pay types it serves (configured; Alipay 0 and 1, WeChat Pay 2 by default). */
  readonly payTypes: readonly number[];
  /** Where its notifications are posted on this server. */
  readonly notifyPath: string;
  open(order: ProviderOrder): Promise<string>;
  verifyNotify(req: NotifyRequest, now: number): Promise<NoticeCheck>;
  /** The answers its notification sender expects (most resend until they get success). */
  reply(ok: boolean, message: string): { status: number; type: string; body: string };
  /** The refunded notice; null while the provider still processes it (its notification settles it then). */
  refund(order: ProviderOrder & { refundId: string; reason: string }, now: number): Promise<ProviderNotice | null>;
  /** A paid (or closed) notice when the provider says so, else null. */
  query(order: ProviderOrder, now: number): Promise<ProviderNotice | null>;
}

/** Notifications older or newer than this (seconds) are refused, replay or not. */
export const NOTICE_WINDOW_S = 300;

/** The signed text of a notice: every field, in a fixed order, the amount with two decimals. */
export const noticeText = (n: ProviderNotice): string =>
  [n.notifyId, n.orderId, n.outcome, n.amount.toFixed(2), n.providerRef, String(n.ts)].join('|');

export const signNotice = (key: Buffer, n: ProviderNotice): string => createHmac('sha256', key).update(noticeText(n)).digest('hex');

export function verifyNoticeSignature(key: Buffer, n: ProviderNotice, sign: string): boolean {
  if (!/^[0-9a-f]{64}$/.test(sign)) return false;
  return timingSafeEqual(Buffer.from(signNotice(key, n), 'hex'), Buffer.from(sign, 'hex'));
}

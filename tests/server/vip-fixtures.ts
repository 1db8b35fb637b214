// Shared helpers of the VIP suites: fresh accounts, orders, the sandbox checkout pages and
// signed provider notifications.
import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import { RET } from '../../src/api/contract/envelope';
import type { Token } from '../../src/api/contract/common';
import { createAliPay, createOrder, paymentNotify, type Order } from '../../src/api/contract/vip';
import { paymentsOf } from '../../server/payments/registry';
import type { ProviderNotice } from '../../server/payments/provider';
import type { Envelope } from '../../src/api/contract/envelope';
import type { QueryValue } from '../../src/api/contract/signature';
import { getFrom as getFromAddress } from './from-address';
import { authHeaders, type Client, type Headers } from './harness';

let seq = 0;
export const unique = (p: string) => `${p}${process.pid.toString(36)}${Date.now().toString(36)}${(seq++).toString(36)}`;
export const tap = () => `tap-${randomBytes(8).toString('hex')}`;

export interface Account { uid: number; headers: Headers; token: Token }

/** A fresh account; with contact (an e-mail) unless asked not to (GetVipPayType answers 7003 then). */
export async function account(c: Client, opts: { contact?: boolean } = {}): Promise<Account> {
  const r = await c.post<{ id: number; token: Token }>('/api/Login/Register', { account: unique('vp'), password: 'secret12' });
  expect(r.ret).toBe(RET.OK);
  if (opts.contact !== false) await c.server.db.query('UPDATE users SET email = $2 WHERE id = $1', [r.data.id, `${unique('m')}@example.com`]);
  return { uid: r.data.id, headers: authHeaders(r.data.token), token: r.data.token };
}

export async function order(c: Client, a: Account, params: Record<string, string | number>) {
  return c.get<Order>(createOrder.path, { SysName: 'h5', requestId: tap(), ...params }, a.headers);
}

export async function gatewayOrder(c: Client, a: Account, params: Record<string, string | number>) {
  return c.get<{ orderId: string; gateway: string; params: Record<string, string> }>(createAliPay.path, { requestId: tap(), ...params }, a.headers);
}

/** Opens the checkout page (GET) and picks an outcome on it (form POST), as the payer's browser does. */
export async function checkout(c: Client, payUrl: string, outcome: 'paid' | 'cancelled' | 'failed') {
  const pageRes = await c.raw(payUrl);
  const html = await pageRes.text();
  const u = new URL(payUrl, c.url);
  const form = new URLSearchParams({ order: u.searchParams.get('order') ?? '', t: u.searchParams.get('t') ?? '', outcome });
  const res = await c.raw('/sandbox-pay/outcome', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: form.toString() });
  return { page: html, pageStatus: pageRes.status, status: res.status, result: await res.text(), headers: res.headers };
}

export function notice(orderId: string, amount: number, outcome: ProviderNotice['outcome'] = 'paid', over: Partial<ProviderNotice> = {}): ProviderNotice {
  return { notifyId: `t_${randomBytes(10).toString('hex')}`, orderId, outcome, amount, providerRef: 'test', ts: Math.floor(Date.now() / 1000), ...over };
}

/** Posts a notification signed with the server's sandbox key (or the given signature). */
export async function notify(c: Client, n: ProviderNotice, sign?: string) {
  const s = sign ?? paymentsOf(c.server.ctx).sandbox.sign(n);
  return c.post<{ orderId: string; state: string }>(paymentNotify.path, { ...n, sign: s });
}

export async function vipOf(c: Client, uid: number) {
  const { rows } = await c.server.db.query<{ vip_level: number; vip_expire: number; vip_type_name: string }>('SELECT vip_level, vip_expire, vip_type_name FROM users WHERE id = $1', [uid]);
  return rows[0];
}

export async function grantsOf(c: Client, uid: number): Promise<number> {
  const { rows } = await c.server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM vip_grants WHERE uid = $1', [uid]);
  return rows[0].n;
}

export async function ordersOf(c: Client, uid: number): Promise<number> {
  const { rows } = await c.server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM orders WHERE uid = $1', [uid]);
  return rows[0].n;
}

/**
 * A signed GET sent from another loopback address (see from-address.ts): the server sees
 * `localAddress` as the client's address. Rules keyed on the caller's network are tested so.
 */
export const getFrom = <T = unknown>(c: Client, localAddress: string, path: string, params: Record<string, QueryValue> = {}, headers: Headers = {}): Promise<Envelope<T>> =>
  getFromAddress<T>(c.url, localAddress, path, params, headers);

/** Marks the account's contact as proved by a code, as registration or a contact change does. */
export async function verifyContact(c: Client, a: Account): Promise<void> {
  await c.server.db.query('UPDATE users SET contact_verified_at = $2 WHERE id = $1', [a.uid, Math.floor(Date.now() / 1000)]);
}

// Granting VIP time, exactly once per source: the grant row's unique `source` ('order:<id>',
// 'code:<hash>') and the user's row lock make a second grant of one source a no-op, however
// many requests race. Call inside the transaction that settles the source; push after commit.
import type { Server as IoServer } from 'socket.io';
import type { Queryable } from '../db/db';
import { notify } from '../chat/notices';
import { pushToUser } from '../socket/index';
import { extendTerm, shortenTerm, type VipTerm } from './vip-term';

export interface GrantInput {
  uid: number;
  source: string;
  type: number;
  days: number;
  /** The category bought; its name becomes vipTypeName when this type is the user's level after. */
  categoryId: number;
}

export interface GrantResult {
  uid: number;
  before: VipTerm;
  after: VipTerm;
}

const ymd = (unix: number) => new Date(unix * 1000).toISOString().slice(0, 10);

export async function grantVip(tx: Queryable, g: GrantInput, now: number): Promise<GrantResult | null> {
  const { rows } = await tx.query<{ vip_level: number; vip_expire: number }>('SELECT vip_level, vip_expire FROM users WHERE id = $1 FOR UPDATE', [g.uid]);
  if (!rows.length) return null;
  const before: VipTerm = { level: rows[0].vip_level, expire: rows[0].vip_expire };
  const after = extendTerm(before, { type: g.type, days: g.days }, now);
  const ins = await tx.query(
    `INSERT INTO vip_grants (uid, source, vip_type, days, level_before, expire_before, level_after, expire_after, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT (source) DO NOTHING RETURNING id`,
    [g.uid, g.source, g.type, g.days, before.level, before.expire, after.level, after.expire, now],
  );
  if (!ins.rows.length) return null;
  if (after.level === g.type) {
    await tx.query(
      `UPDATE users SET vip_level = $2, vip_expire = $3, vip_category_id = $4,
         vip_type_name = COALESCE((SELECT name FROM vip_categories WHERE id = $4), 'VIP会员') WHERE id = $1`,
      [g.uid, after.level, after.expire, g.categoryId],
    );
  } else {
    await tx.query('UPDATE users SET vip_level = $2, vip_expire = $3 WHERE id = $1', [g.uid, after.level, after.expire]);
  }
  return { uid: g.uid, before, after };
}

/** A refund takes the order's days back from the receiver (never below now). */
export async function revokeVip(tx: Queryable, uid: number, days: number, now: number): Promise<VipTerm | null> {
  const { rows } = await tx.query<{ vip_level: number; vip_expire: number }>('SELECT vip_level, vip_expire FROM users WHERE id = $1 FOR UPDATE', [uid]);
  if (!rows.length) return null;
  const after = shortenTerm({ level: rows[0].vip_level, expire: rows[0].vip_expire }, days, now);
  await tx.query('UPDATE users SET vip_level = $2, vip_expire = $3 WHERE id = $1', [uid, after.level, after.expire]);
  return after;
}

/** The socket event a VIP grant sends to every socket of the receiver (spec 001 §4 userStateChange). */
export const VIP_GRANTED_MSG = 'VIP已开通';

/**
 * Tells the receiver's pages at once (a TV waiting on its QR code): userStateChange action 0
 * (re-fetch the user, spec 001 §4) with the new level and expiry so a page can unlock without
 * waiting for the fetch.
 */
/** The system notice of a granted VIP term (its end date by UTC day, as the grant push gives it). */
export async function notifyVipGranted(tx: Queryable, g: GrantResult, gift: boolean): Promise<void> {
  await notify(tx, {
    to: g.uid,
    from: 0,
    kind: 'system',
    title: '会员开通成功',
    content: gift ? `好友赠送的会员已到账，有效期至 ${ymd(g.after.expire)}。` : `你的会员已开通，有效期至 ${ymd(g.after.expire)}。`,
  });
}

export function announceGrant(io: IoServer | null, g: GrantResult, source: string): void {
  pushToUser(io, g.uid, 'userStateChange', {
    action: 0,
    msg: VIP_GRANTED_MSG,
    reason: 'vip',
    source,
    vipLevel: g.after.level,
    eDate: ymd(g.after.expire),
  });
}

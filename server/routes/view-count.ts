// Play counts and ad views count once per viewer, target and day (issue: anonymous counters
// could be inflated by repeating the report). The mark lives in counted_views (migration 130);
// only the first report of a day writes the counter itself (and so evicts the cached catalog).
import { isIPv6 } from 'node:net';
import type { FastifyRequest } from 'fastify';
import type { Db, Queryable } from '../db/db';
import { nowS } from './mappers';

export type ViewKind = 'play' | 'ad';

const DAY_S = 86400;

/**
 * The part of a client address that names one visitor: an IPv4 address (also when it arrives
 * IPv4-mapped), or an IPv6 address's /64, the block one subscriber gets and picks temporary
 * addresses from at will.
 */
export function addressKey(ip: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (mapped) return mapped[1];
  if (!isIPv6(ip)) return ip;
  const [head, tail] = ip.split('%')[0].toLowerCase().split('::');
  const split = (s: string | undefined) => (s ? s.split(':') : []);
  // '::' stands for as many zero groups as make eight (an embedded IPv4 part counts as two).
  const after = split(tail);
  const zeros = tail === undefined ? 0 : 8 - split(head).length - after.reduce((n, g) => n + (g.includes('.') ? 2 : 1), 0);
  const groups = [...split(head), ...Array<string>(Math.max(zeros, 0)).fill('0'), ...after];
  return `${groups.slice(0, 4).map((g) => g.replace(/^0+(?=.)/, '')).join(':')}::/64`;
}

/**
 * Who is counting: the user when signed in, else the client address (addressKey). The DeviceId
 * header is the client's word, and every made-up id would be a new viewer (issue 27, point 7b),
 * so visitors behind one address count once, whatever they send.
 */
export function viewerOf(req: FastifyRequest): string {
  if (req.authUser) return `u:${req.authUser.uid}`;
  return `a:${addressKey(req.ip)}`;
}

const COUNTER: Record<ViewKind, string> = {
  play: 'UPDATE videos SET play_count = play_count + 1 WHERE id = $1',
  ad: 'UPDATE ads SET views = views + 1 WHERE id = $1',
};

const prunedDay = new WeakMap<Db, number>();

/**
 * Counts a view of `target` by `viewer` unless it was counted today: true when counted. The
 * mark and the counter move in one transaction (`also` runs in it too); a repeat writes only
 * its mark's conflict, never the counter's table.
 */
export async function countView(
  db: Db, kind: ViewKind, target: number, viewer: string, also?: (tx: Queryable) => Promise<void>, now = nowS(),
): Promise<boolean> {
  const day = Math.floor(now / DAY_S);
  if (prunedDay.get(db) !== day) {
    prunedDay.set(db, day);
    await db.query('DELETE FROM counted_views WHERE day < $1', [day - 1]);
  }
  return db.transaction(async (tx) => {
    const mark = await tx.query(
      'INSERT INTO counted_views (kind, target, viewer, day) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING RETURNING day',
      [kind, target, viewer, day],
    );
    if (mark.rows.length) await tx.query(COUNTER[kind], [target]);
    if (also) await also(tx);
    return mark.rows.length > 0;
  });
}

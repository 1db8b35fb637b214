// Play counts and ad views count once per viewer, target and day (issue: anonymous counters
// could be inflated by repeating the report). The mark lives in counted_views (migration 130);
// only the first report of a day writes the counter itself (and so evicts the cached catalog).
import type { FastifyRequest } from 'fastify';
import type { Db, Queryable } from '../db/db';
import { nowS } from './mappers';

export type ViewKind = 'play' | 'ad';

const DAY_S = 86400;
// The client's visitorId (spec 002: sent as DeviceId on every request); anything else is ignored.
const DEVICE_ID = /^[\w.:-]{8,64}$/;

/** Who is counting: the user when logged in, else the device id, else the client address. */
export function viewerOf(req: FastifyRequest): string {
  if (req.authUser) return `u:${req.authUser.uid}`;
  const device = req.headers.deviceid;
  if (typeof device === 'string' && DEVICE_ID.test(device)) return `d:${device}`;
  return `a:${req.ip}`;
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

// The discovery red dot (spec 001 §2, §3 newWorks): a user has new works when the discovery
// feed (the catalog, newest first) holds a video newer than their last look at it. Computed
// on read, so nothing has to fan out to every user when a video is published; opening the
// discovery feed signed in marks it seen. The client reads the flag with the user and with
// GetUserMegCount, which its 60 s global timer polls (spec 001 §9).
import { one, type Queryable } from '../db/db';

export async function hasNewWorks(db: Queryable, uid: number): Promise<boolean> {
  const r = await one<{ n: boolean }>(
    db,
    `SELECT EXISTS (SELECT 1 FROM videos v WHERE v.published AND v.created_at > u.discovery_seen_at) OR u.new_works AS n
       FROM users u WHERE u.id = $1`,
    [uid],
  );
  return r?.n === true;
}

/** The user opened the discovery feed: what it holds now is seen. */
export async function markDiscoverySeen(db: Queryable, uid: number, now = Math.floor(Date.now() / 1000)): Promise<void> {
  await db.query('UPDATE users SET discovery_seen_at = $2, new_works = false WHERE id = $1 AND (discovery_seen_at < $2 OR new_works)', [uid, now]);
}

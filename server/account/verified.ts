// A verified contact (issue 27): the user answered a code sent to their phone or e-mail, at
// registration or when changing it. Rewards a throwaway account could farm ask for it.
import { one, type Queryable } from '../db/db';

/** Records that `uid` proved a contact by a code, at `now` (unix seconds). */
export async function markContactVerified(db: Queryable, uid: number, now: number): Promise<void> {
  await db.query('UPDATE users SET contact_verified_at = $2 WHERE id = $1', [uid, now]);
}

/** Whether `uid` holds a phone or e-mail proved by a code. */
export async function hasVerifiedContact(db: Queryable, uid: number): Promise<boolean> {
  return !!(await one(db, "SELECT 1 FROM users WHERE id = $1 AND contact_verified_at IS NOT NULL AND (phone <> '' OR email <> '')", [uid]));
}

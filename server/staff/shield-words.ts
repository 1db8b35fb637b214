// The global shield keywords (issue 38): staff keep one list the barrage and comment filters
// apply for everyone, beside each user's own list (spec 002 §7).
import type { Queryable } from '../db/db';

export const GLOBAL_SHIELD_MAX = 2000;

/** The first global keyword the text contains (case-insensitive), or null. */
export async function globalShieldHit(db: Queryable, text: string): Promise<string | null> {
  const { rows } = await db.query<{ word: string }>('SELECT word FROM global_shield_words WHERE strpos(lower($1), word) > 0 LIMIT 1', [text]);
  return rows[0]?.word ?? null;
}

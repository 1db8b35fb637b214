// The demo catalogue's titles suitable for minors: children's, gentle animation and nature
// documentaries, free ones only (youth mode spends no gold). Marked once, under its own marker,
// so an operator's later change of the flag stays.
import type { Db } from '../db/db';

export const DEMO_MINOR_TITLES = ['v4001', 'v4003', 'v4004', 'v5001', 'v5002', 'v5004', 'v6001', 'v6002', 'v6003', 'v6004'];

export async function seedYouthTitles(db: Db): Promise<void> {
  const done = await db.query(`SELECT 1 FROM app_config WHERE key = 'youth_seed'`);
  if (done.rows.length) return;
  const present = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM videos WHERE media_key = ANY(string_to_array($1, ','))", [DEMO_MINOR_TITLES.join(',')]);
  if (!present.rows[0]?.n) return;
  await db.transaction(async (tx) => {
    await tx.query("UPDATE videos SET minor_ok = true WHERE media_key = ANY(string_to_array($1, ','))", [DEMO_MINOR_TITLES.join(',')]);
    await tx.query(`INSERT INTO app_config (key, value) VALUES ('youth_seed', '1') ON CONFLICT (key) DO NOTHING`);
  });
}

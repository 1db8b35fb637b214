// The preset staff roles (kept in step with src/api/contract/staff-permissions.ts on every start)
// and the demo staff accounts admin_demo, mod_demo, kefu_demo (password demo1234, fixed TOTP
// seeds below: DEMO ONLY, listed in the README).
import { hashPassword } from '../auth/password';
import type { Db } from '../db/db';
import { DEMO_PASSWORD } from '../db/seed-data';
import { bitsOf, STAFF_ROLE_PRESETS } from '../../src/api/contract/staff-permissions';

export const DEMO_STAFF = [
  { username: 'admin_demo', nick: '演示管理员', role: 'admin', totpSecret: 'ADMINDEMOSEEDAAAADMINDEMOSEEDAAA' },
  { username: 'mod_demo', nick: '演示审核员', role: 'moderator', totpSecret: 'MODDEMOSEEDBBBBBMODDEMOSEEDBBBBB' },
  { username: 'kefu_demo', nick: '在线客服', role: 'kefu', totpSecret: 'KEFUDEMOSEEDCCCCKEFUDEMOSEEDCCCC' },
] as const;

export async function seedStaff(db: Db, opts: { demoAccounts?: boolean } = {}): Promise<void> {
  for (const [name, r] of Object.entries(STAFF_ROLE_PRESETS)) {
    await db.query(
      `INSERT INTO staff_roles (name, title, perms) VALUES ($1, $2, $3) ON CONFLICT (name) DO UPDATE SET title = EXCLUDED.title, perms = EXCLUDED.perms`,
      [name, r.title, bitsOf(r.perms)],
    );
  }
  if (opts.demoAccounts === false) return;
  const now = Math.floor(Date.now() / 1000);
  for (const s of DEMO_STAFF) {
    let u = (await db.query<{ id: number }>('SELECT id FROM users WHERE lower(username) = lower($1)', [s.username])).rows[0];
    if (!u) {
      const hash = await hashPassword(DEMO_PASSWORD);
      u = (
        await db.query<{ id: number }>(
          `INSERT INTO users (username, password_hash, nick_name, avatar, created_at) VALUES ($1, $2, $3, '', $4)
           ON CONFLICT DO NOTHING RETURNING id`,
          [s.username, hash, s.nick, now],
        )
      ).rows[0];
      if (!u) continue;
    }
    await db.query('INSERT INTO staff (uid, role, totp_secret, created_at) VALUES ($1, $2, $3, $4) ON CONFLICT (uid) DO NOTHING', [u.id, s.role, s.totpSecret, now]);
  }
}

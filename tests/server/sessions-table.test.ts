// One sessions table (migration 570): the signed-in devices (user_sessions) and the one live
// session per device kind (device_sessions) carry over into it, on PGlite and PostgreSQL, and
// the device-kind tokens handed out before the merge stay valid until a login replaces them.
import { copyFileSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/db';
import { listMigrations, migrate, MIGRATIONS_DIR } from '../../server/db/migrate';
import { openPglite } from '../../server/db/pglite-db';
import { openPostgres } from '../../server/db/pg-db';
import { SESSION_GID_BASE, startDeviceSession } from '../../server/auth/device-session';
import { recordSession } from '../../server/account/sessions';
import { BACKENDS, type Backend } from './harness';

const MERGE = '570_sessions.sql';
const dirs: string[] = [];
const dbs: Db[] = [];

afterAll(async () => {
  for (const db of dbs) await db.close().catch(() => {});
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

async function openAt(backend: Backend): Promise<Db> {
  const dir = mkdtempSync(path.join(tmpdir(), 'sessions-merge-'));
  dirs.push(dir);
  const db = backend === 'postgres'
    // A vt_ schema is dropped by the run's global teardown.
    ? await openPostgres(process.env.TEST_DATABASE_URL!, { schema: `vt_sessions_${process.pid}_${Date.now().toString(36)}` })
    : await openPglite(path.join(dir, 'pglite'));
  dbs.push(db);
  // The schema as it was before the merge.
  const before = path.join(dir, 'migrations');
  mkdirSync(before);
  for (const m of listMigrations()) if (m.name < MERGE) copyFileSync(path.join(MIGRATIONS_DIR, m.name), path.join(before, m.name));
  await migrate(db, before);
  return db;
}

const rows = async <T,>(db: Db, sql: string, params: unknown[] = []) => (await db.query<T & Record<string, unknown>>(sql, params as never[])).rows;

describe.each(BACKENDS)('the sessions table on %s', (backend) => {
  it('carries the devices list and the live device-kind sessions over, ids and all', async () => {
    const db = await openAt(backend);
    const [u] = await rows<{ id: number }>(db, "INSERT INTO users (username, password_hash, nick_name, token_gen, created_at) VALUES ('merge1', '', 'm', 3, 100) RETURNING id");
    await db.query("INSERT INTO user_sessions (uid, device_key, device_name, ip, token_gen, created_at, last_seen) VALUES ($1, 'd:phone-0001', 'Android 手机 · Chrome', '10.0.0.1', 3, 200, 300), ($1, 'd:tv-0000001', '电视 · Chrome', '10.0.0.2', 2, 150, 160)", [u.id]);
    // Ids as a few replacements leave them: not 1, 2.
    await db.query("INSERT INTO device_sessions (id, uid, kind, gen, created_at) VALUES (41, $1, 'tv', 3, 210), (57, $1, 'mobile', 2, 220)", [u.id]);

    await migrate(db);

    const list = await rows<{ device_key: string; device_name: string; ip: string; token_gen: number; created_at: number; last_seen: number }>(
      db, "SELECT device_key, device_name, ip, token_gen, created_at, last_seen FROM sessions WHERE uid = $1 AND kind = '' ORDER BY device_key", [u.id]);
    expect(list).toEqual([
      { device_key: 'd:phone-0001', device_name: 'Android 手机 · Chrome', ip: '10.0.0.1', token_gen: 3, created_at: 200, last_seen: 300 },
      { device_key: 'd:tv-0000001', device_name: '电视 · Chrome', ip: '10.0.0.2', token_gen: 2, created_at: 150, last_seen: 160 },
    ]);
    const kinds = await rows<{ id: number; kind: string; token_gen: number }>(db, "SELECT id, kind, token_gen FROM sessions WHERE uid = $1 AND kind <> '' ORDER BY id", [u.id]);
    expect(kinds).toEqual([{ id: 41, kind: 'tv', token_gen: 3 }, { id: 57, kind: 'mobile', token_gen: 2 }]);
    expect(await rows(db, "SELECT 1 FROM information_schema.tables WHERE table_name IN ('user_sessions', 'device_sessions') AND table_schema = current_schema()")).toEqual([]);

    // The next TV login replaces the carried-over session 41 (live: same generation) with an id
    // above every old one; a device sign-in does not touch the kind rows.
    const device = { key: 'd:tv-0000002', name: '电视 · Chrome', ip: '10.0.0.3' };
    await recordSession(db, u.id, 3, device, 400);
    const s = await db.transaction((tx) => startDeviceSession(tx, u.id, 3, 'tv', device));
    expect(s.replaced).toBe(SESSION_GID_BASE + 41);
    expect(s.gid).toBeGreaterThan(SESSION_GID_BASE + 57);
    const tv = await rows<{ id: number; device_key: string }>(db, "SELECT id, device_key FROM sessions WHERE uid = $1 AND kind = 'tv'", [u.id]);
    expect(tv).toEqual([{ id: s.gid - SESSION_GID_BASE, device_key: 'd:tv-0000002' }]);
    // The mobile session of an older generation is not live: replacing it ends nobody.
    const m = await db.transaction((tx) => startDeviceSession(tx, u.id, 3, 'mobile', device));
    expect(m.replaced).toBeNull();
    expect((await rows(db, "SELECT 1 FROM sessions WHERE uid = $1 AND kind = ''", [u.id])).length).toBe(3);
  });

  it('migrates an empty database: new ids start at 1', async () => {
    const db = await openAt(backend);
    await migrate(db);
    const [u] = await rows<{ id: number }>(db, "INSERT INTO users (username, password_hash, nick_name, created_at) VALUES ('merge2', '', 'm', 100) RETURNING id");
    const s = await db.transaction((tx) => startDeviceSession(tx, u.id, 0, 'pc', { key: 'd:desk-000001', name: 'Linux 电脑', ip: '' }));
    expect(s).toEqual({ gid: SESSION_GID_BASE + 1, replaced: null });
  });
});

// The read cache is only as correct as its write tracking: these pin down which statements
// count as writes, to which tables, and when a cached value may be stored or served.
import { describe, expect, it } from 'vitest';
import type { Db, Param, Queryable, Row } from './db';
import { ReadCache } from './read-cache';
import { columns, TableVersions, trackWrites, writtenTables } from './write-tracking';

describe('writtenTables', () => {
  it('sees plain reads as writing nothing', () => {
    expect(writtenTables('SELECT * FROM videos WHERE media_key = $1')).toEqual([]);
    expect(writtenTables('  with x AS (SELECT 1) SELECT * FROM x;')).toEqual([]);
    expect(writtenTables('SELECT updated_at, deleted FROM play_records')).toEqual([]);
    expect(writtenTables("SELECT 'insert into videos' AS text")).toEqual([]);
  });

  it('names the target tables of INSERT, UPDATE, DELETE and writing CTEs', () => {
    expect(writtenTables('INSERT INTO videos (id) VALUES ($1)')).toEqual(['videos']);
    expect(writtenTables('DELETE FROM users WHERE id = $1')).toEqual(['users']);
    expect(writtenTables('DELETE FROM collections WHERE uid = $1 RETURNING video_id')).toEqual(['collections']);
    expect(writtenTables('INSERT INTO hot_search (keyword) VALUES ($1) ON CONFLICT (keyword) DO UPDATE SET hot = hot_search.hot + 1')).toEqual(['hot_search']);
    const cte = writtenTables('WITH d AS (DELETE FROM comments WHERE id = $1 RETURNING video_id) UPDATE videos SET x = 1 FROM d');
    expect(cte === 'all' ? cte : [...cte].sort()).toEqual(['comments', 'videos']);
  });

  it('names the assigned columns of a lone UPDATE, and falls back to the table when the SET list is not plain', () => {
    expect(writtenTables('update public."users" SET gold = gold + 1 WHERE id = $1')).toEqual(['users.gold']);
    expect(writtenTables('UPDATE users SET token_gen = token_gen + 1 WHERE id = $1')).toEqual(['users.token_gen']);
    expect(writtenTables('UPDATE videos SET like_count = GREATEST(0, like_count + $2), dislike_count = GREATEST(0, dislike_count + $3) WHERE id = $1 RETURNING like_count'))
      .toEqual(['videos.like_count', 'videos.dislike_count']);
    expect(writtenTables("UPDATE videos v SET title = 'a, b where', score = (SELECT max(score) FROM videos) FROM categories c WHERE c.id = v.category_id"))
      .toEqual(['videos.title', 'videos.score']);
    expect(writtenTables('UPDATE users SET barrage_config[1] = 2, "nick_name" = $1')).toEqual(['users.barrage_config', 'users.nick_name']);
    expect(writtenTables('UPDATE users SET (gold, level) = (1, 2)')).toEqual(['users']);
  });

  it('treats row locks as reads and anything unknown as writing every table', () => {
    expect(writtenTables('SELECT value FROM video_votes WHERE uid = $1 FOR UPDATE')).toEqual([]);
    expect(writtenTables('CREATE TABLE t (id int)')).toBe('all');
    expect(writtenTables('ALTER TABLE videos ADD COLUMN x int')).toBe('all');
    expect(writtenTables('TRUNCATE videos')).toBe('all');
    expect(writtenTables('SELECT * INTO copy FROM videos')).toBe('all');
    expect(writtenTables("SELECT nextval('videos_id_seq')")).toBe('all');
    expect(writtenTables('SELECT 1; DELETE FROM videos')).toBe('all');
    expect(writtenTables('DO $$ BEGIN DELETE FROM videos; END $$')).toBe('all');
    expect(writtenTables("SELECT '--'; DELETE FROM videos")).toBe('all');
    expect(writtenTables("SELECT 1 -- it's a comment\nFROM videos")).toEqual([]);
  });
});

/** A Db whose reads return `rows` and which records statements; enough for the wrapper. */
function fakeDb(rows: () => Row[] = () => []): Db & { statements: string[] } {
  const statements: string[] = [];
  const q: Queryable = {
    async query<T = Row>(sql: string, _params?: readonly Param[]) {
      statements.push(sql);
      return { rows: rows() as T[] };
    },
  };
  return {
    kind: 'pglite',
    statements,
    query: q.query,
    async exec(sql) {
      statements.push(sql);
    },
    transaction: (fn) => fn(q),
    async close() {},
  };
}

describe('ReadCache over trackWrites', () => {
  it('serves a hit until a table it depends on is written, and ignores other tables', async () => {
    const versions = new TableVersions();
    let title = '山海之约';
    const db = trackWrites(fakeDb(() => [{ title }]), versions);
    const cache = new ReadCache(versions, true);
    let loads = 0;
    const get = () => cache.get('video:v1001', ['videos'], async () => (loads++, (await db.query<{ title: string }>('SELECT title FROM videos')).rows[0]));
    expect((await get()).title).toBe('山海之约');
    expect((await get()).title).toBe('山海之约');
    expect(loads).toBe(1);
    await db.query('INSERT INTO comments (content) VALUES ($1)', ['好看']);
    await get();
    expect(loads).toBe(1);
    title = '新标题';
    await db.query('UPDATE videos SET title = $1', [title]);
    expect((await get()).title).toBe('新标题');
    expect(loads).toBe(2);
  });

  it('keeps a value that read only some columns when other columns of its table are updated', async () => {
    const versions = new TableVersions();
    const db = trackWrites(fakeDb(() => [{ token_gen: 1 }]), versions);
    const cache = new ReadCache(versions, true);
    let loads = 0;
    const deps = columns('users', ['id', 'token_gen']);
    const get = () => cache.get('token_gen:7', deps, async () => (loads++, (await db.query('SELECT token_gen FROM users WHERE id = 7')).rows[0]));
    await get();
    // A barrage reward: the users table is written, but not the column this value read.
    await db.transaction(async (tx) => {
      await tx.query('UPDATE users SET gold = gold + 1 WHERE id = $1 RETURNING gold', [7]);
      await tx.query('INSERT INTO gold_records (uid, amount) VALUES ($1, 1)', [7]);
    });
    await get();
    expect(loads).toBe(1);
    expect(cache.stats).toEqual({ hits: 1, loads: 1 });
    // The column it read, a new row, a statement of unknown columns: each makes it stale.
    await db.query('UPDATE users SET token_gen = token_gen + 1 WHERE id = $1', [7]);
    await get();
    expect(loads).toBe(2);
    await db.query('INSERT INTO users (username) VALUES ($1)', ['新用户']);
    await get();
    expect(loads).toBe(3);
    await db.query('UPDATE users SET (gold, level) = (0, 1)');
    await get();
    expect(loads).toBe(4);
    // A value that depends on the whole table goes stale on any column.
    const whole = () => cache.get('users:all', ['users'], async () => ++loads);
    await whole();
    await db.query('UPDATE users SET gold = 0');
    expect(await whole()).toBe(6);
  });

  it('does not store a value whose load overlapped a write to its tables', async () => {
    const versions = new TableVersions();
    const cache = new ReadCache(versions, true);
    let loads = 0;
    const load = async () => {
      loads++;
      versions.bump(['videos']);
      return loads;
    };
    expect(await cache.get('k', ['videos'], load)).toBe(1);
    expect(await cache.get('k', ['videos'], load)).toBe(2);
    expect(cache.size).toBe(0);
  });

  it('invalidates again when a transaction ends and after exec', async () => {
    const versions = new TableVersions();
    const db = trackWrites(fakeDb(), versions);
    const cache = new ReadCache(versions, true);
    let loads = 0;
    const get = () => cache.get('k', ['episodes'], async () => ++loads);
    let atCommit = 0;
    await db.transaction(async (tx) => {
      await tx.query('INSERT INTO episodes (video_id) VALUES (1)');
      // A read during the transaction (another connection would not see the row yet).
      await get();
      atCommit = loads;
    });
    expect(await get()).toBe(atCommit + 1);
    await db.exec('CREATE INDEX x ON videos (id)');
    expect(await get()).toBe(atCommit + 2);
  });

  it('shares one load between concurrent misses and freezes what it stores', async () => {
    const cache = new ReadCache(new TableVersions(), true);
    let loads = 0;
    const load = async () => {
      loads++;
      await new Promise((r) => setTimeout(r, 10));
      return { list: [{ id: 1 }] };
    };
    const [a, b] = await Promise.all([cache.get('home', ['videos'], load), cache.get('home', ['videos'], load)]);
    expect(loads).toBe(1);
    expect(a).toBe(b);
    expect(Object.isFrozen(a.list[0])).toBe(true);
  });

  it('keeps at most maxEntries, dropping the least recently used', async () => {
    const cache = new ReadCache(new TableVersions(), true, 2);
    let loads = 0;
    const get = (k: string) => cache.get(k, ['videos'], async () => (loads++, k));
    await get('a');
    await get('b');
    await get('a');
    await get('c');
    expect(cache.size).toBe(2);
    await get('a');
    expect(loads).toBe(3);
    await get('b');
    expect(loads).toBe(4);
  });

  it('drops a value at the time its expiresAt gives, with no write in between', async () => {
    const cache = new ReadCache(new TableVersions(), true);
    let loads = 0;
    let until = Date.now() + 60_000;
    const get = () => cache.get('k', ['users'], async () => ({ n: ++loads, until }), (v) => v.until);
    expect((await get()).n).toBe(1);
    expect((await get()).n).toBe(1);
    until = Date.now() - 1;
    cache.clear();
    expect((await get()).n).toBe(2);
    // Already past: served once, never from the cache.
    expect((await get()).n).toBe(3);
  });

  it('is a pass-through when disabled (PostgreSQL)', async () => {
    const cache = new ReadCache(new TableVersions(), false);
    let loads = 0;
    await cache.get('k', ['videos'], async () => ++loads);
    await cache.get('k', ['videos'], async () => ++loads);
    expect(loads).toBe(2);
    expect(cache.size).toBe(0);
  });
});

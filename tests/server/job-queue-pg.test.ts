// The pg-boss adapter of the job port on a real PostgreSQL (TEST_DATABASE_URL; skipped without):
// a job sent in a transaction exists only if it commits, a repeated key is one job, a failing
// job is retried with back-off and, after its last retry, is failed with the reason and copied
// to the dead-letter queue.
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { PgBossQueue } from '../../server/jobs/pg-boss-queue';
import type { JobRun } from '../../server/jobs/port';

const DB_URL = process.env.TEST_DATABASE_URL;
const policies = { transcode: { retryLimit: 1, retryDelaySeconds: 1, expireInSeconds: 60 } };

describe.skipIf(!DB_URL)('pg-boss job queue', () => {
  const schema = `vt_jobs_${process.pid}_${Date.now().toString(36)}`;
  const queue = new PgBossQueue({ connectionString: DB_URL ?? '', schema, policies, pollingIntervalSeconds: 0.5, maintenanceIntervalSeconds: 1 });
  afterAll(async () => {
    await queue.close();
    const c = new pg.Client({ connectionString: DB_URL });
    await c.connect();
    await c.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await c.end();
  });

  it('sends in a transaction, keeps one job per key, retries, then dead-letters with the reason', async () => {
    await queue.start();
    const c = new pg.Client({ connectionString: DB_URL });
    await c.connect();
    const tx = { query: async <T>(sql: string, params?: readonly unknown[]) => ({ rows: (await c.query(sql, params as unknown[])).rows as T[] }) };
    try {
      // Rolled back: no job.
      await c.query('BEGIN');
      await queue.enqueue('transcode', { videoId: 1, uid: 1 }, { key: 'video-1', tx });
      await c.query('ROLLBACK');
      expect(await queue.state('transcode', 'video-1')).toBeNull();
      await c.query('BEGIN');
      expect(await queue.enqueue('transcode', { videoId: 2, uid: 1 }, { key: 'video-2', tx })).toEqual(expect.any(String));
      await c.query('COMMIT');
    } finally {
      await c.end();
    }
    expect(await queue.enqueue('transcode', { videoId: 2, uid: 1 }, { key: 'video-2' })).toBeNull();

    const runs: JobRun[] = [];
    await queue.work('transcode', async (p, run) => {
      runs.push(run);
      throw new Error(`no ffmpeg for ${p.videoId}`);
    }, { concurrency: 1 });
    const end = Date.now() + 30_000;
    while ((await queue.state('transcode', 'video-2'))?.state !== 'failed' && Date.now() < end) await new Promise((r) => setTimeout(r, 200));
    expect(runs.map((r) => [r.attempt, r.final])).toEqual([[0, false], [1, true]]);
    expect(await queue.state('transcode', 'video-2')).toMatchObject({ state: 'failed', attempt: 1, retryLimit: 1, error: 'no ffmpeg for 2' });
    const c2 = new pg.Client({ connectionString: DB_URL });
    await c2.connect();
    const dead = await c2.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${schema}.job WHERE name = 'transcode-dead' AND data->>'videoId' = '2'`);
    await c2.end();
    expect(dead.rows[0].n).toBe(1);
  }, 60_000);
});

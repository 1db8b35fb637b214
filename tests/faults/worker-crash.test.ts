// Issue 39 point 3: a transcode is a durable job on PostgreSQL (pg-boss). The worker process is
// killed with SIGKILL (its ffmpeg with it) in the middle of a transcode; the job expires, is
// retried with back-off by a new worker and finishes; the title and its episode exist once; the
// uploader saw the progress through the API host throughout. Real PostgreSQL (a private cluster),
// real ffmpeg, real processes.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPgCluster, type PgCluster } from './harness/postgres-cluster';
import { makeClip, ownTrend, publishClip, register, waitFor } from './harness/publish-kit';
import { startServerProcess, type ServerProcess } from './harness/server-process';
import { startWorker, type WorkerProcess } from './harness/worker-process';

// A time limit floor of 30 s and 5 s of slack: a lost job is retried 35 s after it started.
const JOB_ENV = { TRANSCODE_MIN_SECONDS: '30', JOB_EXPIRY_SLACK_SECONDS: '5', JOBS_MAINTENANCE_SECONDS: '1', TRANSCODE_CONCURRENCY: '1' };

let cluster: PgCluster;
let dir: string;
let api: ServerProcess;
let clip: Buffer;
const workers: WorkerProcess[] = [];

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'worker-crash-'));
  // 1080p, 4 s: a ladder of several renditions, long enough to be caught in the middle.
  clip = makeClip(dir, 4, '1920x1080');
  cluster = await startPgCluster('worker-crash');
  await cluster.createDatabase('app');
  api = await startServerProcess(
    { databaseUrl: cluster.url('app'), dataDir: join(dir, 'data'), mediaDir: join(dir, 'media'), uploads: { work: false, transcodeMinSeconds: 30, expirySlackSeconds: 5 } },
    { NODE_ENV: 'test' },
  );
}, 180_000);

afterAll(async () => {
  for (const w of workers) await w.stop().catch(() => {});
  await api?.stop().catch(() => {});
  await cluster?.remove();
  rmSync(dir, { recursive: true, force: true });
});

const worker = async () => {
  const w = await startWorker({ DATABASE_URL: cluster.url('app'), DATA_DIR: join(dir, 'data'), MEDIA_DIR: join(dir, 'media'), ...JOB_ENV });
  workers.push(w);
  return w;
};

describe('transcode jobs on PostgreSQL survive a worker killed mid-transcode', () => {
  it('retries the job after its expiry, publishes once, and the uploader sees the progress', async () => {
    const m = await register(api.url);
    // Sent with its row while no worker runs: the job waits in PostgreSQL.
    const { videoId, trendId } = await publishClip(api.url, m, clip, '崩溃之后');
    expect(await ownTrend(api.url, m, trendId)).toMatchObject({ state: 'processing', progress: 0 });

    const first = await worker();
    const seen = await waitFor('progress between 1 and 98', async () => {
      const t = await ownTrend(api.url, m, trendId);
      return t?.state === 'processing' && (t.progress ?? 0) > 0 && (t.progress ?? 0) < 99 ? t.progress : null;
    }, 60_000);
    await first.kill9();
    expect(seen).toBeGreaterThan(0);

    const db = new pg.Client({ connectionString: cluster.url('app') });
    await db.connect();
    try {
      const job = async () => (await db.query<{ state: string; retry_count: number }>(`SELECT state, retry_count FROM pgboss.job WHERE name = 'transcode' AND data->>'videoId' = $1`, [String(videoId)])).rows;
      expect((await job())[0].state).toBe('active');
      // The crashed attempt's row stays processing: nothing half-made is visible.
      expect(await ownTrend(api.url, m, trendId)).toMatchObject({ state: 'processing' });
      expect((await db.query('SELECT 1 FROM videos WHERE id = $1', [videoId])).rowCount).toBe(0);

      await worker();
      const done = await waitFor('published', async () => {
        const t = await ownTrend(api.url, m, trendId);
        return t?.state === 'published' ? t : null;
      }, 110_000);
      expect(done).toMatchObject({ state: 'published', progress: 100, videoId });
      const [row] = await job();
      expect(row.state).toBe('completed');
      expect(row.retry_count).toBe(1);
      expect((await db.query('SELECT 1 FROM videos WHERE id = $1', [videoId])).rowCount).toBe(1);
      expect((await db.query('SELECT 1 FROM episodes WHERE video_id = $1', [videoId])).rowCount).toBe(1);
      // Sending the job again (a repeated SaveVideo, a resume) is ignored: its key is its id.
      expect((await db.query(`SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'transcode'`)).rows[0]).toEqual({ n: 1 });

      // The stream plays from the API host: the playlist and its first segment.
      const master = await fetch(`${api.url}${done.videoUrl}`);
      expect(master.status).toBe(200);
      const text = await master.text();
      const variant = text.split('\n').find((l) => l && !l.startsWith('#'));
      expect(variant).toBeTruthy();
      const variantUrl = new URL(variant!, `${api.url}${done.videoUrl}`);
      const media = await (await fetch(variantUrl)).text();
      const segment = media.split('\n').find((l) => l && !l.startsWith('#'));
      const seg = await fetch(new URL(segment!, variantUrl));
      expect(seg.status).toBe(200);
      expect((await seg.arrayBuffer()).byteLength).toBeGreaterThan(1000);
    } finally {
      await db.end();
    }
  }, 240_000);
});

// Child process of the server bench: one reference server with the options given as JSON in
// argv[2]. The server gets its own process (and event loop) so the load generator does not
// steal its CPU, and the bench can read this process's CPU time per request.
// Prints one line `{"url": ...}` when listening; stops on SIGTERM or when stdin closes.
// With S3_ENDPOINT and S3_BUCKET in its environment it keeps media in that bucket, as main.ts does.
import { startServer, type StartOptions } from '../../server/app';
import { storeFromEnv } from '../../server/storage/from-env';

const opts = JSON.parse(process.argv[2] ?? '{}') as StartOptions;
const store = process.env.S3_ENDPOINT && process.env.S3_BUCKET ? storeFromEnv(process.env, opts.mediaDir ?? '') : undefined;
const server = await startServer({ port: 0, host: '127.0.0.1', prepareMedia: false, clientDir: null, logger: false, ...opts, ...(store ? { store } : {}) });
process.stdout.write(`${JSON.stringify({ url: server.url, pid: process.pid })}\n`);

let stopping = false;
async function stop(): Promise<void> {
  if (stopping) return;
  stopping = true;
  if (opts.databaseUrl) {
    const { rows } = await server.db.query<{ s: string }>('SELECT current_schema() AS s').catch(() => ({ rows: [] as { s: string }[] }));
    if (rows[0]?.s?.startsWith('vt_bench_')) await server.db.query(`DROP SCHEMA IF EXISTS ${rows[0].s} CASCADE`).catch(() => {});
  }
  await server.close();
  process.exit(0);
}
process.once('SIGTERM', () => void stop());
process.stdin.on('end', () => void stop());
process.stdin.resume();

// Startup bench (`npm run bench -- startup`, issue 41 point 5): the first `npm start` of a fresh
// clone. The repository's committed HEAD is cloned into a temporary folder with node_modules
// hard-linked (as `npm install` would have left it), then `npm start` runs until the first HTTP
// 200 on `/`, and on until the first demo title plays (its play data answers) and every demo
// stream is made. The peer in the same run is the order before issue 41, the demo streams made
// before the server listens (PREPARE_MEDIA=1), in a clone of its own. `STARTUP_BENCH_PEER=0`
// skips the peer.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const TIMEOUT_MS = 15 * 60_000;

interface StartupRun {
  order: 'listen first (npm start)' | 'media first (PREPARE_MEDIA=1, the order before issue 41)';
  /** From spawning `npm start` to the first HTTP 200 on `/`. */
  firstOkSec: number;
  /** The client build's share (the `[start] building` line to the server's first log line). */
  buildSec: number;
  /** To getPlayData of v1001 (demo-1) answering with a stream. */
  firstTitlePlaysSec: number;
  /** To the `demo media ready` line. */
  allMediaSec: number;
  load: { before: number[]; after: number[] };
}

const round1 = (n: number) => Math.round(n * 10) / 10;
const load = () => loadavg().map((l) => Math.round(l * 100) / 100);

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const a = s.address();
      s.close(() => (typeof a === 'object' && a ? resolve(a.port) : reject(new Error('no port'))));
    });
  });
}

/** A fresh clone of HEAD with node_modules hard-linked (the build and start caches left out). */
function freshClone(into: string): void {
  const r = spawnSync('git', ['clone', '-q', root, into], { stdio: 'inherit' });
  if (r.status !== 0) throw new Error('git clone failed');
  spawnSync('cp', ['-al', join(root, 'node_modules'), join(into, 'node_modules')], { stdio: 'inherit' });
  for (const cache of ['node_modules/.vite', 'node_modules/.cache/e2e']) rmSync(join(into, cache), { recursive: true, force: true });
}

async function playable(url: string): Promise<boolean> {
  const r = await fetch(`${url}/api/Video/getPlayData?videoType=0`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ mediaKey: 'v1001' }) }).catch(() => null);
  if (!r) return false;
  const body = (await r.json().catch(() => null)) as { ret?: number } | null;
  return body?.ret === 200;
}

async function oneStart(order: StartupRun['order'], env: Record<string, string>): Promise<StartupRun> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-startup-'));
  const clone = join(dir, 'app');
  freshClone(clone);
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const before = load();
  const t0 = performance.now();
  const marks: Record<string, number> = {};
  // Its own process group, so that the clean-up reaches the server and its ffmpeg.
  const child: ChildProcess = spawn('npm', ['start'], {
    cwd: clone,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG: '0', NODE_ENV: '', ...env },
  });
  let tail = '';
  const onLine = (chunk: Buffer) => {
    const text = chunk.toString();
    tail = (tail + text).slice(-2000);
    const now = performance.now() - t0;
    if (marks.build === undefined && text.includes('[start] building')) marks.build = now;
    if (marks.built === undefined && marks.build !== undefined && /\[(server|media)\]/.test(text)) marks.built = now;
    if (marks.allMedia === undefined && text.includes('demo media ready')) marks.allMedia = now;
  };
  child.stdout?.on('data', onLine);
  child.stderr?.on('data', onLine);
  let exited = false;
  child.on('exit', () => (exited = true));
  try {
    const wait = async (what: string, done: () => Promise<boolean> | boolean) => {
      while (!(await done())) {
        if (exited) throw new Error(`npm start exited before ${what}: ${tail}`);
        if (performance.now() - t0 > TIMEOUT_MS) throw new Error(`no ${what} within ${TIMEOUT_MS / 60_000} min`);
        await new Promise((r) => setTimeout(r, 250));
      }
      return (performance.now() - t0) / 1000;
    };
    const firstOkSec = await wait('HTTP 200 on /', async () => (await fetch(url).catch(() => null))?.status === 200);
    const firstTitlePlaysSec = await wait('a playable first title', () => playable(url));
    const allMediaSec = await wait('all demo media', () => marks.allMedia !== undefined);
    return {
      order,
      firstOkSec: round1(firstOkSec),
      buildSec: round1(((marks.built ?? NaN) - (marks.build ?? NaN)) / 1000),
      firstTitlePlaysSec: round1(firstTitlePlaysSec),
      allMediaSec: round1(allMediaSec),
      load: { before, after: load() },
    };
  } finally {
    if (child.pid && !exited) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
      await new Promise((r) => setTimeout(r, 1000));
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // stopped on SIGTERM
      }
    }
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function runStartupBench(): Promise<object> {
  const runs: StartupRun[] = [await oneStart('listen first (npm start)', {})];
  if (process.env.STARTUP_BENCH_PEER !== '0') runs.push(await oneStart('media first (PREPARE_MEDIA=1, the order before issue 41)', { PREPARE_MEDIA: '1' }));
  const [now, peer] = runs;
  return {
    what: 'first npm start of a fresh clone (node_modules hard-linked), to the first HTTP 200 on /',
    targetSec: 60,
    met: now.firstOkSec <= 60,
    runs,
    ...(peer ? { firstOkRatioToPeer: Math.round((now.firstOkSec / peer.firstOkSec) * 100) / 100 } : {}),
    note: 'wall-clock on a shared machine: read firstOk against the build and the peer in the same run, with the load averages',
  };
}

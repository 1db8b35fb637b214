// Issue 39 point 4: several hosts. The test makes its own network namespaces (harness/netns.ts):
// host A and host B (API processes, JOB_WORKER=0), a worker host, a data host (PostgreSQL and
// Redis) and a client host, joined by a bridge, on a private /24 assigned only inside them, no
// default route. With TEST_S3_* set (CI's radosgw, .ci/s3-store.sh) media and uploads live in a
// bucket of that store, reached from the namespaces at the data host's address through
// harness/store-bridge.ts (decision 067), and each host has folders of its own: nothing is shared
// on disk. Without it they sit in one shared folder (the local store). Checks, all from inside
// the client namespace:
// an upload through A is transcoded by the worker and plays from B; a barrage sent on A reaches
// a socket on B; API A killed mid-session moves the client to B with the same token, and every
// barrage it sent around the switch is delivered and stored. With the store: the segments B's
// playlist names are presigned URLs of the bucket, and the upload and the renditions are in it.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { PutBucketCorsCommand, S3Client } from '@aws-sdk/client-s3';
import puppeteer from 'puppeteer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserPath } from '../../scripts/prerequisites';
import { startS3, type TestS3 } from '../server/s3-server';
import { canMakeNamespaces, makeTestNet, type TestNet } from './harness/netns';
import { startPgCluster, type PgCluster } from './harness/postgres-cluster';
import { makeClip } from './harness/publish-kit';
import { startServerProcess, type ServerProcess } from './harness/server-process';
import { bridgeStore, type StoreBridge } from './harness/store-bridge';
import { startWorker, type WorkerProcess } from './harness/worker-process';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

interface Step { step: string; [k: string]: unknown }

// The production client the e2e project builds (npm test runs e2e before faults): host B serves it
// to a real Chromium in the client namespace when it is there.
const CLIENT_DIR = join(ROOT, 'node_modules/.cache/e2e/dist');
const haveClient = existsSync(join(CLIENT_DIR, 'index.html'));
// As tests/e2e/browser.ts launches it (not imported: that file is typed for the DOM).
const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--autoplay-policy=no-user-gesture-required', '--mute-audio'];
// Evaluated in the page.
const VIDEO_TIME = `(document.querySelector('video[data-testid="video"]') || { currentTime: 0 }).currentTime`;
// CI's real S3 store (radosgw on loopback); without it the hosts share one media folder.
const withStore = !!process.env.TEST_S3_ENDPOINT;

describe.skipIf(!canMakeNamespaces())('two API hosts, one worker, PostgreSQL and Redis in network namespaces', () => {
  let net: TestNet;
  let pg: PgCluster;
  let redis: ChildProcess;
  let apiA: ServerProcess;
  let apiB: ServerProcess;
  let worker: WorkerProcess;
  let dir: string;
  let s3: TestS3 | undefined;
  let bridge: StoreBridge | undefined;
  /** A host's own data and media folders with the store, the one shared pair without it. */
  const folders = (host: string) => {
    const own = withStore ? host : 'shared';
    for (const f of ['data', 'media']) mkdirSync(join(dir, own, f), { recursive: true });
    return { dataDir: join(dir, own, 'data'), mediaDir: join(dir, own, 'media') };
  };

  beforeAll(async () => {
    dir = mkdtempSync('/tmp/multi-host-');
    chmodSync(dir, 0o755);
    makeClip(dir, 2, '640x360');
    net = makeTestNet(['data', 'a', 'b', 'worker', 'client']);
    let storeEnv: Record<string, string> = {};
    if (withStore) {
      s3 = await startS3();
      bridge = await bridgeStore(s3.settings.endpoint, net, 'data', dir);
      // The namespaces (and the presigned URLs the API writes) name the bridge, not loopback.
      storeEnv = { ...s3.env, S3_ENDPOINT: bridge.endpoint };
    }
    pg = await startPgCluster('multi-host', { host: net.addr('data'), wrap: net.wrap('data'), clients: net.cidr });
    const inData = net.wrap('data');
    redis = spawn(inData[0], [...inData.slice(1), 'redis-server', '--bind', net.addr('data'), '--port', '6379', '--save', '', '--appendonly', 'no', '--protected-mode', 'no'], { stdio: ['ignore', 'pipe', 'inherit'] });
    await new Promise<void>((resolve, reject) => {
      redis.once('exit', (c) => reject(new Error(`redis exited ${c}`)));
      createInterface({ input: redis.stdout! }).on('line', (l) => l.includes('Ready to accept') && resolve());
    });
    const shared = {
      databaseUrl: pg.url(), redisUrl: `redis://${net.addr('data')}:6379`, tokenSecret: randomBytes(32).toString('hex'),
      readCache: false as const, limitExemptAddresses: [net.addr('client')],
      uploads: { work: false },
    };
    // One after the other: the first runs the migrations and the seed.
    apiA = await startServerProcess({ ...shared, ...folders('a'), host: net.addr('a') }, { NODE_ENV: 'test', ...storeEnv }, net.wrap('a'));
    apiB = await startServerProcess({ ...shared, ...folders('b'), host: net.addr('b'), ...(haveClient ? { clientDir: CLIENT_DIR } : {}) }, { NODE_ENV: 'test', ...storeEnv }, net.wrap('b'));
    const w = folders('worker');
    worker = await startWorker({ DATABASE_URL: pg.url(), DATA_DIR: w.dataDir, MEDIA_DIR: w.mediaDir, JOBS_MAINTENANCE_SECONDS: '1', TRANSCODE_CONCURRENCY: '1', ...storeEnv }, net.wrap('worker'));
    if (s3 && haveClient) {
      // The TV page on B fetches segments from the bucket: the store must allow B's origin
      // (a deployment sets the same rule on its bucket or CDN, README's deployment section).
      const admin = new S3Client({
        endpoint: s3.settings.endpoint, region: s3.settings.region, forcePathStyle: true,
        credentials: { accessKeyId: s3.settings.accessKeyId ?? '', secretAccessKey: s3.settings.secretAccessKey ?? '' },
      });
      await admin.send(new PutBucketCorsCommand({
        Bucket: s3.settings.bucket,
        CORSConfiguration: { CORSRules: [{ AllowedOrigins: [apiB.url], AllowedMethods: ['GET', 'HEAD'], AllowedHeaders: ['*'], ExposeHeaders: ['Content-Length', 'Content-Range'], MaxAgeSeconds: 600 }] },
      }));
      admin.destroy();
    }
  }, 180_000);

  afterAll(async () => {
    await worker?.stop().catch(() => {});
    await apiA?.stop().catch(() => {});
    await apiB?.stop().catch(() => {});
    redis?.kill('SIGKILL');
    await pg?.remove().catch(() => {});
    await bridge?.stop().catch(() => {});
    await s3?.stop().catch(() => {});
    net?.remove();
    rmSync(dir, { recursive: true, force: true });
  });

  let playedKey = '';

  it('uploads on A, transcodes on the worker, plays and relays barrages on B, and survives losing A', async () => {
    const c = net.wrap('client');
    const args = JSON.stringify({ a: apiA.url, b: apiB.url, clipFile: join(dir, 'clip-2-640x360.mp4') });
    const bridged = bridge?.connections() ?? 0;
    const client = spawn(c[0], [...c.slice(1), process.execPath, '--import', 'tsx', join(ROOT, 'tests/faults/multi-host-client.ts'), args], { cwd: ROOT, stdio: ['pipe', 'pipe', 'inherit'] });
    const steps = new Map<string, Step>();
    const ended = new Promise<number | null>((resolve) => client.once('exit', resolve));
    createInterface({ input: client.stdout! }).on('line', (line) => {
      const s = JSON.parse(line) as Step;
      steps.set(s.step, s);
      if (s.step === 'kill-a') void apiA.kill9().then(() => client.stdin!.write('killed\n'));
    });
    const code = await ended;
    expect(steps.get('error')).toBeUndefined();
    expect(code).toBe(0);

    const played = steps.get('played')!;
    playedKey = String(played.mediaKey);
    expect(played.state).toBe('published');
    expect(played.statuses).toEqual([200, 200, 200]);
    expect(played.segBytes).toBeGreaterThan(1000);
    // The transcode ran only on the worker: the API hosts send jobs (JOB_WORKER=0).
    expect(worker.lines.some((l) => l.includes('ready as up-'))).toBe(true);
    if (s3 && bridge) {
      // B's playlist sends the player to the bucket: a presigned URL at the bridge address.
      expect(played.segOrigin).toBe(bridge.endpoint);
      expect(played.segSigned).toBe(true);
      expect(bridge.connections()).toBeGreaterThan(bridged);
      expect(worker.lines.some((l) => l.includes('media store s3'))).toBe(true);
      // The renditions are in the bucket, and in none of the hosts' folders.
      const store = s3.store();
      const stream = String(played.streamKey);
      const rendition = await store.list(`hls/${stream}/`);
      expect(rendition.some((o) => o.key.endsWith('.m3u8'))).toBe(true);
      expect(rendition.filter((o) => o.key.endsWith('.ts') || o.key.endsWith('.m4s')).length).toBeGreaterThan(0);
      for (const host of ['a', 'b', 'worker']) expect(existsSync(join(dir, host, 'media', 'hls', stream))).toBe(false);
      // The worker, with folders of its own, could read the upload through A only from the
      // bucket; once published its parts and source are gone from there too.
      expect(await store.list('uploads/')).toEqual([]);
    }

    expect(steps.get('relayed')).toMatchObject({ ackA: 200, received: ['甲机弹幕1'] });

    const moved = steps.get('moved')!;
    expect(apiA.running()).toBe(false);
    // The barrage sent on the dead socket got no acknowledgement and was sent again on B.
    expect(moved.inFlight).toBe(-1);
    expect(moved.acks).toEqual([200, 200]);
    expect(moved.received).toEqual(['甲机弹幕1', '切换弹幕2', '乙机弹幕3']);
    expect(moved.listRet).toBe(200);
    expect([...(moved.stored as string[])].sort()).toEqual(['乙机弹幕3', '切换弹幕2', '甲机弹幕1'].sort());
    // The same token works on B: no second login.
    expect(moved.userInfoRet).toBe(200);
  }, 240_000);

  it.skipIf(!haveClient)('plays the uploaded video on a real Chromium TV page served by host B', async () => {
    expect(playedKey).not.toBe('');
    // Chromium runs inside the client namespace: puppeteer speaks to it over a pipe, not a port.
    const launcher = join(dir, 'chromium-in-client.sh');
    writeFileSync(launcher, `#!/bin/sh\nexec ${net.wrap('client').join(' ')} ${browserPath()} "$@"\n`, { mode: 0o755 });
    const profile = join(dir, 'profile');
    const browser = await puppeteer.launch({ executablePath: launcher, pipe: true, headless: true, args: [...CHROMIUM_ARGS, `--user-data-dir=${profile}`] });
    try {
      const page = await browser.newPage();
      await page.setViewport({ width: 1920, height: 1080 });
      // What went wrong, if it does not play: refused requests (CSP, CORS, the store) and the console.
      const seen: string[] = [];
      page.on('requestfailed', (r) => seen.push(`failed ${r.url().slice(0, 100)}: ${r.failure()?.errorText ?? ''}`));
      page.on('console', (m) => seen.push(`console ${m.text().slice(0, 300)}`));
      // With the store, the segments come from the bucket (through the bridge), not from B.
      const fromStore: number[] = [];
      page.on('response', (r) => void (bridge && r.url().startsWith(`${bridge.endpoint}/`) && fromStore.push(r.status())));
      await page.goto(`${apiB.url}/watch?id=${encodeURIComponent(playedKey)}&layout=tv`, { waitUntil: 'domcontentloaded' });
      await page.waitForFunction(`${VIDEO_TIME} > 0.5`, { timeout: 60_000 }).catch((err: unknown) => {
        throw new Error(`${String(err)}\n${seen.slice(-20).join('\n')}`);
      });
      const played = (await page.evaluate(VIDEO_TIME)) as number;
      expect(played).toBeGreaterThan(0.5);
      if (bridge) expect(fromStore.filter((st) => st === 200 || st === 206).length).toBeGreaterThan(0);
    } finally {
      await browser.close().catch(() => {});
    }
  }, 120_000);
});

// e2e global setup: build the client once, start one reference server on a random port with a
// fresh database (PGlite in a temp folder) and the demo media, and hand its URL to the tests.
import type { TestProject } from 'vitest/node';
import { build } from 'vite';
import { appendFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
// Media and the e2e build are kept between runs (generation takes a minute); the database is not.
const cacheDir = join(root, 'node_modules', '.cache', 'e2e');

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The server's data folder: dev-outbox.jsonl (codes sent) and e2e-captchas.jsonl (answers). */
    dataDir: string;
  }
}

export default async function setup(project: TestProject) {
  const clientDir = join(cacheDir, 'dist');
  if (existsSync(join(root, 'index.html'))) {
    // The production bundle, as `npm start` serves it: Vite takes `process.env.NODE_ENV` over
    // the mode, and vitest has set it to 'test', which bundled React's development build (twice
    // the bytes, and its performance tracks call an API Chromium 53-77 lack, so old engines
    // crashed where the product does not).
    // The server below keeps the test environment it had (a generated signing secret).
    const nodeEnv = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      await build({ root, mode: 'production', logLevel: 'warn', build: { outDir: clientDir, emptyOutDir: true } });
    } finally {
      process.env.NODE_ENV = nodeEnv;
    }
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'e2e-data-'));
  const { startServer } = await import('../../server/app');
  const { DevOutbox } = await import('../../server/account/code-delivery');
  const { fileClock } = await import('../../server/youth/clock');
  const { observeCaptchas } = await import('../../server/account/captcha');
  // Password recovery in the browser: codes go to the outbox file a developer reads (README),
  // and the captcha answers to a file beside it (the test seam the server tests use in memory).
  observeCaptchas((id, answer) => appendFileSync(join(dataDir, 'e2e-captchas.jsonl'), `${JSON.stringify({ id, answer })}\n`));
  const server = await startServer({
    port: 0,
    host: '127.0.0.1',
    dataDir,
    mediaDir: join(cacheDir, 'media'),
    clientDir,
    prepareMedia: true,
    logger: false,
    // The payment sandbox is on for the e2e server whatever NODE_ENV says (it is off by default in production).
    paymentSandbox: true,
    // A bargain ends 25 s after it starts, so the VIP e2e sees its countdown end and the re-fetch.
    bargainSeconds: 25,
    codeDelivery: new DevOutbox(200, join(dataDir, 'dev-outbox.jsonl')),
    // Youth mode's day limit and night hours run on a clock the youth e2e sets in this file
    // (the system clock while it is absent; nothing else reads it).
    youthClock: fileClock(join(dataDir, 'youth-clock.json')),
    // Every test file registers its own users from this one address: the per-address limits
    // (20 registrations an hour) would refuse the later files. The per-account and per-user
    // limits still apply; the per-address ones are proven by the server suite from other
    // loopback addresses (tests/server/brute-force.test.ts).
    limitExemptAddresses: ['127.0.0.1'],
  });
  // The demo's start adverts would cover the first screen of every other test: they are moved
  // to a region no other test uses (ZZ), and the start-advert test chooses that region
  // (tests/e2e/start-ad.test.ts), so it sees them through the real region filter.
  await server.db.query("UPDATE ads SET regions = 'ZZ' WHERE grp = 'kaiping'");
  // A VP9 + FLAC stream (video `vp9-test`) the old engines can play: the Chromium builds that
  // stand in for old TVs have no H.264 or AAC (tests/e2e/old-engines-playback.test.ts).
  const { addVp9TestVideo } = await import('../../server/media/vp9-test-stream');
  await addVp9TestVideo(server.db, join(cacheDir, 'media'));
  project.provide('baseUrl', server.url);
  project.provide('dataDir', dataDir);
  return async () => {
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
}

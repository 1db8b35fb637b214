// `npm run bench -- scale` (issue 39): on one machine, in one run,
// - segment requests per second through the API (/media/hls/..., bytes proxied from the store)
//   against straight from the S3 store (the presigned URLs the API's playlists carry);
// - upload ingest in MB/s of the app's chunked upload through the API into the S3 store
//   (three-chunk multipart parts) against the local disk (positional writes, decision 041).
// The S3 store is TEST_S3_ENDPOINT's when set (radosgw), else s3rver (tests/server/s3-server.ts).
import { execFileSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startServer, type RunningServer } from '../../server/app';
import { resolveFfmpeg } from '../../server/media';
import type { ObjectStore } from '../../server/storage/port';
import { CHUNK_BYTES } from '../../server/uploads/settings';
import type { Token } from '../../src/api/contract/common';
import { createVideoFile, uploadVideoChunk } from '../../src/api/contract/upload';
import { authHeaders, clientOn, type Client, type Headers } from '../server/harness';
import { startS3 } from '../server/s3-server';

const SEGMENTS = 20;
const SEGMENT_BYTES = 190 * 1024;

async function server(tmp: string, name: string, store?: ObjectStore): Promise<RunningServer> {
  return startServer({
    port: 0, host: '127.0.0.1', prepareMedia: false, clientDir: null, databaseUrl: '', limitExemptAddresses: ['127.0.0.1'],
    dataDir: path.join(tmp, `${name}-data`), mediaDir: path.join(tmp, `${name}-media`), store,
  });
}

/** `total` GETs of `urls` in turn, `concurrency` at a time; requests per second and MB/s. */
async function load(urls: string[], total: number, concurrency: number): Promise<{ requests: number; rps: number; mbps: number; failed: number }> {
  let next = 0;
  let bytes = 0;
  let failed = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total) {
        const url = urls[next++ % urls.length];
        const r = await fetch(url);
        const b = await r.arrayBuffer();
        if (r.status !== 200) failed++;
        bytes += b.byteLength;
      }
    }),
  );
  const s = (performance.now() - started) / 1000;
  return { requests: total, rps: Math.round(total / s), mbps: Math.round((bytes / 1e6 / s) * 10) / 10, failed };
}

async function user(c: Client): Promise<Headers> {
  const r = await c.post<{ token: Token }>('/api/Login/Register', { account: `bench${randomBytes(4).toString('hex')}`, password: 'secret12', nickName: '压测' });
  if (r.ret !== 200) throw new Error(`register: ${r.msg}`);
  return authHeaders(r.data.token);
}

/** The app's chunked upload, one chunk after another; MB/s over all chunks (the last one assembles and checks the file). */
async function ingest(c: Client, file: Buffer): Promise<{ mb: number; seconds: number; mbps: number }> {
  const headers = await user(c);
  const res = await c.get<{ uniqueFileName: string }>(createVideoFile.path, { fileName: 'bench.avi', size: file.length }, headers);
  const chunks = Math.ceil(file.length / CHUNK_BYTES);
  const started = performance.now();
  for (let i = 1; i <= chunks; i++) {
    const data = file.subarray((i - 1) * CHUNK_BYTES, i * CHUNK_BYTES);
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(data)]), 'blob');
    form.append('chunk', String(i));
    form.append('chunks', String(chunks));
    form.append('uniqueFileID', res.data.uniqueFileName);
    form.append('sha256', createHash('sha256').update(data).digest('hex'));
    const r = (await (await c.raw(uploadVideoChunk.path, { method: 'POST', headers, body: form })).json()) as { ret: number; msg: string };
    if (r.ret !== 200) throw new Error(`chunk ${i}: ${r.msg}`);
  }
  const seconds = (performance.now() - started) / 1000;
  const mb = file.length / 1e6;
  return { mb: Math.round(mb * 10) / 10, seconds: Math.round(seconds * 100) / 100, mbps: Math.round((mb / seconds) * 10) / 10 };
}

export async function runScaleBench({ quick }: { quick: boolean }): Promise<object> {
  const tmp = mkdtempSync(path.join(tmpdir(), 'bench-scale-'));
  const s3 = await startS3();
  const servers: RunningServer[] = [];
  try {
    const store = s3.store();
    for (let i = 0; i < SEGMENTS; i++) await store.put(`hls/bench/360p/seg-${String(i).padStart(3, '0')}.ts`, randomBytes(SEGMENT_BYTES));
    const onS3 = await server(tmp, 's3', s3.store());
    servers.push(onS3);
    const local = await server(tmp, 'local');
    servers.push(local);
    const names = Array.from({ length: SEGMENTS }, (_, i) => `hls/bench/360p/seg-${String(i).padStart(3, '0')}.ts`);
    const total = quick ? 200 : 2000;
    const concurrency = 8;
    const viaApi = await load(names.map((n) => `${onS3.url}/media/${n}`), total, concurrency);
    const presigned = await Promise.all(names.map((n) => store.signedUrl(n, 3600)));
    const direct = await load(presigned, total, concurrency);

    // A real video (raw frames, so ffprobe accepts it at the end): 12 chunks, 4 multipart parts.
    const seconds = quick ? 7 : 21;
    execFileSync(resolveFfmpeg(), ['-hide_banner', '-loglevel', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc=s=320x240:r=10', '-t', String(seconds), '-c:v', 'rawvideo', '-pix_fmt', 'yuv420p', path.join(tmp, 'clip.avi')]);
    const clip = readFileSync(path.join(tmp, 'clip.avi'));
    const toS3 = await ingest(clientOn(onS3), clip);
    const toDisk = await ingest(clientOn(local), clip);
    return {
      store: s3.engine === 'external' ? 'TEST_S3_ENDPOINT' : 's3rver',
      segments: { sizeKiB: SEGMENT_BYTES / 1024, concurrency, throughApi: viaApi, straightFromStore: direct },
      uploadIngest: { chunkMB: CHUNK_BYTES / 1e6, toS3Store: toS3, toLocalDisk: toDisk },
    };
  } finally {
    for (const s of servers) await s.close().catch(() => {});
    await s3.stop();
    rmSync(tmp, { recursive: true, force: true });
  }
}

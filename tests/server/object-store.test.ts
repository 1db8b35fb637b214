// The storage port's two adapters against the same checks (issue 39): the local folder and a
// real S3 store (radosgw when TEST_S3_ENDPOINT is set, else s3rver; tests/server/s3-server.ts).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalFolderStore } from '../../server/storage/local-folder-store';
import type { ObjectStore } from '../../server/storage/port';
import { storeFromEnv } from '../../server/storage/from-env';
import { startS3, type TestS3 } from './s3-server';

async function bytes(r: Readable | null): Promise<Buffer> {
  if (!r) throw new Error('no object');
  const parts: Buffer[] = [];
  for await (const c of r) parts.push(c as Buffer);
  return Buffer.concat(parts);
}

const MIB = 1024 * 1024;
const pattern = (n: number, seed: number) => Buffer.from(Array.from({ length: n }, (_, i) => (i * 7 + seed) & 255));

let s3: TestS3;
let tmp: string;
const stores: Record<string, () => ObjectStore> = {
  local: () => new LocalFolderStore(path.join(tmp, 'media')),
  s3: () => s3.store(),
};

beforeAll(async () => {
  tmp = mkdtempSync(path.join(tmpdir(), 'object-store-'));
  s3 = await startS3();
});
afterAll(async () => {
  await s3?.stop();
  rmSync(tmp, { recursive: true, force: true });
});

describe.each(Object.keys(stores))('%s store', (name) => {
  let store: ObjectStore;
  beforeAll(() => {
    store = stores[name]();
  });

  it('puts, heads, gets whole and by range, lists by prefix in key order and removes a prefix', async () => {
    const body = pattern(10_000, 3);
    await store.put('hls/s1/360p/seg-001.ts', body);
    await store.put('hls/s1/360p/index.m3u8', '#EXTM3U\n');
    await store.put('hls/s10/master.m3u8', '#EXTM3U\n');
    await store.put('posters/s1.jpg', Buffer.from('jpg'));
    expect((await store.head('hls/s1/360p/seg-001.ts'))?.size).toBe(10_000);
    expect(await store.head('hls/s1/missing.ts')).toBeNull();
    expect(await store.get('hls/s1/missing.ts')).toBeNull();
    expect((await bytes(await store.get('hls/s1/360p/seg-001.ts'))).equals(body)).toBe(true);
    expect((await bytes(await store.get('hls/s1/360p/seg-001.ts', { start: 100, end: 199 }))).equals(body.subarray(100, 200))).toBe(true);
    expect((await store.list('hls/s1/')).map((o) => o.key)).toEqual(['hls/s1/360p/index.m3u8', 'hls/s1/360p/seg-001.ts']);
    expect((await store.list('hls/s1')).map((o) => o.key)).toEqual(['hls/s1/360p/index.m3u8', 'hls/s1/360p/seg-001.ts', 'hls/s10/master.m3u8']);
    await store.removePrefix('hls/s1/');
    expect((await store.list('hls/')).map((o) => o.key)).toEqual(['hls/s10/master.m3u8']);
    await store.remove('posters/s1.jpg');
    expect(await store.head('posters/s1.jpg')).toBeNull();
  });

  it('moves a local folder under a prefix, dot files and sub-folders included', async () => {
    const dir = path.join(tmp, `tree-${name}`);
    mkdirSync(path.join(dir, '720p'), { recursive: true });
    writeFileSync(path.join(dir, 'master.m3u8'), '#EXTM3U\n');
    writeFileSync(path.join(dir, '720p', 'seg-000.ts'), pattern(3000, 1));
    writeFileSync(path.join(dir, '.complete.json'), '{}');
    await store.putTree('hls/tree', dir);
    expect((await store.list('hls/tree/')).map((o) => [o.key, o.size])).toEqual([
      ['hls/tree/.complete.json', 2], ['hls/tree/720p/seg-000.ts', 3000], ['hls/tree/master.m3u8', 8],
    ]);
  });

  it('joins multipart parts in order (5 MiB parts and a short last one)', async () => {
    const a = pattern(5 * MIB, 1);
    const b = pattern(5 * MIB, 2);
    const c = pattern(1234, 3);
    const id = await store.beginParts('uploads/u1/source');
    // Sent out of order: the part numbers decide.
    const ec = await store.putPart('uploads/u1/source', id, 3, c);
    const ea = await store.putPart('uploads/u1/source', id, 1, a);
    const eb = await store.putPart('uploads/u1/source', id, 2, b);
    await store.completeParts('uploads/u1/source', id, [{ n: 3, etag: ec }, { n: 1, etag: ea }, { n: 2, etag: eb }]);
    const got = await bytes(await store.get('uploads/u1/source'));
    expect(got.length).toBe(10 * MIB + 1234);
    expect(got.equals(Buffer.concat([a, b, c]))).toBe(true);
  });

  it('refuses keys that would leave their prefix', async () => {
    await expect(store.put('../escape', 'x')).rejects.toThrow(/bad object key/);
    await expect(store.put('hls//x', 'x')).rejects.toThrow(/bad object key/);
    await expect(store.put('/abs', 'x')).rejects.toThrow(/bad object key/);
  });
});

describe('S3 presigned URLs', () => {
  it('a presigned GET is answered by the store itself, the exact object and range', async () => {
    const store = s3.store();
    const body = pattern(4000, 9);
    await store.put('hls/p1/360p/seg-000.ts', body);
    const url = await store.signedUrl('hls/p1/360p/seg-000.ts', 60);
    expect(url.startsWith(s3.settings.endpoint)).toBe(true);
    const whole = await fetch(url);
    expect(whole.status).toBe(200);
    expect(Buffer.from(await whole.arrayBuffer()).equals(body)).toBe(true);
    const part = await fetch(url, { headers: { range: 'bytes=10-19' } });
    expect(part.status).toBe(206);
    expect(Buffer.from(await part.arrayBuffer()).equals(body.subarray(10, 20))).toBe(true);
  });

  it('an expired presigned GET is refused by the store', async () => {
    const store = s3.store();
    await store.put('hls/p2/seg.ts', 'x');
    const client = new S3Client({ endpoint: s3.settings.endpoint, region: s3.settings.region, forcePathStyle: true, credentials: { accessKeyId: s3.settings.accessKeyId ?? '', secretAccessKey: s3.settings.secretAccessKey ?? '' } });
    // Signed two minutes ago for 60 s: the same URL the API would have written then.
    const url = await getSignedUrl(client, new GetObjectCommand({ Bucket: s3.settings.bucket, Key: 'hls/p2/seg.ts' }), { expiresIn: 60, signingDate: new Date(Date.now() - 120_000) });
    client.destroy();
    const res = await fetch(url);
    expect(res.status).toBe(403);
    expect(await res.text()).toMatch(/AccessDenied|expired/i);
  });

  it.runIf(!!process.env.TEST_S3_ENDPOINT)('the store refuses an unsigned GET and a signature moved to another stream', async () => {
    const store = s3.store();
    await store.put('hls/a/seg.ts', 'a');
    await store.put('hls/b/seg.ts', 'b');
    const unsigned = await fetch(`${s3.settings.endpoint}/${s3.settings.bucket}/hls/a/seg.ts`);
    expect(unsigned.status).toBe(403);
    const signedA = await store.signedUrl('hls/a/seg.ts', 60);
    const moved = await fetch(signedA.replace('/hls/a/', '/hls/b/'));
    expect(moved.status).toBe(403);
  });

  it('storeFromEnv chooses S3 only with S3_ENDPOINT and S3_BUCKET, and keys only in pairs', () => {
    expect(storeFromEnv({}, tmp).kind).toBe('local');
    expect(storeFromEnv({ S3_ENDPOINT: s3.settings.endpoint }, tmp).kind).toBe('local');
    const chosen = storeFromEnv(s3.env, tmp);
    expect(chosen.kind).toBe('s3');
    void chosen.close();
    expect(() => storeFromEnv({ ...s3.env, S3_SECRET_ACCESS_KEY: '' }, tmp)).toThrow(/together/);
  });
});

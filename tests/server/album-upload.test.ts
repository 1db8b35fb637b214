// Album/UploadFile (spec 000 §7: file; query chunk, totalChunk), issue 42: a member's album image
// in 2 MB chunks. Sign-in required, the chunk numbers bounded by the contract (at most 10), the
// bytes judged as an image, chunks tied by the form's uniqueFileID, the image usable in a dynamic,
// and 120 chunks per 10 minutes per user. Real multipart requests; both databases.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RET } from '../../src/api/contract/envelope';
import type { Token } from '../../src/api/contract/common';
import { albumUploadFile } from '../../src/api/contract/upload';
import { createTrends, getTrendDetail } from '../../src/api/contract/trends';
import { ALBUM_IMAGE_MAX_CHUNKS } from '../../src/api/contract/limits';
import { resolveFfmpeg } from '../../server/media';
import { CHUNK_BYTES } from '../../server/uploads/settings';
import { authHeaders, BACKENDS, clientFor, type Client, type Headers } from './harness';

let seq = 0;
const unique = (p: string) => `${p}${process.pid.toString(36)}${Date.now().toString(36)}${(seq++).toString(36)}`;
let dir: string;
let smallJpg: Buffer;
let bigPng: Buffer;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'album-test-'));
  const ff = (args: string[]) => execFileSync(resolveFfmpeg(), ['-hide_banner', '-loglevel', 'error', '-y', ...args]);
  ff(['-f', 'lavfi', '-i', 'testsrc=s=160x120', '-frames:v', '1', join(dir, 'small.jpg')]);
  // Noise does not compress: a PNG over one 2 MB chunk.
  ff(['-f', 'lavfi', '-i', 'nullsrc=s=2000x1200,geq=r=random(1)*255:g=random(2)*255:b=random(3)*255', '-frames:v', '1', '-pix_fmt', 'rgb24', join(dir, 'big.png')]);
  smallJpg = readFileSync(join(dir, 'small.jpg'));
  bigPng = readFileSync(join(dir, 'big.png'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function freshUser(c: Client): Promise<{ uid: number; headers: Headers }> {
  const r = await c.post<{ id: number; token: Token }>('/api/Login/Register', { account: unique('al'), password: 'secret12', nickName: '相册' });
  expect(r.ret).toBe(RET.OK);
  return { uid: r.data.id, headers: authHeaders(r.data.token) };
}

interface ChunkReply { chunk: number; done: boolean; filepath: string }

async function send(c: Client, headers: Headers, data: Buffer, query: Record<string, number>, key?: string) {
  const form = new FormData();
  form.append('file', new Blob([data]), 'photo');
  if (key !== undefined) form.append('uniqueFileID', key);
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)])).toString();
  const r = await c.raw(`${albumUploadFile.path}${qs ? `?${qs}` : ''}`, { method: 'POST', headers, body: form });
  return (await r.json()) as { ret: number; msg: string; data: ChunkReply | null };
}

describe.each(BACKENDS)('Album/UploadFile on %s', (backend) => {
  it('takes one chunk without a key: a served image whose path a dynamic can show', async () => {
    const c = await clientFor(backend);
    const u = await freshUser(c);
    const r = await send(c, u.headers, smallJpg, { chunk: 1, totalChunk: 1 });
    expect(r.ret, r.msg).toBe(RET.OK);
    expect(r.data).toMatchObject({ chunk: 1, done: true });
    expect(r.data?.filepath).toMatch(/^\/media\/posters\/up-\d+-\d+-[0-9a-f]+\.jpg$/);
    const served = await c.raw(r.data!.filepath);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(smallJpg)).toBe(true);
    // Without the query at all it is chunk 1 of 1 too.
    expect((await send(c, u.headers, smallJpg, {})).data?.done).toBe(true);
    const trend = await c.post<{ id: number }>(createTrends.path, { description: '相册里的一张', trendsDetails: r.data!.filepath }, u.headers);
    expect(trend.ret, trend.msg).toBe(RET.OK);
    const seen = await c.get<{ images: string[] }>(getTrendDetail.path, { id: trend.data.id }, u.headers);
    expect(seen.data.images).toEqual([r.data!.filepath]);
    expect(await c.server.ctx.uploads.service.quotaUsed(u.uid)).toBe(2 * smallJpg.length);
  });

  it('joins chunks that carry one key; a chunk without the key, or past the count, is refused', async () => {
    const c = await clientFor(backend);
    const u = await freshUser(c);
    expect(bigPng.length).toBeGreaterThan(CHUNK_BYTES);
    const n = Math.ceil(bigPng.length / CHUNK_BYTES);
    const key = unique('img');
    const part = (i: number) => bigPng.subarray(i * CHUNK_BYTES, (i + 1) * CHUNK_BYTES);
    const noKey = await send(c, u.headers, part(0), { chunk: 1, totalChunk: n });
    expect(noKey.ret).toBe(RET.BAD_REQUEST);
    expect(noKey.msg).toBe('参数 uniqueFileID 不合法');
    expect((await send(c, u.headers, part(0), { chunk: n + 1, totalChunk: n }, key)).ret).toBe(RET.BAD_REQUEST);
    let last: ChunkReply | null = null;
    for (let i = 0; i < n; i++) {
      const r = await send(c, u.headers, part(i), { chunk: i + 1, totalChunk: n }, key);
      expect(r.ret, r.msg).toBe(RET.OK);
      last = r.data;
    }
    expect(last).toMatchObject({ chunk: n, done: true });
    expect(last?.filepath).toMatch(/\.png$/);
    const served = await c.raw(last!.filepath);
    expect(Buffer.from(await served.arrayBuffer()).equals(bigPng)).toBe(true);
    // Another user's chunks under the same key are an upload of their own, not this one.
    const other = await freshUser(c);
    const theirs = await send(c, other.headers, part(0), { chunk: 1, totalChunk: n }, key);
    expect(theirs.data).toMatchObject({ chunk: 1, done: false, filepath: '' });
  });

  it('needs a signed-in user, bounds the chunk numbers, and takes images only', async () => {
    const c = await clientFor(backend);
    const guest = await send(c, {}, smallJpg, { chunk: 1, totalChunk: 1 });
    expect(guest.ret).toBe(RET.SESSION_INVALID);
    const u = await freshUser(c);
    for (const q of [{ chunk: 0, totalChunk: 1 }, { chunk: 1, totalChunk: ALBUM_IMAGE_MAX_CHUNKS + 1 }, { chunk: 1, totalChunk: -1 }]) {
      expect((await send(c, u.headers, smallJpg, q, unique('b'))).ret).toBe(RET.BAD_REQUEST);
    }
    const html = Buffer.from('<!doctype html><script>alert(1)</script>');
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"/>');
    for (const bytes of [html, svg]) {
      const r = await send(c, u.headers, bytes, { chunk: 1, totalChunk: 1 });
      expect(r.ret).toBe(RET.BAD_REQUEST);
      expect(r.msg).toBe('只能上传 JPG、PNG、GIF 或 WebP 图片');
    }
    expect((await send(c, u.headers, smallJpg, { chunk: 1, totalChunk: 1 }, '../etc/passwd')).ret).toBe(RET.BAD_REQUEST);
    expect(await c.server.ctx.uploads.service.quotaUsed(u.uid)).toBe(0);
  });

  it('takes 120 chunks per 10 minutes from one user', async () => {
    const c = await clientFor(backend);
    const u = await freshUser(c);
    const tiny = Buffer.from('not an image');
    // Refused images still count: each chunk is read and judged.
    for (let i = 0; i < 120; i++) expect((await send(c, u.headers, tiny, {})).ret).toBe(RET.BAD_REQUEST);
    const over = await send(c, u.headers, smallJpg, {});
    expect(over.ret).toBe(RET.RATE_LIMITED);
    // Another user is not held back.
    const v = await freshUser(c);
    expect((await send(c, v.headers, smallJpg, {})).ret).toBe(RET.OK);
  });
});

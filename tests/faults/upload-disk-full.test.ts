// Issue 40 point 4: the upload folder's disk fills up during a chunked upload. The folder is a
// small tmpfs mounted here, so the writes fail with a real ENOSPC. The client must get a clear
// ret and Chinese message for that chunk, nothing half-written may count as held or be
// published, the server keeps answering, and the upload resumes once space is freed.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, statfsSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Token } from '../../src/api/contract/common';
import { RET } from '../../src/api/contract/envelope';
import { getNavigationBar } from '../../src/api/contract/home';
import { createVideoFile, uploadStatus, uploadVideoChunk } from '../../src/api/contract/upload';
import { resolveFfmpeg } from '../../server/media';
import { CHUNK_BYTES } from '../../server/uploads/settings';
import { STORAGE_FULL_MSG, storageKey } from '../../server/uploads/upload-service';
import { authHeaders, signedQuery, type Headers } from '../server/harness';
import { mountTmpfs, spawnServer, stopServer, type ServerChild } from './client-kit';

interface Env<T> { ret: number; msg: string; data: T }
interface ChunkReply { chunk: number; done: boolean; filepath: string }

let dir: string;
let uploadsDir: string;
let unmount: (() => void) | null = null;
let server: ServerChild;
let clip: Buffer;

beforeAll(async () => {
  dir = mkdtempSync('/tmp/faults-edge-upload-');
  // A real 3 s video just over 2 chunks (raw frames in AVI: ~3.5 MB), as tests/server/uploads.test.ts makes.
  execFileSync(resolveFfmpeg(), ['-hide_banner', '-loglevel', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc=s=320x240:r=10', '-t', '3',
    '-c:v', 'rawvideo', '-pix_fmt', 'yuv420p', path.join(dir, 'clip.avi')]);
  clip = readFileSync(path.join(dir, 'clip.avi'));
  uploadsDir = path.join(dir, 'uploads');
  // 8 MB: room for the clip and a filler that takes all but 1 MB of it.
  unmount = mountTmpfs(uploadsDir, 8 * 1024 * 1024);
  server = await spawnServer({
    dataDir: path.join(dir, 'data'),
    mediaDir: path.join(dir, 'media'),
    uploads: { dir: uploadsDir },
    limitExemptAddresses: ['127.0.0.1', '::1', '::ffff:127.0.0.1'],
  });
});

afterAll(async () => {
  if (server) await stopServer(server);
  unmount?.();
  rmSync(dir, { recursive: true, force: true });
});

async function get<T>(p: string, params: Record<string, string | number>, headers: Headers = {}): Promise<Env<T>> {
  return (await (await fetch(`${server.url}${p}?${signedQuery(params)}`, { headers, signal: AbortSignal.timeout(15_000) })).json()) as Env<T>;
}

/** One chunk as the app's form sends it (chunkForm: the fields first, the bytes last). */
async function sendChunk(headers: Headers, uid: number, key: string, chunk: number, chunks: number): Promise<Env<ChunkReply | null>> {
  const form = new FormData();
  form.append('chunk', String(chunk));
  form.append('chunks', String(chunks));
  form.append('uniqueFileID', key);
  form.append('renamemode', 'Format');
  form.append('prefix', 'xw-');
  form.append('uid', String(uid));
  form.append('file', new Blob([clip.subarray((chunk - 1) * CHUNK_BYTES, chunk * CHUNK_BYTES)]), 'blob');
  const r = await fetch(`${server.url}${uploadVideoChunk.path}`, { method: 'POST', headers, body: form, signal: AbortSignal.timeout(15_000) });
  return (await r.json()) as Env<ChunkReply | null>;
}

/** Fills the tmpfs until only `leaveBytes` are free; returns the filler's path. */
function fillDisk(leaveBytes: number): string {
  const filler = path.join(uploadsDir, 'filler.bin');
  const s = statfsSync(uploadsDir);
  writeFileSync(filler, Buffer.alloc(Math.max(0, s.bavail * s.bsize - leaveBytes)));
  return filler;
}

it('a chunk that meets a full disk is refused clearly, nothing broken is kept, and the upload resumes once space is freed', async () => {
  const reg = (await (await fetch(`${server.url}/api/Login/Register`, {
    method: 'POST', headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ account: `fe${Date.now().toString(36).slice(-6)}`, password: 'secret12', nickName: '磁盘测试' }),
  })).json()) as Env<{ id: number; token: Token }>;
  expect(reg.ret).toBe(RET.OK);
  const uid = reg.data.id;
  const headers = authHeaders(reg.data.token);
  const chunks = Math.ceil(clip.length / CHUNK_BYTES);
  expect(chunks).toBe(2);

  const vf = await get<{ id: number; uniqueFileName: string }>(createVideoFile.path, { fileName: 'clip.avi', size: clip.length }, headers);
  expect(vf.ret).toBe(RET.OK);
  const key = vf.data.uniqueFileName;

  // Chunk 1 fits; then the disk fills up, leaving less than the second chunk needs.
  const first = await sendChunk(headers, uid, key, 1, chunks);
  expect(first.ret).toBe(RET.OK);
  const filler = fillDisk(256 * 1024);

  const t0 = Date.now();
  const refused = await sendChunk(headers, uid, key, 2, chunks);
  expect(Date.now() - t0).toBeLessThan(10_000);
  expect(refused.ret).toBe(RET.SERVER_ERROR);
  expect(refused.msg).toBe(STORAGE_FULL_MSG);
  expect(refused.data).toBeNull();

  // Nothing half-written counts as held, and nothing is published.
  const during = await get<{ received: number[]; done: boolean; filepath: string }>(uploadStatus.path, { uniqueFileID: key, kind: 'video' }, headers);
  expect(during.ret).toBe(RET.OK);
  expect(during.data.received).toEqual([1]);
  expect(during.data.done).toBe(false);
  expect(during.data.filepath).toBe('');
  expect(existsSync(path.join(uploadsDir, storageKey(vf.data.id), 'source'))).toBe(false);

  // The server keeps serving other requests while the disk is full.
  const nav = await get<unknown>(getNavigationBar.path, {});
  expect(nav.ret).toBe(RET.OK);
  // A retry while still full is refused the same way (no crash, no partial success).
  expect((await sendChunk(headers, uid, key, 2, chunks)).msg).toBe(STORAGE_FULL_MSG);

  // Space freed: the same chunk goes through and the upload completes with exactly the clip's bytes.
  unlinkSync(filler);
  const freed = Date.now();
  const resumed = await sendChunk(headers, uid, key, 2, chunks);
  expect(resumed.ret).toBe(RET.OK);
  expect(resumed.data).toMatchObject({ chunk: 2, done: true, filepath: key });
  console.log(`[faults-edge] upload resumed ${((Date.now() - freed) / 1000).toFixed(2)} s after space was freed`);
  const source = readFileSync(path.join(uploadsDir, storageKey(vf.data.id), 'source'));
  expect(source.length).toBe(clip.length);
  expect(createHash('sha256').update(source).digest('hex')).toBe(createHash('sha256').update(clip).digest('hex'));
  const after = await get<{ done: boolean; received: number[] }>(uploadStatus.path, { uniqueFileID: key, kind: 'video' }, headers);
  expect(after.data).toMatchObject({ done: true, received: [1, 2] });
});

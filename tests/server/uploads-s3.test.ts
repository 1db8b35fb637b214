// Uploads and playback on a real S3 store (issue 39): a phone-style chunked upload through the
// API becomes multipart parts of three chunks in the bucket (resumable: the status and the parts
// held survive between requests), the transcode's renditions and poster land in the bucket, and a
// TV-style play request gets playlists from the API whose segment lines are presigned URLs the
// store answers (ffmpeg plays the stream through them). Paid streams keep the signed play address
// of decision 032: unsigned, expired and cross-stream requests are refused. radosgw when
// TEST_S3_ENDPOINT is set, else s3rver (tests/server/s3-server.ts).
import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../server/app';
import { resolveFfmpeg } from '../../server/media';
import { mediaUrlKey, signedHlsUrl } from '../../server/media/signed-url';
import { CHUNK_BYTES } from '../../server/uploads/settings';
import { storageKey } from '../../server/uploads/upload-service';
import type { S3Store } from '../../server/storage/s3-store';
import { RET } from '../../src/api/contract/envelope';
import type { Token } from '../../src/api/contract/common';
import { createVideoFile, saveVideo, uploadCover, uploadStatus, uploadVideoChunk, userUploadFile } from '../../src/api/contract/upload';
import { getPlayData } from '../../src/api/contract/video';
import { authHeaders, clientOn, type Client, type Headers } from './harness';
import { startS3, type TestS3 } from './s3-server';

let s3: TestS3;
let store: S3Store;
let server: RunningServer;
let c: Client;
let tmp: string;
let clip: Buffer;
let coverJpg: Buffer;

beforeAll(async () => {
  tmp = mkdtempSync(join(tmpdir(), 'uploads-s3-'));
  const ff = (args: string[]) => execFileSync(resolveFfmpeg(), ['-hide_banner', '-loglevel', 'error', '-y', ...args]);
  // Raw frames: 11 s of 320x240 at 10 fps is 12.7 MB, seven chunks, three multipart parts.
  ff(['-f', 'lavfi', '-i', 'testsrc=s=320x240:r=10', '-t', '11', '-c:v', 'rawvideo', '-pix_fmt', 'yuv420p', join(tmp, 'clip.avi')]);
  ff(['-f', 'lavfi', '-i', 'testsrc=s=160x120', '-frames:v', '1', join(tmp, 'cover.jpg')]);
  clip = readFileSync(join(tmp, 'clip.avi'));
  coverJpg = readFileSync(join(tmp, 'cover.jpg'));
  s3 = await startS3();
  store = s3.store();
  server = await startServer({
    port: 0, host: '127.0.0.1', prepareMedia: false, clientDir: null, databaseUrl: '',
    dataDir: join(tmp, 'data'), mediaDir: join(tmp, 'media'), limitExemptAddresses: ['127.0.0.1'],
    store: s3.store(), uploads: { transcodeConcurrency: 1 },
  });
  c = clientOn(server);
});
afterAll(async () => {
  await server?.close();
  await s3?.stop();
  rmSync(tmp, { recursive: true, force: true });
});

async function bytes(r: Readable | null): Promise<Buffer> {
  if (!r) throw new Error('no object');
  const out: Buffer[] = [];
  for await (const b of r) out.push(b as Buffer);
  return Buffer.concat(out);
}

async function freshUser(): Promise<{ uid: number; headers: Headers }> {
  const r = await c.post<{ id: number; token: Token }>('/api/Login/Register', { account: `s3${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`, password: 'secret12', nickName: '存储' });
  expect(r.ret, r.msg).toBe(RET.OK);
  return { uid: r.data.id, headers: authHeaders(r.data.token) };
}

/** A chunk as the phone's chunked upload sends it (file first, then the fields). */
async function sendChunk(headers: Headers, o: { key: string; chunk: number; chunks: number; data: Buffer; cover?: boolean }) {
  const form = new FormData();
  form.append(o.cover ? 'formFile' : 'file', new Blob([new Uint8Array(o.data)]), 'blob');
  form.append('chunk', String(o.chunk));
  form.append('chunks', String(o.chunks));
  form.append('uniqueFileID', o.key);
  form.append('sha256', createHash('sha256').update(o.data).digest('hex'));
  const r = await c.raw((o.cover ? uploadCover : uploadVideoChunk).path, { method: 'POST', headers, body: form });
  return (await r.json()) as { ret: number; msg: string; data: { chunk: number; done: boolean; filepath: string } | null };
}

const keysIn = async (prefix: string) => (await store.list(prefix)).map((o) => o.key);

describe(`uploads and playback on S3 (${process.env.TEST_S3_ENDPOINT ? 'external store' : 's3rver'})`, () => {
  let videoId = 0;
  let streamKey = '';
  let u: { uid: number; headers: Headers };

  it('a chunked upload becomes three-chunk multipart parts in the bucket, resumable, then one source object', async () => {
    u = await freshUser();
    const res = await c.get<{ id: number; uniqueFileName: string }>(createVideoFile.path, { fileName: '旅行.avi', size: clip.length }, u.headers);
    expect(res.ret, res.msg).toBe(RET.OK);
    const key = res.data.uniqueFileName;
    const up = `uploads/${storageKey(res.data.id)}/`;
    const chunks = Array.from({ length: Math.ceil(clip.length / CHUNK_BYTES) }, (_, i) => clip.subarray(i * CHUNK_BYTES, (i + 1) * CHUNK_BYTES));
    expect(chunks.length).toBe(7);
    // Chunks 1-3 (part 1) and 5: part 1 goes to the store as one part, its chunk objects leave.
    for (const i of [1, 2, 3, 5]) expect((await sendChunk(u.headers, { key, chunk: i, chunks: 7, data: chunks[i - 1] })).ret).toBe(RET.OK);
    expect(await keysIn(up)).toEqual([`${up}chunk-5`]);
    const parts = await server.db.query<{ n: number }>('SELECT n FROM upload_parts WHERE upload_id = $1 ORDER BY n', [res.data.id]);
    expect(parts.rows.map((r) => r.n)).toEqual([1]);
    // Resume (another device, a restart): the status lists what is held; a held chunk sent again changes nothing.
    const st = await c.get<{ received: number[]; done: boolean }>(uploadStatus.path, { uniqueFileID: key }, u.headers);
    expect(st.data).toMatchObject({ received: [1, 2, 3, 5], done: false });
    expect((await sendChunk(u.headers, { key, chunk: 2, chunks: 7, data: chunks[1] })).data?.done).toBe(false);
    for (const i of [4, 7]) expect((await sendChunk(u.headers, { key, chunk: i, chunks: 7, data: chunks[i - 1] })).data?.done).toBe(false);
    const last = await sendChunk(u.headers, { key, chunk: 6, chunks: 7, data: chunks[5] });
    expect(last.data).toEqual({ chunk: 6, done: true, filepath: key });
    // One object with exactly the file's bytes; no chunk or part left over.
    expect(await keysIn(up)).toEqual([`${up}source`]);
    expect((await bytes(await store.get(`${up}source`))).equals(clip)).toBe(true);
    expect((await server.db.query('SELECT 1 FROM upload_parts WHERE upload_id = $1', [res.data.id])).rows.length).toBe(3);

    const cover = await sendChunk(u.headers, { key: `cv${Date.now()}`, chunk: 1, chunks: 1, data: coverJpg, cover: true });
    expect(cover.data?.filepath).toMatch(/^\/media\/posters\/up-/);
    expect((await store.head(cover.data!.filepath.slice('/media/'.length)))?.size).toBe(coverJpg.length);

    const saved = await c.post<{ videoId: number }>(saveVideo.path, { LID: res.data.id, ID: res.data.id, UID: u.uid, CID: '0', Labels: '', Contxt: 'S3 上的视频', Corver: '', UploadedFileName: key, ServerID: 1 }, u.headers);
    expect(saved.ret, saved.msg).toBe(RET.OK);
    videoId = saved.data.videoId;
    await server.ctx.uploads.queue.idle();
    const row = await server.db.query<{ state: string; stream_key: string }>('SELECT state, stream_key FROM published_videos WHERE video_id = $1', [videoId]);
    expect(row.rows[0].state).toBe('published');
    streamKey = row.rows[0].stream_key;
    // Renditions and poster in the bucket, nothing in the local media folder; the source is gone.
    const hls = await keysIn(`hls/${streamKey}/`);
    expect(hls).toContain(`hls/${streamKey}/master.m3u8`);
    expect(hls.filter((k) => k.endsWith('.ts')).length).toBeGreaterThanOrEqual(10);
    expect(await store.head(`posters/${streamKey}.jpg`)).not.toBeNull();
    expect(existsSync(join(tmp, 'media', 'hls', streamKey))).toBe(false);
    expect(await keysIn(up)).toEqual([]);
  });

  it('a TV-style play request gets playlists from the API with presigned segment URLs that play', async () => {
    const play = await c.post<{ url: string }>(getPlayData.path, { mediaKey: String(videoId) }, u.headers);
    expect(play.ret, play.msg).toBe(RET.OK);
    expect(play.data.url).toBe(`/media/hls/${streamKey}/master.m3u8`);
    const master = await (await c.raw(play.data.url)).text();
    // Variant playlists stay relative: they come back to the API.
    const variant = master.split('\n').find((l) => l.endsWith('.m3u8'));
    expect(variant).toMatch(/^\d+p\/index\.m3u8$/);
    const media = await c.raw(`/media/hls/${streamKey}/${variant}`);
    expect(media.headers.get('cache-control')).toMatch(/max-age=2\b/);
    // The page may fetch what the playlist names: the store's origin is in connect-src and media-src only.
    const csp = media.headers.get('content-security-policy') ?? '';
    const storeOrigin = new URL(s3.settings.endpoint).origin;
    for (const d of ['connect-src', 'media-src']) expect(csp.split(';').find((x) => x.trim().startsWith(d))).toContain(storeOrigin);
    expect(csp.split(';').find((x) => x.trim().startsWith('script-src'))).not.toContain(storeOrigin);
    const segLines = (await media.text()).split('\n').filter((l) => l && !l.startsWith('#'));
    expect(segLines.length).toBeGreaterThanOrEqual(5);
    for (const l of segLines) {
      expect(l.startsWith(`${s3.settings.endpoint}/${s3.settings.bucket}/hls/${streamKey}/`)).toBe(true);
      expect(l).toMatch(/X-Amz-Signature=[0-9a-f]{64}/);
      expect(l).toMatch(/X-Amz-Expires=10800/);
    }
    const seg = await fetch(segLines[0]);
    expect(seg.status).toBe(200);
    const got = Buffer.from(await seg.arrayBuffer());
    expect(got[0]).toBe(0x47);
    const segKey = new URL(segLines[0]).pathname.split('/').slice(2).join('/');
    expect(got.equals(await bytes(await store.get(segKey)))).toBe(true);
    // ffmpeg plays the whole stream from the API's playlist, every segment from the store.
    // Asynchronously: the API answering ffmpeg runs in this process.
    const { stdout: out } = await promisify(execFile)(resolveFfmpeg(), ['-hide_banner', '-v', 'error', '-i', `${c.url}/media/hls/${streamKey}/${variant}`, '-map', '0:v', '-f', 'framemd5', '-'], { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 });
    expect(out.split('\n').filter((l) => /^0,/.test(l)).length).toBeGreaterThanOrEqual(100);
    // A segment asked of the API itself is served from the store, by range too.
    const direct = await c.raw(`/media/${segKey}`, { headers: { range: 'bytes=0-187' } });
    expect(direct.status).toBe(206);
    expect(Buffer.from(await direct.arrayBuffer()).equals(got.subarray(0, 188))).toBe(true);
    // The uploads/ prefix (a member's unpublished source) is never served, though it is in the bucket.
    await store.put('uploads/u999999/source', 'private');
    expect((await c.raw('/media/uploads/u999999/source')).status).toBe(404);
    await store.remove('uploads/u999999/source');
  });

  it('a paid stream on S3: unsigned, expired and cross-stream play addresses are refused, a signed one gets presigned segments', async () => {
    await server.db.query('UPDATE videos SET vip = true WHERE id = $1', [videoId]);
    const key = mediaUrlKey(server.ctx.tokenSecret);
    expect((await c.raw(`/media/hls/${streamKey}/master.m3u8`)).status).toBe(403);
    const signed = signedHlsUrl(key, streamKey);
    const master = await c.raw(signed);
    expect(master.status).toBe(200);
    expect(master.headers.get('cache-control')).toMatch(/^private/);
    const variant = (await master.text()).split('\n').find((l) => l.endsWith('.m3u8'));
    const media = await (await c.raw(signed.replace('master.m3u8', variant ?? ''))).text();
    const seg = media.split('\n').find((l) => l && !l.startsWith('#')) ?? '';
    expect(seg).toMatch(/X-Amz-Signature=/);
    expect((await fetch(seg)).status).toBe(200);
    // Expired (signed seven hours ago) and moved to another stream: refused by the API.
    expect((await c.raw(signedHlsUrl(key, streamKey, Math.floor(Date.now() / 1000) - 7 * 3600))).status).toBe(403);
    const other = signedHlsUrl(key, 'demo-1').split('/');
    const moved = signed.split('/');
    moved[4] = other[4];
    expect((await c.raw(moved.join('/'))).status).toBe(403);
    await server.db.query('UPDATE videos SET vip = false WHERE id = $1', [videoId]);
  });

  it('an avatar lands in the bucket and is served through the API', async () => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(coverJpg)], { type: 'image/jpeg' }), 'me.jpg');
    const r = (await (await c.raw(userUploadFile.path.toLowerCase(), { method: 'POST', headers: u.headers, body: form })).json()) as { ret: number; data: { filepath: string } };
    expect(r.ret).toBe(RET.OK);
    const objectKey = r.data.filepath.slice('/media/'.length);
    expect(objectKey).toMatch(new RegExp(`^avatars/${u.uid}-`));
    expect((await store.head(objectKey))?.size).toBe(coverJpg.length);
    const got = await c.raw(r.data.filepath);
    expect(got.status).toBe(200);
    expect(Buffer.from(await got.arrayBuffer()).equals(coverJpg)).toBe(true);
    const sized = await c.raw(`${r.data.filepath}?w=200`, { headers: { accept: 'image/webp' } });
    expect(sized.status).toBe(200);
  });
});

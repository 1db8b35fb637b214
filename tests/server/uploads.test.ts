// Publishing (issue 13): chunked uploads with resume, idempotent repeats and refusals, the
// transcode into HLS, and dynamics that become public when their stream plays. Real ffmpeg
// clips made here; real multipart requests; both databases.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RET } from '../../src/api/contract/envelope';
import type { Paged, Token } from '../../src/api/contract/common';
import type { Trend } from '../../src/api/contract/trends';
import { createTrends, getPublishPoint, getTrendDetail, getTrendLabels, myListTrends } from '../../src/api/contract/trends';
import { createVideoFile, saveVideo, uploadCover, uploadStatus, uploadVideoChunk } from '../../src/api/contract/upload';
import { getPlayData, replys, videoLikes } from '../../src/api/contract/video';
import { getMiniVideoChannel, getMoreFocus } from '../../src/api/contract/home';
import { followUser } from '../../src/api/contract/social';
import type { VideoItem } from '../../src/api/contract/common';
import { resolveFfmpeg } from '../../server/media';
import { CHUNK_BYTES } from '../../server/uploads/settings';
import { storageKey } from '../../server/uploads/upload-service';
import { authHeaders, BACKENDS, clientFor, testMediaDir, type Client, type Headers } from './harness';

let seq = 0;
const unique = (p: string) => `${p}${process.pid.toString(36)}${Date.now().toString(36)}${(seq++).toString(36)}`;
let dir: string;
let bigClip: Buffer;
let smallClip: Buffer;
let coverJpg: Buffer;
const HTML = Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>\n'.repeat(20));
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><rect width="64" height="64" fill="red"/></svg>\n');

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'uploads-test-'));
  const ff = (args: string[]) => execFileSync(resolveFfmpeg(), ['-hide_banner', '-loglevel', 'error', '-y', ...args]);
  // Raw frames in AVI: a real 3 s video just over 2 chunks (3.5 MB), quick to decode.
  ff(['-f', 'lavfi', '-i', 'testsrc=s=320x240:r=10', '-t', '3', '-c:v', 'rawvideo', '-pix_fmt', 'yuv420p', join(dir, 'big.avi')]);
  ff(['-f', 'lavfi', '-i', 'testsrc=s=160x120:r=10', '-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=48000', '-t', '1',
    '-c:v', 'libx264', '-preset', 'ultrafast', '-c:a', 'aac', '-shortest', join(dir, 'small.mp4')]);
  ff(['-f', 'lavfi', '-i', 'testsrc=s=160x120', '-frames:v', '1', join(dir, 'cover.jpg')]);
  bigClip = readFileSync(join(dir, 'big.avi'));
  smallClip = readFileSync(join(dir, 'small.mp4'));
  coverJpg = readFileSync(join(dir, 'cover.jpg'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function freshUser(c: Client): Promise<{ uid: number; headers: Headers }> {
  const r = await c.post<{ id: number; token: Token }>('/api/Login/Register', { account: unique('p'), password: 'secret12', nickName: '发布者' });
  expect(r.ret).toBe(RET.OK);
  return { uid: r.data.id, headers: authHeaders(r.data.token) };
}

const parts = (buf: Buffer) => Array.from({ length: Math.ceil(buf.length / CHUNK_BYTES) }, (_, i) => buf.subarray(i * CHUNK_BYTES, (i + 1) * CHUNK_BYTES));

interface ChunkReply { chunk: number; done: boolean; filepath: string }

/** One chunk exactly as the spec's client sends it (file first, then the fields). */
async function sendChunk(c: Client, headers: Headers, o: { key: string; chunk: number; chunks: number; data: Buffer; cover?: boolean; uid?: number; sha256?: string }) {
  const form = new FormData();
  form.append(o.cover ? 'formFile' : 'file', new Blob([o.data]), 'blob');
  form.append('chunk', String(o.chunk));
  form.append('chunks', String(o.chunks));
  form.append('uniqueFileID', o.key);
  if (!o.cover) {
    form.append('renamemode', 'Format');
    form.append('prefix', 'xw-');
    form.append('uid', String(o.uid ?? 0));
  }
  if (o.sha256) form.append('sha256', o.sha256);
  const r = await c.raw((o.cover ? uploadCover : uploadVideoChunk).path, { method: 'POST', headers, body: form });
  return (await r.json()) as { ret: number; msg: string; data: ChunkReply | null };
}

async function reserve(c: Client, headers: Headers, name: string, size?: number) {
  const r = await c.get<{ lid: number; id: number; uniqueFileName: string; serverId: number }>(createVideoFile.path, { fileName: name, ...(size !== undefined ? { size } : {}) }, headers);
  return r;
}

async function uploadWhole(c: Client, headers: Headers, data: Buffer, name = 'clip.mp4') {
  const res = await reserve(c, headers, name, data.length);
  expect(res.ret).toBe(RET.OK);
  const ps = parts(data);
  let last: ChunkReply | null = null;
  for (let i = 0; i < ps.length; i++) {
    const r = await sendChunk(c, headers, { key: res.data.uniqueFileName, chunk: i + 1, chunks: ps.length, data: ps[i] });
    expect(r.ret, r.msg).toBe(RET.OK);
    last = r.data;
  }
  return { file: res.data, last };
}

const status = (c: Client, headers: Headers, key: string, kind?: 'cover') =>
  c.get<{ chunks: number; received: number[]; receivedBytes: number; done: boolean; filepath: string }>(uploadStatus.path, { uniqueFileID: key, ...(kind ? { kind } : {}) }, headers);

describe.each(BACKENDS)('chunked upload on %s', (backend) => {
  it('resumes: the status lists held chunks, a repeated chunk is not stored twice, assembly waits for all', async () => {
    const c = await clientFor(backend);
    const u = await freshUser(c);
    const other = await freshUser(c);
    const res = await reserve(c, u.headers, '旅行.avi', bigClip.length);
    expect(res.ret).toBe(RET.OK);
    const key = res.data.uniqueFileName;
    expect(key).toMatch(/^xw-[a-z0-9]+\.avi$/);
    const ps = parts(bigClip);
    expect(ps.length).toBe(2);

    // The second chunk first, sent twice (a retry after a lost reply), with the client's uid
    // claiming someone else: the token's user owns it.
    for (let i = 0; i < 2; i++) {
      const r = await sendChunk(c, u.headers, { key, chunk: 2, chunks: 2, data: ps[1], uid: other.uid, sha256: createHash('sha256').update(ps[1]).digest('hex') });
      expect(r.ret, r.msg).toBe(RET.OK);
      expect(r.data).toEqual({ chunk: 2, done: false, filepath: '' });
    }
    const mid = await status(c, u.headers, key);
    expect(mid.data).toMatchObject({ chunks: 2, received: [2], receivedBytes: ps[1].length, done: false });
    // Same index, different bytes: refused, the held chunk stays.
    const changed = Buffer.from(ps[1]);
    changed[0] ^= 0xff;
    expect((await sendChunk(c, u.headers, { key, chunk: 2, chunks: 2, data: changed })).ret).toBe(RET.CONFLICT);
    // A checksum that does not match the bytes.
    expect((await sendChunk(c, u.headers, { key, chunk: 1, chunks: 2, data: ps[0], sha256: '0'.repeat(64) })).ret).toBe(RET.BAD_REQUEST);

    // Another user can neither send to nor read this upload.
    expect((await sendChunk(c, other.headers, { key, chunk: 1, chunks: 2, data: ps[0] })).ret).toBe(RET.FORBIDDEN);
    expect((await status(c, other.headers, key)).ret).toBe(RET.FORBIDDEN);

    const done = await sendChunk(c, u.headers, { key, chunk: 1, chunks: 2, data: ps[0] });
    expect(done.data).toEqual({ chunk: 1, done: true, filepath: key });
    const after = await status(c, u.headers, key);
    expect(after.data).toMatchObject({ chunks: 2, received: [1, 2], receivedBytes: bigClip.length, done: true, filepath: key });
    // The assembled file is the bytes sent, once.
    const file = c.server.ctx.uploads.service.sourceFile(res.data.id);
    expect(createHash('sha256').update(readFileSync(file)).digest('hex')).toBe(createHash('sha256').update(bigClip).digest('hex'));
    // A late repeat of a chunk of the finished file gets the same answer.
    expect((await sendChunk(c, u.headers, { key, chunk: 2, chunks: 2, data: ps[1] })).data).toEqual({ chunk: 2, done: true, filepath: key });
  });

  it('takes chunks sent at the same time: a doubled chunk counts once, the file is assembled once', async () => {
    const c = await clientFor(backend);
    const u = await freshUser(c);
    const res = await reserve(c, u.headers, 'par.avi', bigClip.length);
    const key = res.data.uniqueFileName;
    const ps = parts(bigClip);
    const replies = await Promise.all([
      sendChunk(c, u.headers, { key, chunk: 1, chunks: 2, data: ps[0] }),
      sendChunk(c, u.headers, { key, chunk: 1, chunks: 2, data: ps[0] }),
      sendChunk(c, u.headers, { key, chunk: 2, chunks: 2, data: ps[1] }),
    ]);
    for (const r of replies) expect(r.ret, r.msg).toBe(RET.OK);
    expect((await status(c, u.headers, key)).data).toMatchObject({ received: [1, 2], receivedBytes: bigClip.length, done: true, filepath: key });
    const file = c.server.ctx.uploads.service.sourceFile(res.data.id);
    expect(readFileSync(file).equals(bigClip)).toBe(true);
  });

  it('refuses an index out of range, a wrong size or count, without storing anything', async () => {
    const c = await clientFor(backend);
    const u = await freshUser(c);
    const res = await reserve(c, u.headers, 'a.mp4', bigClip.length);
    const key = res.data.uniqueFileName;
    const ps = parts(bigClip);
    const bad = [
      { chunk: 3, chunks: 2, data: ps[1], msg: '分片序号超出范围' },
      { chunk: 0, chunks: 2, data: ps[0], msg: '分片序号超出范围' },
      { chunk: 1, chunks: 2, data: ps[0].subarray(0, 1000), msg: '分片大小不正确' },
      { chunk: 2, chunks: 2, data: ps[1].subarray(0, 1000), msg: '分片大小不正确' },
      { chunk: 1, chunks: 3, data: ps[0], msg: '分片总数不一致' },
    ];
    for (const b of bad) {
      const r = await sendChunk(c, u.headers, { key, ...b });
      expect(r.ret).toBe(RET.BAD_REQUEST);
      expect(r.msg).toBe(b.msg);
    }
    // A part larger than a chunk is cut off by the form parser and refused.
    const tooBig = await sendChunk(c, u.headers, { key, chunk: 1, chunks: 2, data: Buffer.concat([ps[0], Buffer.alloc(10)]) });
    expect(tooBig.ret).toBe(RET.BAD_REQUEST);
    expect((await status(c, u.headers, key)).data).toMatchObject({ received: [], receivedBytes: 0 });
    expect(existsSync(join(c.server.ctx.uploads.service.settings.dir, storageKey(res.data.id)))).toBe(false);
    // Unknown key, no token.
    expect((await sendChunk(c, u.headers, { key: 'xw-nothing.mp4', chunk: 1, chunks: 1, data: smallClip })).ret).toBe(RET.NOT_FOUND);
    const anon = await sendChunk(c, {}, { key, chunk: 1, chunks: 2, data: ps[0] });
    expect(anon.ret).toBe(RET.SESSION_INVALID);
  });

  it.each([['HTML', HTML], ['SVG', SVG]])('refuses %s named .mp4 and deletes it', async (_what, bytes) => {
    const c = await clientFor(backend);
    const u = await freshUser(c);
    const res = await reserve(c, u.headers, 'fake.mp4', bytes.length);
    const r = await sendChunk(c, u.headers, { key: res.data.uniqueFileName, chunk: 1, chunks: 1, data: bytes });
    expect(r.ret).toBe(RET.BAD_REQUEST);
    expect(r.msg).toBe('文件不是有效的视频');
    expect(existsSync(join(c.server.ctx.uploads.service.settings.dir, storageKey(res.data.id)))).toBe(false);
    expect((await status(c, u.headers, res.data.uniqueFileName)).ret).toBe(RET.NOT_FOUND);
    expect(await c.server.ctx.uploads.service.quotaUsed(u.uid)).toBe(0);
  });

  it('keeps each user under the quota: an announced size or a chunk over it is refused, nothing else lost', async () => {
    const c = await clientFor(backend);
    const u = await freshUser(c);
    const settings = c.server.ctx.uploads.service.settings;
    const saved = settings.quotaBytes;
    settings.quotaBytes = 3 * 1024 * 1024;
    try {
      const over = await reserve(c, u.headers, 'big.mp4', 4 * 1024 * 1024);
      expect(over.ret).toBe(RET.PAYLOAD_TOO_LARGE);
      expect(over.msg).toBe('上传空间不足');
      // No size announced: the second 2 MB chunk would pass 3 MB.
      const res = await reserve(c, u.headers, 'b.avi');
      const key = res.data.uniqueFileName;
      const ps = parts(bigClip);
      expect((await sendChunk(c, u.headers, { key, chunk: 1, chunks: 2, data: ps[0] })).ret).toBe(RET.OK);
      const second = await reserve(c, u.headers, 'c.avi');
      const r = await sendChunk(c, u.headers, { key: second.data.uniqueFileName, chunk: 1, chunks: 2, data: ps[0] });
      expect(r.ret).toBe(RET.PAYLOAD_TOO_LARGE);
      expect((await status(c, u.headers, second.data.uniqueFileName)).data).toMatchObject({ received: [], receivedBytes: 0 });
      expect((await status(c, u.headers, key)).data).toMatchObject({ received: [1], receivedBytes: CHUNK_BYTES });
      expect(await c.server.ctx.uploads.service.quotaUsed(u.uid)).toBe(CHUNK_BYTES);
    } finally {
      settings.quotaBytes = saved;
    }
  });

  it('takes covers by content: an image gets a served filepath, HTML or SVG is refused', async () => {
    const c = await clientFor(backend);
    const u = await freshUser(c);
    const ok = await sendChunk(c, u.headers, { key: unique('cover'), chunk: 1, chunks: 1, data: coverJpg, cover: true });
    expect(ok.ret, ok.msg).toBe(RET.OK);
    expect(ok.data?.filepath).toMatch(/^\/media\/posters\/up-\d+-\d+-[0-9a-f]+\.jpg$/);
    const served = await c.raw(ok.data?.filepath ?? '');
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(coverJpg)).toBe(true);
    for (const bytes of [HTML, SVG]) {
      const key = unique('cover');
      const r = await sendChunk(c, u.headers, { key, chunk: 1, chunks: 1, data: bytes, cover: true });
      expect(r.ret).toBe(RET.BAD_REQUEST);
      expect(r.msg).toBe('封面不是有效的图片');
      expect((await status(c, u.headers, key, 'cover')).data).toMatchObject({ chunks: 0, received: [], done: false });
    }
    expect(await c.server.ctx.uploads.service.quotaUsed(u.uid)).toBe(coverJpg.length);
  });

  it('limits the unfinished uploads one user may hold', async () => {
    const c = await clientFor(backend);
    const u = await freshUser(c);
    for (let i = 0; i < 20; i++) expect((await reserve(c, u.headers, `${i}.mp4`)).ret).toBe(RET.OK);
    const over = await reserve(c, u.headers, 'x.mp4');
    expect(over.ret).toBe(RET.RATE_LIMITED);
    expect((await sendChunk(c, u.headers, { key: unique('cv'), chunk: 1, chunks: 1, data: coverJpg, cover: true })).ret).toBe(RET.RATE_LIMITED);
  });

  it('sweeps uploads left half-way and orphaned folders older than the age, and keeps fresh ones', async () => {
    const c = await clientFor(backend);
    const u = await freshUser(c);
    const ps = parts(bigClip);
    const stale = await reserve(c, u.headers, 's.avi', bigClip.length);
    const fresh = await reserve(c, u.headers, 'f.avi', bigClip.length);
    for (const r of [stale, fresh]) expect((await sendChunk(c, u.headers, { key: r.data.uniqueFileName, chunk: 1, chunks: 2, data: ps[0] })).ret).toBe(RET.OK);
    await c.server.db.query('UPDATE uploads SET updated_at = updated_at - 600 WHERE id = $1', [stale.data.id]);
    const root = c.server.ctx.uploads.service.settings.dir;
    const orphan = join(root, 'u999999999');
    mkdirSync(orphan, { recursive: true });
    writeFileSync(join(orphan, 'chunk-00001'), 'x');
    const old = new Date(Date.now() - 600_000);
    utimesSync(orphan, old, old);
    const removed = await c.server.ctx.uploads.service.sweep(300_000);
    expect(removed).toBeGreaterThanOrEqual(2);
    expect(existsSync(orphan)).toBe(false);
    expect(existsSync(join(root, storageKey(stale.data.id)))).toBe(false);
    expect((await status(c, u.headers, stale.data.uniqueFileName)).ret).toBe(RET.NOT_FOUND);
    expect((await status(c, u.headers, fresh.data.uniqueFileName)).data).toMatchObject({ received: [1] });
  });
});

describe.each(BACKENDS)('publishing a dynamic on %s', (backend) => {
  it('transcodes in the background; the dynamic is public and plays once its stream is ready', async () => {
    const c = await clientFor(backend);
    const u = await freshUser(c);
    const viewer = await freshUser(c);
    const labels = await c.get<{ list: { id: number; name: string }[] }>(getTrendLabels.path);
    expect(labels.data.list.length).toBeGreaterThan(0);
    const cover = await sendChunk(c, u.headers, { key: unique('cv'), chunk: 1, chunks: 1, data: coverJpg, cover: true });
    const { file, last } = await uploadWhole(c, u.headers, smallClip);
    expect(last).toEqual({ chunk: 1, done: true, filepath: file.uniqueFileName });

    const label = labels.data.list[0];
    const body = { LID: file.lid, ID: file.id, CID: '0,7', UID: viewer.uid, Labels: label.name, Contxt: '第一条动态', Corver: cover.data?.filepath ?? '', UploadedFileName: file.uniqueFileName, ServerID: file.serverId };
    // Another user cannot save this upload.
    expect((await c.post(saveVideo.path, body, viewer.headers)).ret).toBe(RET.FORBIDDEN);
    const saved = await c.post<{ videoId: number }>(saveVideo.path, body, u.headers);
    expect(saved.ret, saved.msg).toBe(RET.OK);
    // Saving again (a lost reply) names the same video.
    expect((await c.post<{ videoId: number }>(saveVideo.path, body, u.headers)).data.videoId).toBe(saved.data.videoId);
    const created = await c.post<{ id: number }>(createTrends.path, { label: labels.data.list[0].name, description: '第一条动态', location: '上海', videoId: saved.data.videoId }, u.headers);
    expect(created.ret, created.msg).toBe(RET.OK);

    const mine = await c.get<Paged<Trend>>(myListTrends.path, {}, u.headers);
    const own = mine.data.list.find((t) => t.id === created.data.id);
    expect(own?.state).toBe('processing');
    // Not public while processing: not in the author's public list, the detail or the feeds.
    expect((await c.get(followUser.path, { uid: u.uid, status: 1 }, viewer.headers)).ret).toBe(RET.OK);
    expect((await c.get<Paged<VideoItem>>(getMoreFocus.path, {}, viewer.headers)).data.list).toEqual([]);
    expect((await c.get<Paged<VideoItem>>(getMiniVideoChannel.path, { pageSize: 100 })).data.list.map((v) => v.id)).not.toContain(saved.data.videoId);
    expect((await c.get<Paged<Trend>>(myListTrends.path, { uid: u.uid }, viewer.headers)).data.list).toEqual([]);
    expect((await c.get(getTrendDetail.path, { id: created.data.id }, viewer.headers)).ret).toBe(RET.NOT_FOUND);

    await c.server.ctx.uploads.queue.idle();
    const after = (await c.get<Paged<Trend>>(myListTrends.path, {}, u.headers)).data.list.find((t) => t.id === created.data.id);
    expect(after).toMatchObject({ state: 'published', progress: 100, cover: cover.data?.filepath, videoId: saved.data.videoId, location: '上海' });
    const pub = await c.get<Paged<Trend>>(myListTrends.path, { uid: u.uid });
    expect(pub.data.list.map((t) => t.id)).toEqual([created.data.id]);
    expect(pub.data.list[0].progress).toBeUndefined();
    const detail = await c.get<Trend>(getTrendDetail.path, { id: created.data.id });
    expect(detail.data.videoUrl).toMatch(/^\/media\/hls\/up-\d+-[0-9a-f]+\/master\.m3u8$/);
    const master = await c.raw(detail.data.videoUrl);
    expect(master.status).toBe(200);
    expect((await master.text()).match(/#EXT-X-STREAM-INF/g)?.length).toBeGreaterThanOrEqual(2);
    // The same play-data path as every catalog video, by the numeric id or the mediaKey.
    for (const mediaKey of [String(saved.data.videoId), detail.data.mediaKey ?? '']) {
      const play = await c.post<{ url: string; durationSec: number }>(getPlayData.path, { mediaKey }, viewer.headers);
      expect(play.ret, play.msg).toBe(RET.OK);
      expect(play.data.url).toBe(detail.data.videoUrl);
      expect(play.data.durationSec).toBeGreaterThan(0.5);
    }
    // The feeds: more from followed uploaders, the short-video channel (by label too).
    const focus = await c.get<Paged<VideoItem>>(getMoreFocus.path, {}, viewer.headers);
    expect(focus.data.list.map((v) => v.id)).toEqual([saved.data.videoId]);
    expect(focus.data.list[0]).toMatchObject({ title: '第一条动态', poster: cover.data?.filepath, tags: [label.name] });
    expect((await c.get<Paged<VideoItem>>(getMiniVideoChannel.path, { titleId: 'games', pageSize: 100 })).data.list.map((v) => v.id)).toContain(saved.data.videoId);
    expect((await c.get<Paged<VideoItem>>(getMiniVideoChannel.path, { subID: label.id, pageSize: 100 })).data.list.map((v) => v.id)).toContain(saved.data.videoId);
    const otherLabel = labels.data.list.find((l) => l.id !== label.id);
    expect((await c.get<Paged<VideoItem>>(getMiniVideoChannel.path, { subID: otherLabel?.id ?? 0, pageSize: 100 })).data.list.map((v) => v.id)).not.toContain(saved.data.videoId);
    expect((await c.get(getMoreFocus.path, {})).ret).toBe(RET.SESSION_INVALID);
    // The source file is gone once published; its bytes still count for the author.
    expect(existsSync(c.server.ctx.uploads.service.sourceFile(file.id))).toBe(false);
    expect(await c.server.ctx.uploads.service.quotaUsed(u.uid)).toBe(smallClip.length + coverJpg.length);
    expect(existsSync(join(testMediaDir(), 'hls', detail.data.mediaKey ?? 'none', 'master.m3u8'))).toBe(true);
    // Likes and comments of a video dynamic are its video's (liked and commented on the watch page).
    expect(detail.data).toMatchObject({ likeCount: 0, commentCount: 0 });
    const mediaKey = detail.data.mediaKey ?? '';
    expect((await c.get(videoLikes.path, { mediaKey }, viewer.headers)).ret).toBe(RET.OK);
    const posted = await c.post(`${replys.path}?videoType=0`, { mediaKey, content: '好看' }, viewer.headers);
    expect(posted.ret, posted.msg).toBe(RET.OK);
    expect((await c.get<Trend>(getTrendDetail.path, { id: created.data.id })).data).toMatchObject({ likeCount: 1, commentCount: 1 });
    expect((await c.get<Paged<Trend>>(myListTrends.path, { uid: u.uid })).data.list[0]).toMatchObject({ likeCount: 1, commentCount: 1 });
  });

  it('shows a failed transcode to its author with the reason, and to nobody else', async () => {
    const c = await clientFor(backend);
    const u = await freshUser(c);
    const { file } = await uploadWhole(c, u.headers, smallClip);
    // The source disappears before its job runs (a disk lost): the job fails cleanly.
    rmSync(c.server.ctx.uploads.service.sourceFile(file.id));
    const saved = await c.post<{ videoId: number }>(saveVideo.path, { LID: file.lid, ID: file.id, CID: '1', UID: 0, Contxt: '坏视频', Corver: '', UploadedFileName: file.uniqueFileName, ServerID: 1 }, u.headers);
    expect(saved.ret).toBe(RET.OK);
    const created = await c.post<{ id: number }>(createTrends.path, { description: '坏视频', videoId: saved.data.videoId }, u.headers);
    await c.server.ctx.uploads.queue.idle();
    const own = (await c.get<Paged<Trend>>(myListTrends.path, {}, u.headers)).data.list.find((t) => t.id === created.data.id);
    expect(own).toMatchObject({ state: 'failed', reason: '视频处理失败，请重新上传' });
    expect((await c.get<Paged<Trend>>(myListTrends.path, { uid: u.uid })).data.list).toEqual([]);
    expect(await c.server.ctx.uploads.service.quotaUsed(u.uid)).toBe(0);
    // A failed video cannot be attached to a new dynamic.
    expect((await c.post(createTrends.path, { description: 'x', videoId: saved.data.videoId }, u.headers)).ret).toBe(RET.BAD_REQUEST);
  });

  it('queues again at start what a previous run left processing', async () => {
    const c = await clientFor(backend);
    const u = await freshUser(c);
    const { file } = await uploadWhole(c, u.headers, smallClip);
    // As a crash right after SaveVideo leaves it: the row, no job.
    const { rows } = await c.server.db.query<{ id: number }>(`SELECT nextval(pg_get_serial_sequence('videos', 'id'))::int AS id`);
    await c.server.db.query(
      `INSERT INTO published_videos (video_id, uid, upload_id, title, category_id, created_at, updated_at) VALUES ($1, $2, $3, '重启之后', 1, 0, 0)`,
      [rows[0].id, u.uid, file.id],
    );
    await c.server.ctx.uploads.queue.resume();
    await c.server.ctx.uploads.queue.idle();
    const p = await c.server.db.query<{ state: string; progress: number }>('SELECT state, progress FROM published_videos WHERE video_id = $1', [rows[0].id]);
    expect(p.rows[0]).toEqual({ state: 'published', progress: 100 });
    const play = await c.post<{ url: string }>(getPlayData.path, { mediaKey: String(rows[0].id) }, u.headers);
    expect(play.ret, play.msg).toBe(RET.OK);
  });

  it('says whether the caller may publish: not once the quota is used up', async () => {
    const c = await clientFor(backend);
    const u = await freshUser(c);
    expect((await c.get(getPublishPoint.path, {}, u.headers)).data).toEqual({ point: 0, canPublish: 1, tips: '' });
    const settings = c.server.ctx.uploads.service.settings;
    const saved = settings.quotaBytes;
    settings.quotaBytes = coverJpg.length;
    try {
      await sendChunk(c, u.headers, { key: unique('cv'), chunk: 1, chunks: 1, data: coverJpg, cover: true });
      expect((await c.get(getPublishPoint.path, {}, u.headers)).data).toEqual({ point: 0, canPublish: 0, tips: '上传空间不足' });
    } finally {
      settings.quotaBytes = saved;
    }
    expect((await c.get(getPublishPoint.path, {})).ret).toBe(RET.SESSION_INVALID);
  });

  it('refuses dynamics with nothing in them, another user\'s video or images they did not upload', async () => {
    const c = await clientFor(backend);
    const u = await freshUser(c);
    const other = await freshUser(c);
    expect((await c.post(createTrends.path, { description: '  ' }, u.headers)).ret).toBe(RET.BAD_REQUEST);
    expect((await c.post(createTrends.path, { description: 'x', trendsDetails: '/media/posters/poster-1.jpg' }, u.headers)).ret).toBe(RET.BAD_REQUEST);
    const img = await sendChunk(c, other.headers, { key: unique('im'), chunk: 1, chunks: 1, data: coverJpg, cover: true });
    expect((await c.post(createTrends.path, { description: 'x', trendsDetails: img.data?.filepath }, u.headers)).ret).toBe(RET.BAD_REQUEST);
    const mineImg = await sendChunk(c, u.headers, { key: unique('im'), chunk: 1, chunks: 1, data: coverJpg, cover: true });
    const ok = await c.post<{ id: number }>(createTrends.path, { description: '图片动态', trendsDetails: mineImg.data?.filepath }, u.headers);
    expect(ok.ret).toBe(RET.OK);
    const seen = await c.get<Trend>(getTrendDetail.path, { id: ok.data.id }, other.headers);
    expect(seen.data).toMatchObject({ images: [mineImg.data?.filepath], cover: mineImg.data?.filepath, videoId: 0, videoUrl: '' });
    expect(seen.data.state).toBeUndefined();
    expect((await c.get(createTrends.path.replace('CreateTrends', 'MyListTrends'), {})).ret).toBe(RET.BAD_REQUEST);
    expect((await c.post(createTrends.path, { description: 'x' })).ret).toBe(RET.SESSION_INVALID);
  });
});

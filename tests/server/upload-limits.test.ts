// Issue 27, point 4: uploads cost what they weigh. A video over the limits (15 minutes, 4K either
// way, 60 fps, 54,000 frames) is refused when its last chunk arrives, with the reason in msg; one
// that gets to the transcode queue anyway is refused there with the reason in its dynamic; a
// transcode that runs out of time is killed; a small video still publishes. Real ffmpeg clips
// (tiny pictures at 1 fps, so even twenty minutes encode in well under a second); both databases.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RET } from '../../src/api/contract/envelope';
import type { Paged, Token } from '../../src/api/contract/common';
import {
  UPLOAD_VIDEO_MAX_FPS,
  UPLOAD_VIDEO_MAX_FRAMES,
  UPLOAD_VIDEO_MAX_LONG_SIDE,
  UPLOAD_VIDEO_MAX_SECONDS,
  UPLOAD_VIDEO_MAX_SHORT_SIDE,
} from '../../src/api/contract/limits';
import { createTrends, myListTrends, type Trend } from '../../src/api/contract/trends';
import { createVideoFile, saveVideo, uploadVideoChunk } from '../../src/api/contract/upload';
import { resolveFfmpeg } from '../../server/media';
import { fromFfprobe, frameRate } from '../../server/media/ffprobe';
import { runFfmpeg, withFfmpegSignal } from '../../server/media/run-ffmpeg';
import {
  NOT_VIDEO_MSG,
  TOO_FAST_MSG,
  TOO_LARGE_MSG,
  TOO_LONG_MSG,
  TOO_MANY_FRAMES_MSG,
  videoLimitProblem,
} from '../../server/uploads/content-check';
import { PublishQueue, TIMEOUT_REASON } from '../../server/uploads/publish-queue';
import { defaultTranscodeConcurrency, TRANSCODE_MAX_MS, TRANSCODE_MIN_MS, transcodeTimeLimitMs } from '../../server/uploads/settings';
import { authHeaders, BACKENDS, clientFor, testMediaDir, type Client, type Headers } from './harness';

let dir: string;
const clips: Record<'long' | 'wide' | 'square' | 'fast' | 'ok' | 'slow', Buffer> = {} as never;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'upload-limits-'));
  const make = (name: keyof typeof clips, size: string, rate: number, seconds: number) => {
    const file = join(dir, `${name}.mp4`);
    execFileSync(resolveFfmpeg(), ['-hide_banner', '-loglevel', 'error', '-y', '-f', 'lavfi', '-i', `testsrc=s=${size}:r=${rate}`, '-t', String(seconds),
      '-c:v', 'libx264', '-preset', 'ultrafast', file]);
    clips[name] = readFileSync(file);
  };
  make('long', '16x16', 1, 20 * 60); // the attack in small: 20 minutes in about 150 KB
  make('wide', '3856x16', 1, 2); // long side past 3840
  make('square', '2176x2176', 1, 2); // short side past 2160
  make('fast', '16x16', 120, 2);
  make('ok', '32x32', 1, 3);
  make('slow', '64x64', 5, 600); // within the limits, but seconds of transcoding
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the limits', () => {
  const within = { durationSec: 60, width: 1920, height: 1080, fps: 30, frames: 1800 };
  it('take 4K either way, 59.94 and 60 fps, 15 minutes and 54,000 frames, and nothing over', () => {
    expect(UPLOAD_VIDEO_MAX_FRAMES).toBe(UPLOAD_VIDEO_MAX_SECONDS * UPLOAD_VIDEO_MAX_FPS);
    for (const ok of [
      within,
      { ...within, width: UPLOAD_VIDEO_MAX_LONG_SIDE, height: UPLOAD_VIDEO_MAX_SHORT_SIDE },
      { ...within, width: UPLOAD_VIDEO_MAX_SHORT_SIDE, height: UPLOAD_VIDEO_MAX_LONG_SIDE },
      { ...within, fps: 60000 / 1001 },
      { ...within, fps: UPLOAD_VIDEO_MAX_FPS },
      { ...within, durationSec: UPLOAD_VIDEO_MAX_SECONDS + 0.5, fps: 60, frames: UPLOAD_VIDEO_MAX_FRAMES },
    ]) {
      expect(videoLimitProblem(ok)).toBeNull();
    }
    expect(videoLimitProblem({ ...within, durationSec: UPLOAD_VIDEO_MAX_SECONDS + 2 })).toBe(TOO_LONG_MSG);
    expect(videoLimitProblem({ ...within, width: UPLOAD_VIDEO_MAX_LONG_SIDE + 2, height: 16 })).toBe(TOO_LARGE_MSG);
    expect(videoLimitProblem({ ...within, width: 16, height: UPLOAD_VIDEO_MAX_LONG_SIDE + 2 })).toBe(TOO_LARGE_MSG);
    expect(videoLimitProblem({ ...within, width: UPLOAD_VIDEO_MAX_LONG_SIDE, height: UPLOAD_VIDEO_MAX_SHORT_SIDE + 2 })).toBe(TOO_LARGE_MSG);
    expect(videoLimitProblem({ ...within, fps: 61 })).toBe(TOO_FAST_MSG);
    // A header whose frame count disagrees with its duration and rate.
    expect(videoLimitProblem({ ...within, frames: UPLOAD_VIDEO_MAX_FRAMES * 2 })).toBe(TOO_MANY_FRAMES_MSG);
    for (const msg of [TOO_LONG_MSG, TOO_LARGE_MSG, TOO_FAST_MSG, TOO_MANY_FRAMES_MSG]) expect(msg).toMatch(/^视频.+，请.+重新上传$/);
  });

  it('read ffprobe: rates as fractions, the longest duration claimed, the film rather than its cover picture', () => {
    expect(frameRate('30000/1001')).toBeCloseTo(29.97, 2);
    expect(frameRate('0/0')).toBe(0);
    expect(frameRate(undefined)).toBe(0);
    const p = fromFfprobe({
      format: { format_name: 'matroska,webm', duration: '10.0' },
      streams: [
        { codec_type: 'video', width: 600, height: 600, disposition: { attached_pic: 1 } },
        { codec_type: 'video', width: 1280, height: 720, avg_frame_rate: '0/0', r_frame_rate: '25/1', tags: { NUMBER_OF_FRAMES: '30000' } },
        { codec_type: 'audio', duration: '1200.5' },
      ],
    });
    expect(p).toMatchObject({ formatName: 'matroska,webm', hasVideo: true, width: 1280, height: 720, fps: 25, frames: 30000, durationSec: 1200.5 });
    // Without a count: duration times rate.
    expect(fromFfprobe({ format: { duration: '4' }, streams: [{ codec_type: 'video', width: 2, height: 2, avg_frame_rate: '30/1' }] }).frames).toBe(120);
  });

  it('give a transcode time that follows the duration, within a floor and a cap', () => {
    expect(transcodeTimeLimitMs(1)).toBe(TRANSCODE_MIN_MS);
    expect(transcodeTimeLimitMs(Number.NaN)).toBe(TRANSCODE_MIN_MS);
    expect(transcodeTimeLimitMs(600)).toBe(600 * 4 * 1000);
    expect(transcodeTimeLimitMs(UPLOAD_VIDEO_MAX_SECONDS)).toBeLessThanOrEqual(TRANSCODE_MAX_MS);
    expect(transcodeTimeLimitMs(4 * 3600)).toBe(TRANSCODE_MAX_MS);
    expect(defaultTranscodeConcurrency(8)).toBe(7);
    expect(defaultTranscodeConcurrency(1)).toBe(1);
  });
});

describe('the transcode time limit', () => {
  it('kills a running ffmpeg when the signal of its scope aborts, and starts none after', async () => {
    const out = join(dir, `endless-${process.pid}-${Date.now()}.ts`);
    const ac = new AbortController();
    const reason = new Error('time limit reached');
    const started = Date.now();
    const timer = setTimeout(() => ac.abort(reason), 300);
    // -re reads the source in real time: two minutes unless killed.
    const run = withFfmpegSignal(ac.signal, () => runFfmpeg(['-y', '-re', '-f', 'lavfi', '-i', 'testsrc=s=64x64:r=25', '-t', '120', '-c:v', 'libx264', '-preset', 'ultrafast', '-f', 'mpegts', out]));
    await expect(run).rejects.toBe(reason);
    clearTimeout(timer);
    expect(Date.now() - started).toBeLessThan(10_000);
    // 'close' came, so the process has exited: nothing is still writing that file.
    expect(execFileSync('ps', ['-eo', 'args']).toString()).not.toContain(out);
    await expect(withFfmpegSignal(ac.signal, () => runFfmpeg(['-version']))).rejects.toBe(reason);
    // Outside the scope ffmpeg runs as before.
    await expect(runFfmpeg(['-version'])).resolves.toEqual(expect.any(String));
  });
});

let seq = 0;
async function freshUser(c: Client): Promise<{ uid: number; headers: Headers }> {
  const r = await c.post<{ id: number; token: Token }>('/api/Login/Register', { account: `lim${process.pid.toString(36)}${Date.now().toString(36)}${(seq++).toString(36)}`, password: 'secret12', nickName: '限额' });
  expect(r.ret).toBe(RET.OK);
  return { uid: r.data.id, headers: authHeaders(r.data.token) };
}

/** A whole clip in one chunk (every clip here is under 2 MB); the last chunk's reply. */
async function upload(c: Client, headers: Headers, data: Buffer) {
  const res = await c.get<{ lid: number; id: number; uniqueFileName: string; serverId: number }>(createVideoFile.path, { fileName: 'clip.mp4', size: data.length }, headers);
  expect(res.ret).toBe(RET.OK);
  const form = new FormData();
  form.append('file', new Blob([data]), 'blob');
  form.append('chunk', '1');
  form.append('chunks', '1');
  form.append('uniqueFileID', res.data.uniqueFileName);
  const r = (await (await c.raw(uploadVideoChunk.path, { method: 'POST', headers, body: form })).json()) as { ret: number; msg: string };
  return { file: res.data, reply: r };
}

/** SaveVideo and CreateTrends for an uploaded clip, then the author's view of the dynamic once the queue is idle. */
async function publish(c: Client, headers: Headers, file: { lid: number; id: number; uniqueFileName: string; serverId: number }): Promise<Trend | undefined> {
  const saved = await c.post<{ videoId: number }>(saveVideo.path, { LID: file.lid, ID: file.id, CID: '1', UID: 0, Contxt: '限额测试', Corver: '', UploadedFileName: file.uniqueFileName, ServerID: file.serverId }, headers);
  expect(saved.ret, saved.msg).toBe(RET.OK);
  const created = await c.post<{ id: number }>(createTrends.path, { description: '限额测试', videoId: saved.data.videoId }, headers);
  expect(created.ret, created.msg).toBe(RET.OK);
  await c.server.ctx.uploads.queue.idle();
  return (await c.get<Paged<Trend>>(myListTrends.path, {}, headers)).data.list.find((t) => t.id === created.data.id);
}

describe.each(BACKENDS)('upload limits on %s', (backend) => {
  it.each([
    ['20 minutes long', 'long', TOO_LONG_MSG],
    ['3856 pixels wide', 'wide', TOO_LARGE_MSG],
    ['2176x2176', 'square', TOO_LARGE_MSG],
    ['at 120 fps', 'fast', TOO_FAST_MSG],
  ] as const)('refuses a video %s when it arrives, says why and keeps nothing', async (_what, clip, msg) => {
    const c = await clientFor(backend);
    const u = await freshUser(c);
    const { reply } = await upload(c, u.headers, clips[clip]);
    expect(reply).toMatchObject({ ret: RET.BAD_REQUEST, msg });
    expect(await c.server.ctx.uploads.service.quotaUsed(u.uid)).toBe(0);
  });

  it('refuses in the queue what got past the upload (a source replaced on disk), with the reason in the dynamic', async () => {
    const c = await clientFor(backend);
    const u = await freshUser(c);
    const { file, reply } = await upload(c, u.headers, clips.ok);
    expect(reply.ret, reply.msg).toBe(RET.OK);
    writeFileSync(c.server.ctx.uploads.service.sourceFile(file.id), clips.long);
    const trend = await publish(c, u.headers, file);
    expect(trend).toMatchObject({ state: 'failed', reason: TOO_LONG_MSG });
    expect(await c.server.ctx.uploads.service.quotaUsed(u.uid)).toBe(0);
  });

  it('kills a transcode past its time limit and tells the author; a small video then still publishes', async () => {
    const c = await clientFor(backend);
    const u = await freshUser(c);
    const queue = c.server.ctx.uploads.queue;
    const limit = queue.timeLimitMs;
    queue.timeLimitMs = () => 1;
    try {
      const { file, reply } = await upload(c, u.headers, clips.ok);
      expect(reply.ret, reply.msg).toBe(RET.OK);
      expect(await publish(c, u.headers, file)).toMatchObject({ state: 'failed', reason: TIMEOUT_REASON });
    } finally {
      queue.timeLimitMs = limit;
    }
    const { file } = await upload(c, u.headers, clips.ok);
    expect(await publish(c, u.headers, file)).toMatchObject({ state: 'published', progress: 100 });
  });

  it('closing stops a running transcode at once; it stays processing, to run again at the next start', async () => {
    const c = await clientFor(backend);
    const u = await freshUser(c);
    const { file } = await upload(c, u.headers, clips.ok);
    const source = c.server.ctx.uploads.service.sourceFile(file.id);
    writeFileSync(source, clips.slow);
    // As SaveVideo leaves it, run by a queue of its own (the server's keeps running).
    const { rows } = await c.server.db.query<{ id: number }>(`SELECT nextval(pg_get_serial_sequence('videos', 'id'))::int AS id`);
    const videoId = rows[0].id;
    await c.server.db.query(
      `INSERT INTO published_videos (video_id, uid, upload_id, title, category_id, created_at, updated_at) VALUES ($1, $2, $3, '关闭之前', 1, 0, 0)`,
      [videoId, u.uid, file.id],
    );
    // The media folder is shared by both backends, whose video ids overlap: only a folder this run makes counts.
    const streamsOf = () => (existsSync(join(testMediaDir(), 'hls')) ? readdirSync(join(testMediaDir(), 'hls')) : []).filter((n) => n.includes(`up-${videoId}-`));
    const before = streamsOf();
    try {
      const queue = new PublishQueue(c.server.db, c.server.ctx.uploads.service, c.server.ctx.store, join(testMediaDir(), '.transcode'), undefined, { concurrency: 1 });
      queue.enqueue(videoId, u.uid);
      await new Promise((resolve) => setTimeout(resolve, 1000));
      const started = Date.now();
      await queue.close();
      expect(Date.now() - started).toBeLessThan(5000);
      const row = await c.server.db.query<{ state: string }>('SELECT state FROM published_videos WHERE video_id = $1', [videoId]);
      expect(row.rows[0].state).toBe('processing');
      expect(existsSync(source)).toBe(true);
      expect(streamsOf()).toEqual(before);
    } finally {
      // Not left for another test's resume() to transcode.
      await c.server.db.query(`UPDATE published_videos SET state = 'failed', reason = 'test' WHERE video_id = $1`, [videoId]);
    }
  });

  it('still calls a file that is no video just that', async () => {
    const c = await clientFor(backend);
    const u = await freshUser(c);
    const { reply } = await upload(c, u.headers, Buffer.from('<!doctype html><p>hi</p>\n'.repeat(40)));
    expect(reply).toMatchObject({ ret: RET.BAD_REQUEST, msg: NOT_VIDEO_MSG });
  });
});

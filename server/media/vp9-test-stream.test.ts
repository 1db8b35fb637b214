// The VP9 fMP4 test stream of the old-engine e2e tests: real ffmpeg, checked with ffprobe when
// there is one (VP9 640x360, FLAC, a keyframe at every segment start), its master playlist's
// CODECS read back from the init segment, and its catalogue row served by the video API.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RET } from '../../src/api/contract/envelope';
import { clientFor, serverFor, testMediaDir } from '../../tests/server/harness';
import { resolveFfprobe } from './ffprobe';
import { parseMediaPlaylist } from './hls-ladder';
import { addVp9TestVideo, codecsOfInitSegment, makeVp9TestStream, VP9_TEST_MEDIA_KEY, type Vp9TestStream } from './vp9-test-stream';

let root: string;
let stream: Vp9TestStream;
let dir: string;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'vp9-test-'));
  dir = join(root, 'hls', 'vp9');
  stream = await makeVp9TestStream(dir, { durationSec: 8 });
}, 120_000);
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('makeVp9TestStream', () => {
  it('writes a master playlist whose CODECS name VP9 (from the vpcC box) and FLAC', () => {
    expect(stream.made).toBe(true);
    expect(stream.playlist).toBe(join(dir, 'master.m3u8'));
    const master = readFileSync(stream.playlist, 'utf8');
    expect(master).toMatch(/#EXT-X-STREAM-INF:BANDWIDTH=\d+,AVERAGE-BANDWIDTH=\d+,RESOLUTION=640x360,CODECS="vp09\.00\.\d\d\.08(,fLaC)?",FRAME-RATE=25\.000\n360p\/index\.m3u8/);
    expect(master).toContain(`CODECS="${stream.codecs}"`);
    const init = new Uint8Array(readFileSync(join(dir, '360p', 'init.mp4')));
    expect(codecsOfInitSegment(init)).toEqual(stream.audio === 'flac' ? [stream.codecs.split(',')[0], 'fLaC'] : [stream.codecs]);
    // 640x360 at 25 fps is VP9 level 2.1.
    expect(stream.codecs.startsWith('vp09.00.21.08')).toBe(true);
  });

  it('cuts 2 s fMP4 segments behind one init segment', () => {
    const media = readFileSync(join(dir, '360p', 'index.m3u8'), 'utf8');
    expect(media).toContain('#EXT-X-MAP:URI="init.mp4"');
    const segments = parseMediaPlaylist(media);
    expect(segments.map((s) => s.uri)).toEqual(['seg-000.m4s', 'seg-001.m4s', 'seg-002.m4s', 'seg-003.m4s']);
    expect(segments.every((s) => Math.abs(s.durationSec - 2) < 0.01)).toBe(true);
    expect(stream.durationSec).toBeCloseTo(8, 1);
  });

  it('is VP9 + FLAC, with a keyframe at every segment start (ffprobe)', () => {
    const ffprobe = resolveFfprobe();
    if (!ffprobe) return;
    const whole = join(root, 'whole.mp4');
    const parts = ['init.mp4', ...readdirSync(join(dir, '360p')).filter((f) => f.endsWith('.m4s')).sort()];
    execFileSync('sh', ['-c', `cat ${parts.map((p) => `'${join(dir, '360p', p)}'`).join(' ')} > '${whole}'`]);
    const streams = execFileSync(ffprobe, ['-v', 'error', '-show_entries', 'stream=codec_name,codec_type,width,height,sample_rate', '-of', 'json', whole], { encoding: 'utf8' });
    const parsed = (JSON.parse(streams) as { streams: { codec_name: string; codec_type: string; width?: number; height?: number; sample_rate?: string }[] }).streams;
    expect(parsed.find((s) => s.codec_type === 'video')).toMatchObject({ codec_name: 'vp9', width: 640, height: 360 });
    if (stream.audio === 'flac') expect(parsed.find((s) => s.codec_type === 'audio')).toMatchObject({ codec_name: 'flac', sample_rate: '48000' });
    const frames = execFileSync(ffprobe, ['-v', 'error', '-select_streams', 'v', '-show_entries', 'frame=key_frame,pts_time', '-of', 'csv=p=0', whole], { encoding: 'utf8' });
    const keyTimes = frames
      .trim()
      .split('\n')
      .map((l) => l.split(','))
      .filter(([key]) => key === '1')
      .map(([, t]) => Math.round(Number(t) * 1000) / 1000);
    expect(keyTimes).toEqual([0, 2, 4, 6]);
  });

  it('reuses a finished stream', async () => {
    const again = await makeVp9TestStream(dir, { durationSec: 8 });
    expect(again).toMatchObject({ made: false, codecs: stream.codecs, audio: stream.audio });
  });
});

describe('addVp9TestVideo', () => {
  it('adds one free video whose episode streams from /media/hls/vp9-test, once', async () => {
    expect(existsSync(testMediaDir())).toBe(true);
    const { db } = await serverFor('pglite');
    const added = await addVp9TestVideo(db, testMediaDir());
    expect(added).toMatchObject({ mediaKey: VP9_TEST_MEDIA_KEY, playlistUrl: '/media/hls/vp9-test/master.m3u8' });
    expect((await addVp9TestVideo(db, testMediaDir())).videoId).toBe(added.videoId);

    const c = await clientFor('pglite');
    const details = await c.get<{ video: { title: string }; episodeList: { id: number }[] }>('/api/Video/VideoDetails', { mediaKey: VP9_TEST_MEDIA_KEY });
    expect(details.ret).toBe(RET.OK);
    expect(details.data.video.title).toBe('VP9 测试片');
    expect(details.data.episodeList).toHaveLength(1);
    const play = await c.post<{ url: string }>('/api/Video/getPlayData', { mediaKey: VP9_TEST_MEDIA_KEY });
    expect(play.ret).toBe(RET.OK);
    expect(play.data.url).toBe(added.playlistUrl);
    const master = await fetch(`${(await serverFor('pglite')).url}${added.playlistUrl}`);
    expect(master.status).toBe(200);
    expect(await master.text()).toContain(`CODECS="${added.stream.codecs}"`);
  }, 120_000);
});

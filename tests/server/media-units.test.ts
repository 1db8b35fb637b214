// Pure parts of the media module: range parsing, MIME and cache policy, the ffmpeg probe
// parser, the H.264 codec string reader, the master playlist writer and the rendition picker.
import { describe, expect, it } from 'vitest';
import { avcCodecFromBytes } from '../../server/media/avc-codec-string';
import { parseRange } from '../../server/media/byte-range';
import { masterPlaylist, parseMediaPlaylist } from '../../server/media/hls-ladder';
import { mediaTypeFor } from '../../server/storage/media-types';
import { parseMediaInfo } from '../../server/media/probe';
import { fitFilter, pickRenditions } from '../../server/media/transcode-file';

describe('parseRange', () => {
  it('reads a closed range and clamps its end to the file', () => {
    expect(parseRange('bytes=0-99', 1000)).toEqual({ kind: 'range', start: 0, end: 99 });
    expect(parseRange('bytes=900-5000', 1000)).toEqual({ kind: 'range', start: 900, end: 999 });
  });
  it('reads open and suffix ranges', () => {
    expect(parseRange('bytes=500-', 1000)).toEqual({ kind: 'range', start: 500, end: 999 });
    expect(parseRange('bytes=-10', 1000)).toEqual({ kind: 'range', start: 990, end: 999 });
    expect(parseRange('bytes=-5000', 1000)).toEqual({ kind: 'range', start: 0, end: 999 });
  });
  it('calls a range starting past the end unsatisfiable', () => {
    expect(parseRange('bytes=1000-', 1000)).toEqual({ kind: 'unsatisfiable' });
    expect(parseRange('bytes=-0', 1000)).toEqual({ kind: 'unsatisfiable' });
  });
  it('ignores missing, malformed, reversed and multiple ranges (whole file)', () => {
    expect(parseRange(undefined, 1000)).toEqual({ kind: 'none' });
    expect(parseRange('items=0-5', 1000)).toEqual({ kind: 'none' });
    expect(parseRange('bytes=abc', 1000)).toEqual({ kind: 'none' });
    expect(parseRange('bytes=50-10', 1000)).toEqual({ kind: 'none' });
    expect(parseRange('bytes=0-1,5-9', 1000)).toEqual({ kind: 'none' });
  });
});

describe('mediaTypeFor', () => {
  it('gives HLS, video and image types', () => {
    expect(mediaTypeFor('a/master.m3u8').mime).toBe('application/vnd.apple.mpegurl');
    expect(mediaTypeFor('a/seg-001.ts').mime).toBe('video/mp2t');
    expect(mediaTypeFor('a/seg-001.m4s').mime).toBe('video/iso.segment');
    expect(mediaTypeFor('a/clip.MP4').mime).toBe('video/mp4');
    expect(mediaTypeFor('p.jpg').mime).toBe('image/jpeg');
    expect(mediaTypeFor('p.png').mime).toBe('image/png');
    expect(mediaTypeFor('p.webp').mime).toBe('image/webp');
    expect(mediaTypeFor('s.vtt').mime).toMatch(/^text\/vtt/);
    expect(mediaTypeFor('x.bin').mime).toBe('application/octet-stream');
  });
  it('caches segments and posters for a year, playlists for seconds', () => {
    expect(mediaTypeFor('seg.ts').cacheControl).toContain('immutable');
    expect(mediaTypeFor('poster.jpg').cacheControl).toContain('max-age=31536000');
    expect(mediaTypeFor('index.m3u8').cacheControl).toContain('max-age=2');
    expect(mediaTypeFor('index.m3u8').cacheControl).not.toContain('immutable');
  });
});

describe('parseMediaInfo', () => {
  it('reads duration, size, frame rate and streams from ffmpeg -i output', () => {
    const info = parseMediaInfo(`Input #0, mov,mp4,m4a,3gp,3g2,mj2, from 'a.mp4':
  Duration: 00:01:02.50, start: 0.000000, bitrate: 314 kb/s
  Stream #0:0[0x1](und): Video: h264 (High) (avc1 / 0x31637661), yuv420p(progressive), 1920x1080 [SAR 1:1 DAR 16:9], 304 kb/s, 59.94 fps, 59.94 tbr, 15360 tbn (default)
  Stream #0:1[0x2](und): Audio: aac (LC) (mp4a / 0x6134706D), 48000 Hz, stereo, fltp, 128 kb/s (default)
At least one output file must be specified`);
    expect(info).toMatchObject({ durationSec: 62.5, width: 1920, height: 1080, fps: 59.94, hasVideo: true, hasAudio: true, videoCodec: 'h264', audioCodec: 'aac' });
  });
  it('swaps width and height for a phone video stored sideways', () => {
    const info = parseMediaInfo(`Input #0, mov, from 'p.mov':
  Duration: 00:00:10.00, start: 0.000000, bitrate: 1 kb/s
  Stream #0:0(und): Video: h264 (High) (avc1 / 0x31637661), yuv420p, 1920x1080, 30 fps, 30 tbr
    Side data:
      displaymatrix: rotation of -90.00 degrees`);
    expect(info).toMatchObject({ width: 1080, height: 1920, hasAudio: false });
  });
});

describe('avcCodecFromBytes', () => {
  it('reads profile, constraints and level from the first SPS', () => {
    const bytes = Uint8Array.from([0x47, 0x40, 0x00, 0, 0, 0, 1, 0x09, 0xf0, 0, 0, 0, 1, 0x67, 0x4d, 0x40, 0x1f, 0xac]);
    expect(avcCodecFromBytes(bytes)).toBe('avc1.4d401f');
  });
  it('returns undefined without an SPS', () => {
    expect(avcCodecFromBytes(Uint8Array.from([0, 0, 1, 0x65, 0x88, 0x84, 0x00]))).toBeUndefined();
  });
});

describe('masterPlaylist', () => {
  it('lists variants from low to high bandwidth with BANDWIDTH, RESOLUTION and CODECS', () => {
    const text = masterPlaylist([
      { name: '720p', playlist: '720p/index.m3u8', width: 1280, height: 720, fps: 25, peakBps: 1_800_000, averageBps: 1_600_000, codecs: 'avc1.4d401f,mp4a.40.2' },
      { name: '360p', playlist: '360p/index.m3u8', width: 640, height: 360, fps: 0, peakBps: 650_000, averageBps: 600_000, codecs: 'avc1.42c01e,mp4a.40.2' },
    ]);
    const lines = text.trim().split('\n');
    expect(lines[0]).toBe('#EXTM3U');
    expect(lines).toContain('#EXT-X-STREAM-INF:BANDWIDTH=650000,AVERAGE-BANDWIDTH=600000,RESOLUTION=640x360,CODECS="avc1.42c01e,mp4a.40.2"');
    expect(lines.indexOf('360p/index.m3u8')).toBeLessThan(lines.indexOf('720p/index.m3u8'));
    expect(text).toContain('FRAME-RATE=25.000');
  });
  it('round-trips segment durations through parseMediaPlaylist', () => {
    const segs = parseMediaPlaylist('#EXTM3U\n#EXTINF:2.000000,\nseg-000.ts\n#EXTINF:1.500,\nseg-001.ts\n#EXT-X-ENDLIST\n');
    expect(segs).toEqual([{ uri: 'seg-000.ts', durationSec: 2 }, { uri: 'seg-001.ts', durationSec: 1.5 }]);
  });
});

describe('pickRenditions and fitFilter', () => {
  it('never upscales a large ladder rung past the source, yet keeps two rungs', () => {
    expect(pickRenditions({ width: 1920, height: 1080 }).map((r) => r.name)).toEqual(['360p', '720p']);
    expect(pickRenditions({ width: 320, height: 240 }).length).toBeGreaterThanOrEqual(2);
  });
  it('fits a portrait video in a portrait box and caps 60 fps to 30', () => {
    const [small] = pickRenditions({ width: 1080, height: 1920 });
    const f = fitFilter({ width: 1080, height: 1920, fps: 60 }, small);
    expect(f).toContain('scale=w=360:h=640:force_original_aspect_ratio=decrease');
    expect(f).toContain('fps=30');
    expect(fitFilter({ width: 1280, height: 720, fps: 25 }, small)).not.toContain('fps=');
  });
});

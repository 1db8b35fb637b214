// Real ffmpeg, real files, real HTTP: a short clip goes through transcodeToHls, the result is
// checked as HLS (renditions, 2 s segments, MPEG-TS with H.264 + AAC), then served by the
// /media routes on a bare Fastify app.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureDemoMedia, registerMediaRoutes, resolveFfmpeg, transcodeToHls } from '../../server/media';
import { parseMediaPlaylist, readCompleteMarker } from '../../server/media/hls-ladder';

const FFPROBE = ['/usr/bin/ffprobe', '/usr/local/bin/ffprobe'].find((p) => existsSync(p));

let mediaDir: string;
let streamDir: string;
const progress: string[] = [];
let durationSec = 0;

function ffmpeg(args: string[]) {
  execFileSync(resolveFfmpeg(), ['-hide_banner', '-loglevel', 'error', '-y', ...args]);
}

function variantPlaylists(dir: string): string[] {
  return readFileSync(join(dir, 'master.m3u8'), 'utf8')
    .split('\n')
    .filter((l) => l && !l.startsWith('#'));
}

/** Elementary stream types declared in the first PMT of an MPEG-TS file (0x1b H.264, 0x0f AAC ADTS). */
function tsStreamTypes(bytes: Buffer): number[] {
  const payloadOf = (off: number) => {
    const afc = (bytes[off + 3] >> 4) & 0x3;
    let p = off + 4;
    if (afc & 0x2) p += 1 + bytes[p];
    return p;
  };
  let pmtPid = -1;
  for (let off = 0; off + 188 <= bytes.length; off += 188) {
    const pid = ((bytes[off + 1] & 0x1f) << 8) | bytes[off + 2];
    const start = (bytes[off + 1] & 0x40) !== 0;
    if (!start) continue;
    let p = payloadOf(off);
    p += 1 + bytes[p]; // pointer field
    if (pid === 0 && pmtPid < 0) {
      // PAT: first program entry after the 8-byte section header.
      pmtPid = ((bytes[p + 10] & 0x1f) << 8) | bytes[p + 11];
    } else if (pid === pmtPid) {
      const sectionLen = ((bytes[p + 1] & 0x0f) << 8) | bytes[p + 2];
      const infoLen = ((bytes[p + 10] & 0x0f) << 8) | bytes[p + 11];
      const end = p + 3 + sectionLen - 4;
      const types: number[] = [];
      for (let q = p + 12 + infoLen; q < end; ) {
        types.push(bytes[q]);
        q += 5 + (((bytes[q + 3] & 0x0f) << 8) | bytes[q + 4]);
      }
      return types;
    }
  }
  return [];
}

beforeAll(async () => {
  mediaDir = mkdtempSync(join(tmpdir(), 'media-test-'));
  const source = join(mediaDir, 'source.mp4');
  ffmpeg([
    '-f', 'lavfi', '-i', 'testsrc2=s=1280x720:r=25', '-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=48000',
    '-t', '6', '-c:v', 'libx264', '-preset', 'ultrafast', '-c:a', 'aac', '-shortest', source,
  ]);
  streamDir = join(mediaDir, 'hls', 'test-1');
  ({ durationSec } = await transcodeToHls(source, streamDir, { onProgress: (l) => progress.push(l) }));
});

afterAll(() => {
  rmSync(mediaDir, { recursive: true, force: true });
});

describe('transcodeToHls', () => {
  it('reports the duration of the source', () => {
    expect(durationSec).toBeGreaterThan(5.9);
    expect(durationSec).toBeLessThan(6.2);
  });

  it('writes a master playlist with at least two renditions, each with BANDWIDTH, RESOLUTION and CODECS', () => {
    const master = readFileSync(join(streamDir, 'master.m3u8'), 'utf8');
    expect(master.startsWith('#EXTM3U')).toBe(true);
    const infs = master.split('\n').filter((l) => l.startsWith('#EXT-X-STREAM-INF:'));
    expect(infs.length).toBeGreaterThanOrEqual(2);
    for (const inf of infs) {
      expect(inf).toMatch(/BANDWIDTH=\d+/);
      expect(inf).toMatch(/RESOLUTION=\d+x\d+/);
      expect(inf).toMatch(/CODECS="avc1\.[0-9a-f]{6},mp4a\.40\.2"/);
    }
    expect(master).toContain('RESOLUTION=640x360');
    expect(master).toContain('RESOLUTION=1280x720');
    const bandwidths = infs.map((l) => Number(/BANDWIDTH=(\d+)/.exec(l)?.[1]));
    expect(new Set(bandwidths).size).toBe(bandwidths.length);
    expect(variantPlaylists(streamDir).every((p) => existsSync(join(streamDir, p)))).toBe(true);
  });

  it('cuts 2-second segments in every rendition', () => {
    for (const playlist of variantPlaylists(streamDir)) {
      const text = readFileSync(join(streamDir, playlist), 'utf8');
      expect(text).toContain('#EXT-X-TARGETDURATION:2');
      expect(text).toContain('#EXT-X-ENDLIST');
      const segs = parseMediaPlaylist(text);
      expect(segs.length).toBe(3);
      for (const s of segs) expect(s.durationSec).toBeCloseTo(2, 1);
    }
  });

  it('makes MPEG-TS segments carrying H.264 video and AAC audio', () => {
    const variantDir = join(streamDir, variantPlaylists(streamDir)[0].split('/')[0]);
    const segFile = join(variantDir, readdirSync(variantDir).find((f) => f.endsWith('.ts'))!);
    const bytes = readFileSync(segFile);
    expect(bytes.length % 188).toBe(0);
    for (let off = 0; off < bytes.length; off += 188) expect(bytes[off]).toBe(0x47);
    expect(tsStreamTypes(bytes).sort()).toEqual([0x0f, 0x1b]);
    if (FFPROBE) {
      const out = execFileSync(FFPROBE, ['-v', 'error', '-show_entries', 'stream=codec_name,codec_type', '-of', 'csv=p=0', segFile], { encoding: 'utf8' });
      expect(out).toContain('h264,video');
      expect(out).toContain('aac,audio');
      // Each segment must start on a keyframe, or switching renditions shows garbage.
      const packets = execFileSync(FFPROBE, ['-v', 'error', '-select_streams', 'v', '-show_entries', 'packet=flags', '-of', 'csv=p=0', segFile], { encoding: 'utf8' });
      expect(packets.trim().split('\n')[0]).toMatch(/^K/);
    }
  });

  it('reports progress per rendition from 0 to 100 %', () => {
    for (const name of ['360p', '720p']) {
      expect(progress).toContain(`[media] test-1 ${name} 0%`);
      expect(progress).toContain(`[media] test-1 ${name} 100%`);
    }
    expect(progress.every((l) => /^\[media\] test-1 (360p|720p) \d+%$/.test(l))).toBe(true);
  });

  it('leaves a completion marker and no work folders behind', async () => {
    const marker = await readCompleteMarker(streamDir);
    expect(marker?.variants.map((v) => v.name)).toEqual(['360p', '720p']);
    expect(readdirSync(join(mediaDir, 'hls')).filter((n) => n.startsWith('.tmp-'))).toEqual([]);
  });

  it('gives a silent AAC track to a video without sound and keeps a portrait picture upright', async () => {
    const src = join(mediaDir, 'portrait.mp4');
    ffmpeg(['-f', 'lavfi', '-i', 'testsrc2=s=360x640:r=25', '-t', '4', '-c:v', 'libx264', '-preset', 'ultrafast', src]);
    const out = join(mediaDir, 'hls', 'portrait');
    await transcodeToHls(src, out);
    const master = readFileSync(join(out, 'master.m3u8'), 'utf8');
    expect(master).toContain('RESOLUTION=360x640');
    expect(master.match(/mp4a\.40\.2/g)?.length).toBeGreaterThanOrEqual(2);
  });

  it('refuses a missing or non-media input with a clear error and writes nothing', async () => {
    await expect(transcodeToHls(join(mediaDir, 'nope.mp4'), join(mediaDir, 'hls', 'nope'))).rejects.toThrow(/not found/);
    const junk = join(mediaDir, 'junk.mp4');
    writeFileSync(junk, 'this is not a video');
    await expect(transcodeToHls(junk, join(mediaDir, 'hls', 'junk'))).rejects.toThrow(/not a media file/);
    expect(existsSync(join(mediaDir, 'hls', 'nope'))).toBe(false);
    expect(existsSync(join(mediaDir, 'hls', 'junk'))).toBe(false);
  });
});

describe('media routes', () => {
  let app: FastifyInstance;
  let segPath: string;
  let segRel: string;

  beforeAll(async () => {
    const posters = join(mediaDir, 'posters');
    ffmpeg(['-f', 'lavfi', '-i', 'color=c=red:s=64x96', '-frames:v', '1', join(mkdir(posters), 'p1.jpg')]);
    segRel = 'hls/test-1/360p/seg-000.ts';
    segPath = join(mediaDir, segRel);
    app = Fastify();
    await registerMediaRoutes(app, { mediaDir });
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
  });

  function mkdir(dir: string): string {
    execFileSync('mkdir', ['-p', dir]);
    return dir;
  }

  it('serves a master playlist as application/vnd.apple.mpegurl with a short cache and CORS', async () => {
    const res = await app.inject({ url: '/media/hls/test-1/master.m3u8' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.apple.mpegurl');
    expect(res.headers['cache-control']).toMatch(/max-age=2\b/);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.headers.etag).toMatch(/^"[0-9a-f]+-[0-9a-f]+"$/);
    expect(res.headers['last-modified']).toBeTruthy();
    expect(res.body.startsWith('#EXTM3U')).toBe(true);
  });

  it('serves segments as video/mp2t and posters as image/jpeg, both cached as immutable', async () => {
    const seg = await app.inject({ url: `/media/${segRel}` });
    expect(seg.statusCode).toBe(200);
    expect(seg.headers['content-type']).toBe('video/mp2t');
    expect(seg.headers['cache-control']).toContain('immutable');
    expect(seg.headers['accept-ranges']).toBe('bytes');
    expect(seg.rawPayload.equals(readFileSync(segPath))).toBe(true);
    const poster = await app.inject({ url: '/media/posters/p1.jpg' });
    expect(poster.statusCode).toBe(200);
    expect(poster.headers['content-type']).toBe('image/jpeg');
    expect(poster.headers['cache-control']).toContain('max-age=31536000');
  });

  it('answers a byte range with 206, Content-Range and exactly those bytes', async () => {
    const size = statSync(segPath).size;
    const res = await app.inject({ url: `/media/${segRel}`, headers: { range: 'bytes=188-375' } });
    expect(res.statusCode).toBe(206);
    expect(res.headers['content-range']).toBe(`bytes 188-375/${size}`);
    expect(res.headers['content-length']).toBe('188');
    expect(res.rawPayload.equals(readFileSync(segPath).subarray(188, 376))).toBe(true);
    const tail = await app.inject({ url: `/media/${segRel}`, headers: { range: 'bytes=-188' } });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload.equals(readFileSync(segPath).subarray(size - 188))).toBe(true);
  });

  it('answers a range past the end with 416 and the size', async () => {
    const size = statSync(segPath).size;
    const res = await app.inject({ url: `/media/${segRel}`, headers: { range: `bytes=${size}-` } });
    expect(res.statusCode).toBe(416);
    expect(res.headers['content-range']).toBe(`bytes */${size}`);
  });

  it('answers a matching If-None-Match with 304 and no body', async () => {
    const first = await app.inject({ url: `/media/${segRel}` });
    const again = await app.inject({ url: `/media/${segRel}`, headers: { 'if-none-match': String(first.headers.etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('ignores a Range whose If-Range no longer matches (whole file, 200)', async () => {
    const res = await app.inject({ url: `/media/${segRel}`, headers: { range: 'bytes=0-9', 'if-range': '"stale-etag"' } });
    expect(res.statusCode).toBe(200);
    expect(Number(res.headers['content-length'])).toBe(statSync(segPath).size);
  });

  it('answers HEAD with the length and no body', async () => {
    const res = await app.inject({ method: 'HEAD', url: `/media/${segRel}` });
    expect(res.statusCode).toBe(200);
    expect(Number(res.headers['content-length'])).toBe(statSync(segPath).size);
    expect(res.body).toBe('');
  });

  it('answers a missing file with 404 and the JSON envelope', async () => {
    const res = await app.inject({ url: '/media/hls/none/master.m3u8' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ ret: 404, msg: expect.stringContaining('/media/hls/none/master.m3u8'), data: null });
  });

  it('refuses ../ traversal out of the media folder', async () => {
    writeFileSync(join(mediaDir, '..', `outside-${process.pid}.txt`), 'secret');
    try {
      for (const url of [
        `/media/..%2foutside-${process.pid}.txt`,
        `/media/hls/..%2f..%2foutside-${process.pid}.txt`,
        `/media/hls/%2E%2E%5C..%5Coutside-${process.pid}.txt`,
      ]) {
        const res = await app.inject({ url });
        expect(res.statusCode, url).toBe(403);
        expect(res.json().ret).toBe(403);
        expect(res.body).not.toContain('secret');
      }
      // URL parsers fold these before routing; whatever route then answers, the file stays unserved.
      for (const url of [`/media/../outside-${process.pid}.txt`, `/media/%2e%2e/outside-${process.pid}.txt`]) {
        const res = await app.inject({ url });
        expect(res.statusCode, url).not.toBe(200);
        expect(res.body).not.toContain('secret');
      }
    } finally {
      rmSync(join(mediaDir, '..', `outside-${process.pid}.txt`), { force: true });
    }
  });

  it('hides dot files such as the completion marker', async () => {
    const res = await app.inject({ url: '/media/hls/test-1/.complete.json' });
    expect(res.statusCode).toBe(404);
  });

  it('answers a CORS preflight for Range requests', async () => {
    const res = await app.inject({ method: 'OPTIONS', url: `/media/${segRel}`, headers: { origin: 'http://tv.example', 'access-control-request-headers': 'range' } });
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(String(res.headers['access-control-allow-headers'])).toMatch(/Range/);
  });

  it('keeps an origin echoed by an app-wide CORS hook and still exposes Content-Range', async () => {
    const withCors = Fastify();
    withCors.addHook('onRequest', async (req, reply) => {
      if (req.headers.origin) reply.header('access-control-allow-origin', req.headers.origin).header('access-control-expose-headers', 'content-type');
    });
    await registerMediaRoutes(withCors, { mediaDir });
    const res = await withCors.inject({ url: `/media/${segRel}`, headers: { origin: 'http://tv.example', range: 'bytes=0-9' } });
    await withCors.close();
    expect(res.statusCode).toBe(206);
    expect(res.headers['access-control-allow-origin']).toBe('http://tv.example');
    expect(String(res.headers['access-control-expose-headers'])).toMatch(/content-type.*Content-Range/);
  });

  it('streams a range over a real socket', async () => {
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    const res = await fetch(`${url}/media/${segRel}`, { headers: { range: 'bytes=0-187' } });
    expect(res.status).toBe(206);
    const body = Buffer.from(await res.arrayBuffer());
    expect(body.equals(readFileSync(segPath).subarray(0, 188))).toBe(true);
  });

  it('refuses raw ../ over a real socket, where nothing folds the path first', async () => {
    const port = (app.server.address() as AddressInfo).port;
    for (const path of ['/media/../../etc/passwd', '/media/%2e%2e/%2e%2e/etc/passwd']) {
      const status = await new Promise<number>((resolve, reject) => {
        http.get({ host: '127.0.0.1', port, path }, (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        }).on('error', reject);
      });
      expect(status, path).toBe(403);
    }
  });
});

describe('ensureDemoMedia', () => {
  let demoDir: string;
  beforeAll(() => {
    demoDir = mkdtempSync(join(tmpdir(), 'media-demo-'));
  });
  afterAll(() => rmSync(demoDir, { recursive: true, force: true }));

  it('makes a playable demo stream and 24 distinct posters, then skips the work on the next call', async () => {
    const lines: string[] = [];
    // demo-tracks has its own test (media-tracks.test.ts).
    const streams = await ensureDemoMedia({ mediaDir: demoDir, count: 1, tracks: false, onProgress: (l) => lines.push(l) });
    expect(streams).toEqual([{ streamKey: 'demo-1', durationSec: expect.any(Number), posterFile: 'poster-1.jpg', thumbFile: 'demo-1.jpg' }]);
    expect(streams[0].durationSec).toBeGreaterThanOrEqual(40);
    // Progress comes in steps as ffmpeg reports it (a step may be skipped on a busy machine):
    // some line part-way through, and the finished line.
    expect(lines.some((l) => /^\[media\] demo-1 720p [1-9]\d?%$/.test(l))).toBe(true);
    expect(lines).toContain('[media] demo-1 720p 100%');
    const master = readFileSync(join(demoDir, 'hls', 'demo-1', 'master.m3u8'), 'utf8');
    expect(master.match(/#EXT-X-STREAM-INF/g)?.length).toBeGreaterThanOrEqual(2);

    const posters = readdirSync(join(demoDir, 'posters')).filter((f) => /^poster-\d+\.jpg$/.test(f));
    expect(posters.length).toBe(24);
    const hashes = posters.map((f) => createHash('sha1').update(readFileSync(join(demoDir, 'posters', f))).digest('hex'));
    expect(new Set(hashes).size).toBe(24);
    const jpeg = readFileSync(join(demoDir, 'posters', 'poster-1.jpg'));
    expect(jpeg.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff]))).toBe(true);
    expect(existsSync(join(demoDir, 'posters', 'demo-1.jpg'))).toBe(true);

    const segBefore = statSync(join(demoDir, 'hls', 'demo-1', '720p', 'seg-000.ts')).mtimeMs;
    const again: string[] = [];
    const second = await ensureDemoMedia({ mediaDir: demoDir, count: 1, tracks: false, onProgress: (l) => again.push(l) });
    expect(second).toEqual(streams);
    expect(again.some((l) => /%$/.test(l))).toBe(false);
    expect(statSync(join(demoDir, 'hls', 'demo-1', '720p', 'seg-000.ts')).mtimeMs).toBe(segBefore);
  });
});

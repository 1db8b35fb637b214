// A VP9 HLS stream in fragmented MP4 for the e2e tests of old TV engines. The Chromium builds
// that stand in for them (53-79, without H.264 or AAC) cannot play the demo's H.264 + AAC
// streams; Chromium 69 plays VP9 and FLAC in fragmented MP4 through MSE (Opus in MP4 only
// from Chromium 70, so the audio is FLAC). hls.js picks the codecs from the master playlist's
// CODECS, which ffmpeg's HLS muxer does not write for VP9: the master is written here, with
// the codec string read from the init segment (profile, level and bit depth of its vpcC box).
//
// One rendition, 640x360 at 25 fps, testsrc2 (moving pattern) and a beeping sine, 2 s segments
// each starting on a keyframe. The old npm ffmpeg build (4.1) refuses FLAC in its HLS muxer's
// MP4 ("experimental"): with it the stream is made without audio (`audio: 'none'`).
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { COMPLETE_MARKER, MASTER_PLAYLIST, masterPlaylist, parseMediaPlaylist, readCompleteMarker, type CompleteMarker } from './hls-ladder';
import { FfmpegError, runFfmpeg } from './run-ffmpeg';
import { insertImportedVideo, resolveCategory } from './import-video';
import type { Db } from '../db/db';

export interface Vp9TestStreamOptions {
  /** Seconds of media (default 24). */
  durationSec?: number;
  /** Segment length in seconds; a keyframe starts each one (default 2). */
  segmentSec?: number;
  /** Make it with FLAC audio when the ffmpeg build can (default true). */
  audio?: boolean;
  onProgress?: (line: string) => void;
}

export interface Vp9TestStream {
  /** Absolute path of the master playlist (`<outDir>/master.m3u8`). */
  playlist: string;
  /** The master playlist's CODECS, e.g. `vp09.00.21.08,fLaC`. */
  codecs: string;
  audio: 'flac' | 'none';
  durationSec: number;
  /** Made now (false: an earlier run's stream was reused). */
  made: boolean;
}

const WIDTH = 640;
const HEIGHT = 360;
const FPS = 25;
const VIDEO_KBPS = 500;
const RENDITION = '360p';

/** The ffmpeg arguments (without the binary) for one run into `dir`. */
export function vp9FfmpegArgs(dir: string, o: { durationSec: number; segmentSec: number; audio: boolean }): string[] {
  const gop = String(Math.round(o.segmentSec * FPS));
  return [
    '-y',
    '-f', 'lavfi', '-i', `testsrc2=s=${WIDTH}x${HEIGHT}:r=${FPS}`,
    ...(o.audio ? ['-f', 'lavfi', '-i', 'sine=frequency=440:beep_factor=4:sample_rate=48000'] : []),
    '-map', '0:v:0', ...(o.audio ? ['-map', '1:a:0'] : []),
    '-t', String(o.durationSec),
    // Realtime speed 8: about 15x realtime on one core. A fixed GOP of one segment: every
    // segment starts with a keyframe, at the same times in any rendition made this way.
    '-c:v', 'libvpx-vp9', '-deadline', 'realtime', '-cpu-used', '8', '-row-mt', '1',
    '-b:v', `${VIDEO_KBPS}k`, '-maxrate', `${Math.round(VIDEO_KBPS * 1.1)}k`, '-bufsize', `${VIDEO_KBPS * 2}k`,
    '-g', gop, '-keyint_min', gop, '-pix_fmt', 'yuv420p',
    ...(o.audio ? ['-c:a', 'flac', '-ac', '2', '-ar', '48000', '-af', 'volume=0.25', '-strict', 'experimental'] : []),
    '-f', 'hls', '-hls_time', String(o.segmentSec), '-hls_playlist_type', 'vod', '-hls_list_size', '0',
    '-hls_segment_type', 'fmp4', '-hls_fmp4_init_filename', 'init.mp4',
    '-hls_segment_filename', join(dir, 'seg-%03d.m4s'),
    join(dir, 'index.m3u8'),
  ];
}

const CONTAINERS = new Set(['moov', 'trak', 'mdia', 'minf', 'stbl']);
// Bytes between a visual sample entry's header and its child boxes (ISO/IEC 14496-12 §12.1.3).
const VISUAL_ENTRY_FIELDS = 78;

interface Box {
  type: string;
  start: number;
  end: number;
}

function boxes(bytes: Uint8Array, from: number, to: number): Box[] {
  const out: Box[] = [];
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (let at = from; at + 8 <= to; ) {
    const size = view.getUint32(at);
    if (size < 8 || at + size > to) break;
    out.push({ type: String.fromCharCode(...bytes.subarray(at + 4, at + 8)), start: at, end: at + size });
    at += size;
  }
  return out;
}

/**
 * RFC 6381 codec strings of an fMP4 init segment's sample entries, in track order: `vp09.PP.LL.DD`
 * from the vpcC box, other entries by their code (`fLaC`, `Opus`, `avc1`...).
 */
export function codecsOfInitSegment(bytes: Uint8Array): string[] {
  const found: string[] = [];
  const walk = (from: number, to: number) => {
    for (const box of boxes(bytes, from, to)) {
      if (CONTAINERS.has(box.type)) walk(box.start + 8, box.end);
      else if (box.type === 'stsd') {
        // Full box header (4) and entry count (4), then the entries.
        for (const entry of boxes(bytes, box.start + 16, box.end)) found.push(codecOfEntry(bytes, entry));
      }
    }
  };
  walk(0, bytes.length);
  return found;
}

function codecOfEntry(bytes: Uint8Array, entry: Box): string {
  if (entry.type !== 'vp09') return entry.type;
  const vpcC = boxes(bytes, entry.start + 8 + VISUAL_ENTRY_FIELDS, entry.end).find((b) => b.type === 'vpcC');
  if (!vpcC || vpcC.end - vpcC.start < 15) return entry.type;
  // After the header (8) and version/flags (4): profile, level, bitDepth(4) chroma(3) range(1).
  const p = vpcC.start + 12;
  const two = (n: number) => String(n).padStart(2, '0');
  return `vp09.${two(bytes[p])}.${two(bytes[p + 1])}.${two(bytes[p + 2] >> 4)}`;
}

/** Makes the stream in `outDir` (replacing what is there), or reuses a finished one. */
export async function makeVp9TestStream(outDir: string, options: Vp9TestStreamOptions = {}): Promise<Vp9TestStream> {
  const durationSec = options.durationSec ?? 24;
  const segmentSec = options.segmentSec ?? 2;
  const wantAudio = options.audio ?? true;
  const playlist = join(outDir, MASTER_PLAYLIST);
  const done = await readCompleteMarker(outDir);
  const codecsDone = done?.variants[0]?.codecs ?? '';
  // A finished one is reused; one made without audio (an ffmpeg that cannot) only when audio was wanted.
  if (done && codecsDone.startsWith('vp09') && Math.abs(done.durationSec - durationSec) < segmentSec && (wantAudio || !codecsDone.includes(','))) {
    return { playlist, codecs: codecsDone, audio: codecsDone.includes('fLaC') ? 'flac' : 'none', durationSec: done.durationSec, made: false };
  }

  const parent = dirname(outDir);
  await mkdir(parent, { recursive: true });
  // The hls-ladder's naming, so removeStaleWorkDirs() clears one a killed run left behind.
  const work = join(parent, `.tmp-${basename(outDir)}-${process.pid}-${randomBytes(3).toString('hex')}`);
  const dir = join(work, RENDITION);
  try {
    await mkdir(dir, { recursive: true });
    let audio = wantAudio;
    try {
      await runFfmpeg(vp9FfmpegArgs(dir, { durationSec, segmentSec, audio }));
    } catch (err) {
      if (!audio || !(err instanceof FfmpegError) || !/experimental/i.test(err.stderrTail)) throw err;
      options.onProgress?.('[media] vp9-test: this ffmpeg cannot put FLAC in its HLS fMP4 segments, making the stream without audio');
      audio = false;
      await rm(dir, { recursive: true, force: true });
      await mkdir(dir, { recursive: true });
      await runFfmpeg(vp9FfmpegArgs(dir, { durationSec, segmentSec, audio }));
    }

    const segments = parseMediaPlaylist(await readFile(join(dir, 'index.m3u8'), 'utf8'));
    if (segments.length === 0) throw new Error('ffmpeg wrote no VP9 segments');
    const codecList = codecsOfInitSegment(new Uint8Array(await readFile(join(dir, 'init.mp4'))));
    const video = codecList.find((c) => c.startsWith('vp09.'));
    if (!video) throw new Error(`the init segment has no VP9 track with a vpcC box (found: ${codecList.join(', ') || 'nothing'})`);
    const codecs = [video, ...(codecList.includes('fLaC') ? ['fLaC'] : [])].join(',');
    let bytes = 0;
    let seconds = 0;
    let peak = 0;
    for (const seg of segments) {
      const size = (await stat(join(dir, seg.uri))).size;
      bytes += size;
      seconds += seg.durationSec;
      if (seg.durationSec >= segmentSec * 0.5) peak = Math.max(peak, (size * 8) / seg.durationSec);
    }
    const averageBps = Math.ceil((bytes * 8) / seconds);
    const marker: CompleteMarker = {
      version: 1,
      durationSec: Math.round(seconds * 1000) / 1000,
      variants: [
        { name: RENDITION, playlist: `${RENDITION}/index.m3u8`, width: WIDTH, height: HEIGHT, fps: FPS, peakBps: Math.ceil(peak) || averageBps, averageBps, codecs },
      ],
      createdAt: new Date().toISOString(),
    };
    await writeFile(join(work, MASTER_PLAYLIST), masterPlaylist(marker.variants));
    await writeFile(join(work, COMPLETE_MARKER), `${JSON.stringify(marker, null, 2)}\n`);
    await rm(outDir, { recursive: true, force: true });
    await rename(work, outDir);
    return { playlist, codecs, audio: codecs.includes('fLaC') ? 'flac' : 'none', durationSec: marker.durationSec, made: true };
  } catch (err) {
    await rm(work, { recursive: true, force: true });
    throw err;
  }
}

/** The catalogue key (and stream key, and folder under media/hls) of the VP9 test video. */
export const VP9_TEST_MEDIA_KEY = 'vp9-test';

export interface Vp9TestVideo {
  mediaKey: string;
  videoId: number;
  /** Where the client finds the stream: `/media/hls/<key>/master.m3u8` (free, unsigned). */
  playlistUrl: string;
  stream: Vp9TestStream;
}

/**
 * Puts the VP9 test stream in the catalogue of a running server's database, as
 * `npm run media:import` does (one free video, one episode 正片, stream key = media key = its
 * folder under `${mediaDir}/hls`). Idempotent: a second call finds the row and the stream.
 * For the e2e global setup: `await addVp9TestVideo(server.db, mediaDir)`, then open
 * `/watch?id=vp9-test`.
 */
export async function addVp9TestVideo(db: Db, mediaDir: string, opts: { mediaKey?: string; title?: string; category?: string } = {}): Promise<Vp9TestVideo> {
  const mediaKey = opts.mediaKey ?? VP9_TEST_MEDIA_KEY;
  const stream = await makeVp9TestStream(join(mediaDir, 'hls', mediaKey));
  const playlistUrl = `/media/hls/${encodeURIComponent(mediaKey)}/${MASTER_PLAYLIST}`;
  const { rows } = await db.query<{ id: number }>('SELECT id FROM videos WHERE media_key = $1', [mediaKey]);
  if (rows[0]) return { mediaKey, videoId: rows[0].id, playlistUrl, stream };
  const category = await resolveCategory(db, opts.category ?? 'movie');
  const videoId = await insertImportedVideo(db, {
    mediaKey,
    streamKey: mediaKey,
    title: opts.title ?? 'VP9 测试片',
    categoryId: category.id,
    // One of the demo posters (server/media/posters.ts), there whenever the demo media is.
    poster: '/media/posters/poster-1.jpg',
    durationSec: stream.durationSec,
    description: `VP9 ${stream.audio === 'flac' ? '+ FLAC ' : ''}in fragmented MP4 (${stream.codecs}), for engines without H.264`,
    tags: ['VP9'],
  });
  return { mediaKey, videoId, playlistUrl, stream };
}

// Encodes one source into an HLS ladder: one ffmpeg run per rendition (so progress can name
// the rendition), keyframes forced every SEGMENT_SEC so segments are exactly that long and
// aligned across renditions, then a master playlist measured from the real segments.
// Optional audio and subtitle tracks (hls-tracks.ts) join it as AUDIO and SUBTITLES groups.
import { randomBytes } from 'node:crypto';
import { mkdir, open, readFile, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { avcCodecFromBytes } from './avc-codec-string';
import {
  encodeAudioTrack, mediaLines, prepareSubtitles, writeSubtitles, AUDIO_GROUP, SUBTITLE_GROUP,
  type AudioTrackJob, type AudioTrackSummary, type SubtitleTrackJob, type SubtitleTrackSummary,
} from './hls-tracks';
import { mpegTsStartTicks } from './mpegts-start';
import { probeMedia } from './probe';
import { RENDITIONS, SEGMENT_SEC, type Rendition } from './renditions';
import { runFfmpeg } from './run-ffmpeg';

export const COMPLETE_MARKER = '.complete.json';
export const MASTER_PLAYLIST = 'master.m3u8';

export interface LadderJob {
  /** Name used in progress lines, e.g. `demo-3`. */
  label: string;
  outDir: string;
  /** Expected duration, for progress percentages (0 = unknown). */
  durationSec: number;
  renditions?: readonly Rendition[];
  /**
   * ffmpeg arguments that open the inputs and select one video and (when `withAudio`) one
   * audio stream for a rendition: inputs, -map, and a video filter chain ending at the
   * rendition's size. `withAudio` is false when the job has audio tracks: the video
   * renditions are then video-only.
   */
  inputArgs: (r: Rendition, withAudio: boolean) => string[];
  /**
   * Audio renditions of the AUDIO group, the DEFAULT one (the original language) first. When
   * given, the video renditions carry no audio of their own (hls-tracks.ts says why).
   */
  audioTracks?: readonly AudioTrackJob[];
  /** Subtitle files for the SUBTITLES group, converted to WebVTT before any video is encoded. */
  subtitles?: readonly SubtitleTrackJob[];
  onProgress?: (line: string) => void;
}

export interface VariantSummary {
  name: string;
  playlist: string;
  width: number;
  height: number;
  fps: number;
  peakBps: number;
  averageBps: number;
  codecs: string;
}

export interface CompleteMarker {
  version: 1;
  durationSec: number;
  /** Video renditions; with audio tracks their rates are of the video alone. */
  variants: VariantSummary[];
  /** Members of the AUDIO group (absent: the audio is muxed into the variants). */
  audio?: AudioTrackSummary[];
  subtitles?: SubtitleTrackSummary[];
  createdAt: string;
}

function outputArgs(r: Rendition, dir: string, withAudio: boolean): string[] {
  return [
    '-c:v', 'libx264', '-preset', 'ultrafast',
    // ultrafast turns CABAC off, which silently makes the stream baseline; main keeps it on.
    ...(r.profile === 'main' ? ['-coder', 'cabac'] : []),
    '-profile:v', r.profile, '-level:v', r.level, '-pix_fmt', 'yuv420p',
    '-b:v', `${r.videoKbps}k`, '-maxrate', `${Math.round(r.videoKbps * 1.1)}k`, '-bufsize', `${r.videoKbps * 2}k`,
    '-sc_threshold', '0', '-force_key_frames', `expr:gte(t,n_forced*${SEGMENT_SEC})`,
    ...(withAudio ? ['-c:a', 'aac', '-b:a', `${r.audioKbps}k`, '-ac', '2', '-ar', '48000'] : ['-an']),
    '-f', 'hls', '-hls_time', String(SEGMENT_SEC), '-hls_playlist_type', 'vod', '-hls_list_size', '0',
    '-hls_segment_filename', join(dir, 'seg-%03d.ts'),
    join(dir, 'index.m3u8'),
  ];
}

/** Reports progress lines in 10 % steps so logs stay readable. */
function progressReporter(label: string, part: string, onProgress?: (line: string) => void) {
  let last = -1;
  return (fraction: number) => {
    const pct = Math.floor(fraction * 10) * 10;
    if (!onProgress || pct <= last) return;
    last = pct;
    onProgress(`[media] ${label} ${part} ${pct}%`);
  };
}

export function parseMediaPlaylist(text: string): { uri: string; durationSec: number }[] {
  const out: { uri: string; durationSec: number }[] = [];
  let pending: number | undefined;
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (line.startsWith('#EXTINF:')) pending = Number.parseFloat(line.slice(8));
    else if (line && !line.startsWith('#') && pending !== undefined) {
      out.push({ uri: line, durationSec: pending });
      pending = undefined;
    }
  }
  return out;
}

/** Peak and average bit rate of a media playlist's segments, and its length. */
async function measurePlaylist(dir: string, what: string) {
  const segments = parseMediaPlaylist(await readFile(join(dir, 'index.m3u8'), 'utf8'));
  if (segments.length === 0) throw new Error(`ffmpeg wrote no segments for ${what}`);
  let peak = 0;
  let bytes = 0;
  let seconds = 0;
  for (const seg of segments) {
    const size = (await stat(join(dir, seg.uri))).size;
    bytes += size;
    seconds += seg.durationSec;
    // A short last segment would inflate the peak; the spec's BANDWIDTH is about full segments.
    if (seg.durationSec >= SEGMENT_SEC * 0.5) peak = Math.max(peak, (size * 8) / seg.durationSec);
  }
  const average = (bytes * 8) / seconds;
  // A tail of one audio frame (AAC priming pushes one past the cut) is nearly all container
  // overhead and lifts the average; the peak never stays below it.
  peak = Math.max(peak, average);
  return { segments, peakBps: Math.ceil(peak), averageBps: Math.ceil(average), durationSec: seconds };
}

async function readHead(file: string): Promise<Uint8Array> {
  const handle = await open(file, 'r');
  try {
    const head = new Uint8Array(64 * 1024);
    const { bytesRead } = await handle.read(head, 0, head.length, 0);
    return head.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

async function summarise(dir: string, r: Rendition): Promise<VariantSummary & { durationSec: number; startTicks?: number }> {
  const { segments, peakBps, averageBps, durationSec } = await measurePlaylist(dir, r.name);
  const first = join(dir, segments[0].uri);
  const info = await probeMedia(first);
  const head = await readHead(first);
  const avc = avcCodecFromBytes(head);
  return {
    name: r.name,
    playlist: `${r.name}/index.m3u8`,
    width: info.width || r.width,
    height: info.height || r.height,
    fps: info.fps,
    peakBps,
    averageBps,
    // With audio tracks the variant's own segments are video-only, but CODECS names every
    // format the variant plays, its AUDIO group's included (RFC 8216 4.3.4.2).
    codecs: avc ? `${avc},mp4a.40.2` : r.codecs,
    durationSec,
    // The whole segment: a muxed track's first packet may lie past the head read for the SPS.
    startTicks: mpegTsStartTicks(await readFile(first)),
  };
}

export interface MasterTracks {
  audio?: readonly AudioTrackSummary[];
  subtitles?: readonly SubtitleTrackSummary[];
}

export function masterPlaylist(variants: readonly VariantSummary[], tracks: MasterTracks = {}): string {
  const audio = tracks.audio ?? [];
  const subtitles = tracks.subtitles ?? [];
  const lines = ['#EXTM3U', '#EXT-X-VERSION:3', '#EXT-X-INDEPENDENT-SEGMENTS', ...mediaLines(audio, subtitles)];
  // BANDWIDTH covers the variant with its most demanding audio rendition (RFC 8216 4.3.4.2).
  const audioPeak = Math.max(0, ...audio.map((a) => a.peakBps));
  const audioAverage = Math.max(0, ...audio.map((a) => a.averageBps));
  for (const v of [...variants].sort((a, b) => a.peakBps - b.peakBps)) {
    const attrs = [
      `BANDWIDTH=${v.peakBps + audioPeak}`,
      `AVERAGE-BANDWIDTH=${v.averageBps + audioAverage}`,
      `RESOLUTION=${v.width}x${v.height}`,
      `CODECS="${v.codecs}"`,
    ];
    if (v.fps > 0) attrs.push(`FRAME-RATE=${v.fps.toFixed(3)}`);
    if (audio.length) attrs.push(`AUDIO="${AUDIO_GROUP}"`);
    if (subtitles.length) attrs.push(`SUBTITLES="${SUBTITLE_GROUP}"`);
    lines.push(`#EXT-X-STREAM-INF:${attrs.join(',')}`, v.playlist);
  }
  return `${lines.join('\n')}\n`;
}

/** Reads the completion marker of an HLS folder, or undefined when the folder is missing or unfinished. */
export async function readCompleteMarker(outDir: string): Promise<CompleteMarker | undefined> {
  try {
    const marker = JSON.parse(await readFile(join(outDir, COMPLETE_MARKER), 'utf8')) as CompleteMarker;
    await stat(join(outDir, MASTER_PLAYLIST));
    return marker.version === 1 ? marker : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Runs the ladder into a hidden sibling folder and renames it into place at the end, so a
 * crash or a second process never leaves (or serves) a half-written stream.
 */
export async function encodeLadder(job: LadderJob): Promise<CompleteMarker> {
  const renditions = job.renditions ?? RENDITIONS;
  const parent = dirname(job.outDir);
  await mkdir(parent, { recursive: true });
  const work = join(parent, `.tmp-${basename(job.outDir)}-${process.pid}-${randomBytes(3).toString('hex')}`);
  await mkdir(work, { recursive: true });
  try {
    // First, as it costs little: a subtitle file that cannot be read stops the job before any encoding.
    const subtitles = await prepareSubtitles(work, job.subtitles ?? []);
    const audioTracks = job.audioTracks ?? [];
    const withAudio = audioTracks.length === 0;
    const variants: (VariantSummary & { durationSec: number; startTicks?: number })[] = [];
    for (const r of renditions) {
      const dir = join(work, r.name);
      await mkdir(dir, { recursive: true });
      const report = progressReporter(job.label, r.name, job.onProgress);
      report(0);
      await runFfmpeg(['-y', ...job.inputArgs(r, withAudio), ...outputArgs(r, dir, withAudio)], {
        durationSec: job.durationSec,
        onProgress: report,
      });
      report(1);
      variants.push(await summarise(dir, r));
    }
    const durationSec = Math.round(variants[0].durationSec * 1000) / 1000;
    const audio: AudioTrackSummary[] = [];
    for (const [i, a] of audioTracks.entries()) {
      const part = `audio-${a.lang}`;
      const report = progressReporter(job.label, part, job.onProgress);
      report(0);
      const folder = await encodeAudioTrack(work, a, durationSec, report);
      report(1);
      const measured = await measurePlaylist(join(work, folder), part);
      audio.push({ lang: a.lang, name: a.name, playlist: `${folder}/index.m3u8`, default: i === 0, peakBps: measured.peakBps, averageBps: measured.averageBps });
    }
    // hls.js takes its initPTS from the first main segment; the lowest rung's stands for all
    // (every rung is cut by the same muxer from the same timeline).
    const startTicks = variants[0].startTicks ?? 0;
    const subtitleSummaries = await writeSubtitles(work, subtitles, durationSec, startTicks);
    const marker: CompleteMarker = {
      version: 1,
      durationSec,
      variants: variants.map(({ durationSec: _d, startTicks: _s, ...v }) => v),
      ...(audio.length ? { audio } : {}),
      ...(subtitleSummaries.length ? { subtitles: subtitleSummaries } : {}),
      createdAt: new Date().toISOString(),
    };
    await writeFile(join(work, MASTER_PLAYLIST), masterPlaylist(marker.variants, { audio, subtitles: subtitleSummaries }));
    await writeFile(join(work, COMPLETE_MARKER), `${JSON.stringify(marker, null, 2)}\n`);
    await rm(job.outDir, { recursive: true, force: true });
    await rename(work, job.outDir);
    return marker;
  } catch (err) {
    await rm(work, { recursive: true, force: true });
    throw err;
  }
}

/** Removes work folders left by a process that died mid-encode. */
export async function removeStaleWorkDirs(parent: string): Promise<void> {
  let names: string[];
  try {
    names = await readdir(parent);
  } catch {
    return;
  }
  for (const name of names) {
    const m = /^\.tmp-.+-(\d+)-[0-9a-f]{6}$/.exec(name);
    if (!m) continue;
    const pid = Number(m[1]);
    if (pid !== process.pid && !isAlive(pid)) await rm(join(parent, name), { recursive: true, force: true });
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

// Subtitle and audio renditions beside a stream's video ladder (issue 29).
//
// Layout in the stream folder (all under the one stream prefix, so a signed play address
// covers them as it covers the video):
//   audio-<lang>/index.m3u8 + seg-NNN.ts   audio-only MPEG-TS, AAC stereo 48 kHz, 2 s segments
//   subs-<lang>/index.m3u8 + <lang>.vtt    one WebVTT file as a single-segment VOD playlist
// With audio tracks the video renditions carry no audio: every member of the AUDIO group,
// the original included, is an audio-only playlist with a URI. hls.js switches such tracks by
// replacing only the audio buffer; a muxed main audio with URI-less DEFAULT member works for
// the first switch but switching back to it is a known hls.js failure (issues 5226, 7643).
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { SEGMENT_SEC, AUDIO_TRACK_KBPS } from './renditions';
import { runFfmpeg } from './run-ffmpeg';
import { trackFolder, type TrackLabel } from './tracks';

export const AUDIO_GROUP = 'aud';
export const SUBTITLE_GROUP = 'subs';

export interface AudioTrackJob extends TrackLabel {
  /** ffmpeg arguments that open the input(s) and map exactly one audio stream. */
  inputArgs: string[];
  /** Audio filter applied before the padding to the video's length (the demo's volume). */
  filter?: string;
}

export interface SubtitleTrackJob extends TrackLabel {
  /** Any subtitle file ffmpeg reads: SRT and WebVTT above all. */
  file: string;
}

export interface AudioTrackSummary extends TrackLabel {
  playlist: string;
  default: boolean;
  peakBps: number;
  averageBps: number;
}

export interface SubtitleTrackSummary extends TrackLabel {
  playlist: string;
  cues: number;
}

/** A subtitle file converted to WebVTT, waiting for the video's clock to be stamped in. */
export interface PreparedSubtitles extends TrackLabel {
  vtt: string;
  cues: number;
}

/** Subtitle files beyond this are not subtitles (a 2 h film's SRT is about 100 KB). */
const MAX_SUBTITLE_BYTES = 20 * 1024 * 1024;

/**
 * Chinese SRT files are often GBK/GB18030 rather than UTF-8, which ffmpeg refuses without an
 * iconv build. Decoded here instead: UTF-8 when valid (a BOM dropped), else GB18030.
 */
export function decodeSubtitleBytes(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    try {
      return new TextDecoder('gb18030', { fatal: true }).decode(bytes);
    } catch {
      throw new Error('the subtitle file is neither UTF-8 nor GB18030 text');
    }
  }
}

export const countCues = (vtt: string) => vtt.split('\n').filter((l) => l.includes('-->')).length;

/**
 * Converts each subtitle file to WebVTT in `workDir` before any video is encoded, so a bad
 * file costs nothing. WebVTT input is copied (keeping cue ids and positions); anything else
 * (SRT, ASS) is converted by ffmpeg's webvtt encoder.
 */
export async function prepareSubtitles(workDir: string, jobs: readonly SubtitleTrackJob[]): Promise<PreparedSubtitles[]> {
  const out: PreparedSubtitles[] = [];
  for (const job of jobs) {
    const bytes = await readFile(job.file).catch(() => {
      throw new Error(`subtitle file not found: ${job.file}`);
    });
    if (bytes.length > MAX_SUBTITLE_BYTES) throw new Error(`subtitle file is larger than 20 MB: ${job.file}`);
    let text: string;
    try {
      text = decodeSubtitleBytes(bytes);
    } catch (err) {
      throw new Error(`${(err as Error).message}: ${job.file}`);
    }
    const isVtt = /^\uFEFF?WEBVTT/.test(text);
    const utf8 = join(workDir, `.in-${job.lang}.${isVtt ? 'vtt' : /\.ass$|\.ssa$/i.test(job.file) ? 'ass' : 'srt'}`);
    const converted = join(workDir, `.out-${job.lang}.vtt`);
    let vtt: string;
    try {
      await writeFile(utf8, text.replace(/^\uFEFF/, ''));
      await runFfmpeg(['-y', '-i', utf8, '-map', '0:s:0', '-c:s', isVtt ? 'copy' : 'webvtt', '-f', 'webvtt', converted]);
      vtt = (await readFile(converted, 'utf8')).replace(/\r\n?/g, '\n');
    } catch (err) {
      throw new Error(`cannot read subtitles from ${job.file}: ${(err as Error).message}`);
    } finally {
      await rm(utf8, { force: true });
      await rm(converted, { force: true });
    }
    const cues = countCues(vtt);
    if (cues === 0) throw new Error(`no subtitle cues in ${job.file}`);
    out.push({ lang: job.lang, name: job.name, vtt, cues });
  }
  return out;
}

/**
 * Puts X-TIMESTAMP-MAP in the WebVTT header: cue time 0 is the main segments' first timestamp
 * (`startTicks`, 90 kHz). Without it hls.js places cue 0 at MPEG-TS time 0, i.e. ffmpeg's
 * 1.4 s start offset early.
 */
export function stampWebVtt(vtt: string, startTicks: number): string {
  const lines = vtt.split('\n').filter((l, i) => i === 0 || !l.startsWith('X-TIMESTAMP-MAP='));
  lines.splice(1, 0, `X-TIMESTAMP-MAP=MPEGTS:${startTicks},LOCAL:00:00:00.000`);
  return lines.join('\n');
}

/** A VOD media playlist with the whole subtitle file as its one segment. */
export function subtitlePlaylist(durationSec: number, uri: string): string {
  return [
    '#EXTM3U',
    '#EXT-X-VERSION:3',
    `#EXT-X-TARGETDURATION:${Math.max(1, Math.ceil(durationSec))}`,
    '#EXT-X-MEDIA-SEQUENCE:0',
    '#EXT-X-PLAYLIST-TYPE:VOD',
    `#EXTINF:${durationSec.toFixed(3)},`,
    uri,
    '#EXT-X-ENDLIST',
    '',
  ].join('\n');
}

export async function writeSubtitles(
  workDir: string,
  prepared: readonly PreparedSubtitles[],
  durationSec: number,
  startTicks: number,
): Promise<SubtitleTrackSummary[]> {
  const out: SubtitleTrackSummary[] = [];
  for (const s of prepared) {
    const folder = trackFolder('subtitles', s.lang);
    await mkdir(join(workDir, folder), { recursive: true });
    const file = `${s.lang}.vtt`;
    await writeFile(join(workDir, folder, file), stampWebVtt(s.vtt, startTicks));
    await writeFile(join(workDir, folder, 'index.m3u8'), subtitlePlaylist(durationSec, file));
    out.push({ lang: s.lang, name: s.name, playlist: `${folder}/index.m3u8`, cues: s.cues });
  }
  return out;
}

/** Encodes one audio-only rendition, padded with silence or cut to the video's length so the tracks end together. */
export async function encodeAudioTrack(
  workDir: string,
  job: AudioTrackJob,
  durationSec: number,
  onProgress?: (fraction: number) => void,
): Promise<string> {
  const folder = trackFolder('audio', job.lang);
  const dir = join(workDir, folder);
  await mkdir(dir, { recursive: true });
  await runFfmpeg(
    [
      '-y', ...job.inputArgs,
      '-vn', '-sn', '-dn',
      '-af', [job.filter, 'apad'].filter(Boolean).join(','),
      '-t', durationSec.toFixed(3),
      '-c:a', 'aac', '-b:a', `${AUDIO_TRACK_KBPS}k`, '-ac', '2', '-ar', '48000',
      '-f', 'hls', '-hls_time', String(SEGMENT_SEC), '-hls_playlist_type', 'vod', '-hls_list_size', '0',
      '-hls_segment_filename', join(dir, 'seg-%03d.ts'),
      join(dir, 'index.m3u8'),
    ],
    { durationSec, onProgress },
  );
  return folder;
}

const quoted = (v: string) => `"${v}"`;

/** EXT-X-MEDIA lines of the master playlist: the first audio track is the DEFAULT one; no subtitle track is on by default. */
export function mediaLines(audio: readonly AudioTrackSummary[], subtitles: readonly SubtitleTrackSummary[]): string[] {
  const lines: string[] = [];
  for (const a of audio) {
    lines.push(
      `#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID=${quoted(AUDIO_GROUP)},NAME=${quoted(a.name)},LANGUAGE=${quoted(a.lang)},` +
        `DEFAULT=${a.default ? 'YES' : 'NO'},AUTOSELECT=YES,CHANNELS="2",URI=${quoted(a.playlist)}`,
    );
  }
  for (const s of subtitles) {
    lines.push(
      `#EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID=${quoted(SUBTITLE_GROUP)},NAME=${quoted(s.name)},LANGUAGE=${quoted(s.lang)},` +
        `DEFAULT=NO,AUTOSELECT=YES,FORCED=NO,URI=${quoted(s.playlist)}`,
    );
  }
  return lines;
}

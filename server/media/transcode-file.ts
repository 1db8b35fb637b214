// An operator's own video (or any file) into the same HLS ladder the demo streams use, with
// optional subtitle and audio tracks (issue 29).
import { access } from 'node:fs/promises';
import { encodeLadder, type CompleteMarker } from './hls-ladder';
import type { AudioTrackJob } from './hls-tracks';
import { probeMedia, type MediaInfo } from './probe';
import { RENDITIONS, type Rendition } from './renditions';
import { assertDistinctLanguages, defaultTrackName, type TrackLabel, type TrackSpec } from './tracks';

export interface TranscodeOptions {
  onProgress?: (line: string) => void;
  /** Name used in progress lines; defaults to the output folder name. */
  label?: string;
  /**
   * Reads at most this many seconds of the source (uploads: the upload limit). The limit was
   * judged from headers; this holds even when a header lied about the duration.
   */
  maxDurationSec?: number;
  /** Subtitle files (SRT, WebVTT) for the SUBTITLES group. */
  subtitles?: readonly TrackSpec[];
  /**
   * Other languages' audio for the AUDIO group: audio files, or videos whose first audio
   * stream is taken. With any, the source's own audio becomes the group's DEFAULT member.
   */
  audioTracks?: readonly TrackSpec[];
  /** Language and name of the source's own audio in the AUDIO group; default zh, 国语. */
  mainAudio?: TrackLabel;
}

export const DEFAULT_MAIN_AUDIO: TrackLabel = { lang: 'zh', name: defaultTrackName('audio', 'zh') };

/**
 * The AUDIO group's members: the source's own audio first (the DEFAULT one), then the extra
 * files, each checked to hold audio. A source without sound adds no silent member: the first
 * extra file is then the default. Throws before anything is encoded.
 */
async function audioTrackJobs(input: string, info: MediaInfo, opts: TranscodeOptions): Promise<AudioTrackJob[]> {
  const extra = opts.audioTracks ?? [];
  if (extra.length === 0) return [];
  for (const t of extra) {
    try {
      await access(t.file);
    } catch {
      throw new Error(`audio file not found: ${t.file}`);
    }
    if (!(await probeMedia(t.file)).hasAudio) throw new Error(`no audio stream in ${t.file}`);
  }
  const cap = opts.maxDurationSec ? ['-t', String(opts.maxDurationSec)] : [];
  const main = info.hasAudio ? [{ ...(opts.mainAudio ?? DEFAULT_MAIN_AUDIO), inputArgs: [...cap, '-i', input, '-map', '0:a:0'] }] : [];
  const jobs = [...main, ...extra.map((t) => ({ lang: t.lang, name: t.name, inputArgs: [...cap, '-i', t.file, '-map', '0:a:0'] }))];
  assertDistinctLanguages('audio', jobs);
  return jobs;
}

/** Renditions no taller than the source (no upscaling), but always at least two so adaptive bitrate stays real. */
export function pickRenditions(info: Pick<MediaInfo, 'height' | 'width'>): Rendition[] {
  const shortSide = Math.min(info.width, info.height) || Infinity;
  const fit = RENDITIONS.filter((r) => r.height <= shortSide);
  return fit.length >= 2 ? fit : RENDITIONS.slice(0, 2);
}

/** A video filter that fits the picture inside the rendition box, keeps the aspect, keeps sizes even and caps the frame rate at 30 for TV decoders. */
export function fitFilter(info: Pick<MediaInfo, 'width' | 'height' | 'fps'>, r: Rendition): string {
  const portrait = info.height > info.width;
  const boxW = portrait ? r.height : r.width;
  const boxH = portrait ? r.width : r.height;
  const parts = [
    `scale=w=${boxW}:h=${boxH}:force_original_aspect_ratio=decrease`,
    'scale=trunc(iw/2)*2:trunc(ih/2)*2',
    'setsar=1',
  ];
  if (info.fps > 30.5) parts.push('fps=30');
  return parts.join(',');
}

export type TranscodeResult = Pick<CompleteMarker, 'durationSec' | 'audio' | 'subtitles'>;

export async function transcodeToHls(input: string, outDir: string, opts: TranscodeOptions = {}): Promise<TranscodeResult> {
  try {
    await access(input);
  } catch {
    throw new Error(`input file not found: ${input}`);
  }
  const info = await probeMedia(input);
  if (!info.hasVideo) throw new Error(`no video stream in ${input}`);
  const label = opts.label ?? outDir.split(/[\\/]/).filter(Boolean).pop() ?? 'video';
  const cap = opts.maxDurationSec;
  const audioTracks = await audioTrackJobs(input, info, opts);
  const subtitles = opts.subtitles ?? [];
  assertDistinctLanguages('subtitles', subtitles);
  const marker = await encodeLadder({
    label,
    outDir,
    durationSec: cap ? Math.min(info.durationSec, cap) : info.durationSec,
    renditions: pickRenditions(info),
    onProgress: opts.onProgress,
    audioTracks,
    subtitles,
    inputArgs: (r, withAudio) => {
      // Silent audio for files without sound, so every variant has the same CODECS.
      const silent = withAudio && !info.hasAudio;
      return [
        // -t before -i stops reading the input there (output frames are then bounded too: fitFilter caps the rate).
        ...(cap ? ['-t', String(cap)] : []),
        '-i', input, ...(silent ? ['-f', 'lavfi', '-i', 'anullsrc=channel_layout=stereo:sample_rate=48000'] : []),
        '-map', '0:v:0', ...(withAudio ? ['-map', silent ? '1:a:0' : '0:a:0'] : []),
        ...(silent ? ['-shortest'] : []),
        '-vf', fitFilter(info, r),
        '-sn', '-dn',
      ];
    },
  });
  return { durationSec: marker.durationSec, audio: marker.audio, subtitles: marker.subtitles };
}

// An operator's own video (or any file) into the same HLS ladder the demo streams use.
import { access } from 'node:fs/promises';
import { encodeLadder } from './hls-ladder';
import { probeMedia, type MediaInfo } from './probe';
import { RENDITIONS, type Rendition } from './renditions';

export interface TranscodeOptions {
  onProgress?: (line: string) => void;
  /** Name used in progress lines; defaults to the output folder name. */
  label?: string;
  /**
   * Reads at most this many seconds of the source (uploads: the upload limit). The limit was
   * judged from headers; this holds even when a header lied about the duration.
   */
  maxDurationSec?: number;
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

export async function transcodeToHls(input: string, outDir: string, opts: TranscodeOptions = {}): Promise<{ durationSec: number }> {
  try {
    await access(input);
  } catch {
    throw new Error(`input file not found: ${input}`);
  }
  const info = await probeMedia(input);
  if (!info.hasVideo) throw new Error(`no video stream in ${input}`);
  const label = opts.label ?? outDir.split(/[\\/]/).filter(Boolean).pop() ?? 'video';
  const cap = opts.maxDurationSec;
  const marker = await encodeLadder({
    label,
    outDir,
    durationSec: cap ? Math.min(info.durationSec, cap) : info.durationSec,
    renditions: pickRenditions(info),
    onProgress: opts.onProgress,
    inputArgs: (r) => {
      // Silent audio for files without sound, so every variant has the same CODECS.
      const audioIn = info.hasAudio ? [] : ['-f', 'lavfi', '-i', 'anullsrc=channel_layout=stereo:sample_rate=48000'];
      return [
        // -t before -i stops reading the input there (output frames are then bounded too: fitFilter caps the rate).
        ...(cap ? ['-t', String(cap)] : []),
        '-i', input, ...audioIn,
        '-map', '0:v:0', '-map', info.hasAudio ? '0:a:0' : '1:a:0',
        ...(info.hasAudio ? [] : ['-shortest']),
        '-vf', fitFilter(info, r),
        '-sn', '-dn',
      ];
    },
  });
  return { durationSec: marker.durationSec };
}

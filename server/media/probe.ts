// Just enough of a probe to plan a transcode, read from `ffmpeg -i` so no ffprobe is needed
// (the npm ffmpeg build ships without one).
import { describeInput } from './run-ffmpeg';

export interface MediaInfo {
  durationSec: number;
  width: number;
  height: number;
  hasVideo: boolean;
  hasAudio: boolean;
  /** Frames per second of the video stream, 0 when unknown. */
  fps: number;
  videoCodec?: string;
  audioCodec?: string;
}

function fpsOf(inputPart: string): number {
  const line = /Stream #[^\n]*?Video:[^\n]*/.exec(inputPart)?.[0] ?? '';
  const m = /([\d.]+)\s*fps/.exec(line) ?? /([\d.]+)\s*tbr/.exec(line);
  return m ? Number(m[1]) : 0;
}

export function parseMediaInfo(stderr: string): MediaInfo {
  const dur = /Duration:\s*(\d+):(\d+):(\d+(?:\.\d+)?)/.exec(stderr);
  const durationSec = dur ? Number(dur[1]) * 3600 + Number(dur[2]) * 60 + Number(dur[3]) : 0;
  // Only input streams: stop before any "Output #" section.
  const inputPart = stderr.split(/\nOutput #/)[0];
  const video = /Stream #[^\n]*?Video:\s*([\w-]+)[^\n]*?\b(\d{2,5})x(\d{2,5})\b/.exec(inputPart);
  const audio = /Stream #[^\n]*?Audio:\s*([\w-]+)/.exec(inputPart);
  // Phone videos are stored sideways with a rotation tag; ffmpeg turns them upright on
  // transcode, so plan with the displayed size.
  const rotation = /rotation of (-?\d+(?:\.\d+)?)/.exec(inputPart) ?? /rotate\s*:\s*(-?\d+)/.exec(inputPart);
  const quarterTurn = rotation ? Math.abs(Math.round(Number(rotation[1]))) % 180 === 90 : false;
  const w = video ? Number(video[2]) : 0;
  const h = video ? Number(video[3]) : 0;
  return {
    durationSec,
    width: quarterTurn ? h : w,
    height: quarterTurn ? w : h,
    fps: fpsOf(inputPart),
    hasVideo: Boolean(video),
    hasAudio: Boolean(audio),
    videoCodec: video?.[1],
    audioCodec: audio?.[1],
  };
}

/** Describes a media file. Throws when ffmpeg cannot read it as media. */
export async function probeMedia(file: string): Promise<MediaInfo> {
  const stderr = await describeInput(file);
  if (/No such file or directory/.test(stderr)) throw new Error(`file not found: ${file}`);
  if (/Invalid data found when processing input/.test(stderr) || !/Input #0/.test(stderr)) {
    throw new Error(`not a media file ffmpeg can read: ${file}`);
  }
  return parseMediaInfo(stderr);
}

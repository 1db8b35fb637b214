// Judging uploads by their bytes, never by their names: a video must be a container ffmpeg
// reads with a video stream of some duration (an HTML page or an SVG named .mp4 is not), a
// cover must be a raster image (an SVG could carry script). A video must also stay within the
// upload limits (issue 27: a 190 KB file of four hours at 16x16 once took minutes of every core
// and 14,404 files): duration, picture size, frame rate and frame count, read from its headers.
import { fileTypeFromBuffer } from 'file-type';
import {
  UPLOAD_VIDEO_MAX_FPS,
  UPLOAD_VIDEO_MAX_FRAMES,
  UPLOAD_VIDEO_MAX_LONG_SIDE,
  UPLOAD_VIDEO_MAX_SECONDS,
  UPLOAD_VIDEO_MAX_SHORT_SIDE,
} from '../../src/api/contract/limits';
import { probeContainer, type ContainerProbe } from '../media/ffprobe';

/** Containers phones and cameras write; ffmpeg's image pipes (svg_pipe, png_pipe...) are not among them. */
const VIDEO_CONTAINERS = new Set(['mov', 'mp4', 'm4a', '3gp', '3g2', 'mj2', 'matroska', 'webm', 'avi', 'mpegts', 'flv', 'mpeg', 'asf']);

export const NOT_VIDEO_MSG = '文件不是有效的视频';
export const TOO_LONG_MSG = `视频时长超过 ${UPLOAD_VIDEO_MAX_SECONDS / 60} 分钟，请剪辑后重新上传`;
export const TOO_LARGE_MSG = `视频分辨率超过 ${UPLOAD_VIDEO_MAX_LONG_SIDE}×${UPLOAD_VIDEO_MAX_SHORT_SIDE}（4K），请压缩后重新上传`;
export const TOO_FAST_MSG = `视频帧率超过每秒 ${UPLOAD_VIDEO_MAX_FPS} 帧，请转换后重新上传`;
export const TOO_MANY_FRAMES_MSG = `视频帧数超过 ${UPLOAD_VIDEO_MAX_FRAMES} 帧，请剪辑后重新上传`;

/**
 * Slack for honest files at the limit: a 15:00 clip measures a fraction of a second more, and a
 * variable frame rate averages a little above its nominal 60.
 */
const DURATION_SLACK_SEC = 1;
const RATE_SLACK = 1.01;

/** The most of a source the transcode reads (its input is cut here even if a header lied). */
export const TRANSCODE_MAX_SECONDS = UPLOAD_VIDEO_MAX_SECONDS + DURATION_SLACK_SEC;

export type VideoCheck =
  | { ok: true; probe: ContainerProbe }
  /** format: no video we can read; limit: a video over the upload limits. `message` is for the user. */
  | { ok: false; kind: 'format' | 'limit'; reason: string; message: string };

/** The user's message for a readable video over a limit, or null when it is within all of them. */
export function videoLimitProblem(p: Pick<ContainerProbe, 'durationSec' | 'width' | 'height' | 'fps' | 'frames'>): string | null {
  if (p.durationSec > UPLOAD_VIDEO_MAX_SECONDS + DURATION_SLACK_SEC) return TOO_LONG_MSG;
  if (Math.max(p.width, p.height) > UPLOAD_VIDEO_MAX_LONG_SIDE || Math.min(p.width, p.height) > UPLOAD_VIDEO_MAX_SHORT_SIDE) return TOO_LARGE_MSG;
  if (p.fps > UPLOAD_VIDEO_MAX_FPS * RATE_SLACK) return TOO_FAST_MSG;
  if (p.frames > UPLOAD_VIDEO_MAX_FRAMES * RATE_SLACK) return TOO_MANY_FRAMES_MSG;
  return null;
}

export async function checkVideoFile(file: string): Promise<VideoCheck> {
  const probe = await probeContainer(file);
  const formats = probe.formatName.split(',').map((f) => f.trim());
  const refuse = (reason: string): VideoCheck => ({ ok: false, kind: 'format', reason, message: NOT_VIDEO_MSG });
  if (!formats.some((f) => VIDEO_CONTAINERS.has(f))) return refuse(`not a video container (${probe.formatName || 'unreadable'})`);
  if (!probe.hasVideo || probe.width <= 0 || probe.height <= 0) return refuse('no video stream');
  if (!(probe.durationSec > 0)) return refuse('no duration');
  const over = videoLimitProblem(probe);
  if (over) {
    const reason = `over the upload limits (${probe.durationSec.toFixed(1)} s, ${probe.width}x${probe.height}, ${probe.fps.toFixed(2)} fps, ${probe.frames} frames)`;
    return { ok: false, kind: 'limit', reason, message: over };
  }
  return { ok: true, probe };
}

const COVER_TYPES: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp', 'image/gif': 'gif' };

/** The file extension for a cover's bytes, or null when they are no raster image we serve. */
export async function coverExtension(head: Buffer): Promise<string | null> {
  const t = await fileTypeFromBuffer(head);
  return (t && COVER_TYPES[t.mime]) ?? null;
}

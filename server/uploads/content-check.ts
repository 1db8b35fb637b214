// Judging uploads by their bytes, never by their names: a video must be a container ffmpeg
// reads with a video stream of some duration (an HTML page or an SVG named .mp4 is not), a
// cover must be a raster image (an SVG could carry script).
import { fileTypeFromBuffer } from 'file-type';
import { probeContainer, type ContainerProbe } from '../media/ffprobe';

/** Containers phones and cameras write; ffmpeg's image pipes (svg_pipe, png_pipe...) are not among them. */
const VIDEO_CONTAINERS = new Set(['mov', 'mp4', 'm4a', '3gp', '3g2', 'mj2', 'matroska', 'webm', 'avi', 'mpegts', 'flv', 'mpeg', 'asf']);

export type VideoCheck = { ok: true; probe: ContainerProbe } | { ok: false; reason: string };

export async function checkVideoFile(file: string): Promise<VideoCheck> {
  const probe = await probeContainer(file);
  const formats = probe.formatName.split(',').map((f) => f.trim());
  if (!formats.some((f) => VIDEO_CONTAINERS.has(f))) return { ok: false, reason: `not a video container (${probe.formatName || 'unreadable'})` };
  if (!probe.hasVideo || probe.width <= 0 || probe.height <= 0) return { ok: false, reason: 'no video stream' };
  if (!(probe.durationSec > 0)) return { ok: false, reason: 'no duration' };
  return { ok: true, probe };
}

const COVER_TYPES: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp', 'image/gif': 'gif' };

/** The file extension for a cover's bytes, or null when they are no raster image we serve. */
export async function coverExtension(head: Buffer): Promise<string | null> {
  const t = await fileTypeFromBuffer(head);
  return (t && COVER_TYPES[t.mime]) ?? null;
}

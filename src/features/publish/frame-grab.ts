// framesList (spec 001 §3): frames of the picked video offered as its cover on
// /selectVideoPreview. The video is decoded by the browser in a detached <video>; each frame is
// drawn on a canvas: a small JPEG for the list, the full frame (JPEG 0.8) for the chosen cover.
import { canvasToJpeg, drawScaled } from './cover-image';
import type { VideoFrame } from './publish-draft';

/** Frames offered for a cover. */
export const FRAME_COUNT = 8;
/** Longest side of a frame in the list. */
const THUMB_SIDE = 320;

/** Times of `count` frames spread over the video: the middle of each equal slice (never 0 s, often black). */
export function frameTimes(duration: number, count = FRAME_COUNT): number[] {
  if (!Number.isFinite(duration) || duration <= 0) return [0];
  const n = Math.max(1, Math.floor(count));
  return Array.from({ length: n }, (_, i) => Math.round(((i + 0.5) * duration * 1000) / n) / 1000);
}

function once(el: HTMLMediaElement, ok: string, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const done = () => {
      el.removeEventListener(ok, onOk);
      el.removeEventListener('error', onErr);
      signal?.removeEventListener('abort', onErr);
    };
    const onOk = () => {
      done();
      resolve();
    };
    const onErr = () => {
      done();
      reject(signal?.aborted ? signal.reason : new Error('the video cannot be decoded'));
    };
    el.addEventListener(ok, onOk);
    el.addEventListener('error', onErr);
    signal?.addEventListener('abort', onErr);
  });
}

async function openVideo(file: Blob, signal?: AbortSignal): Promise<{ video: HTMLVideoElement; close(): void }> {
  const url = URL.createObjectURL(file);
  const video = document.createElement('video');
  video.muted = true;
  video.preload = 'auto';
  video.playsInline = true;
  const close = () => {
    video.removeAttribute('src');
    video.load();
    URL.revokeObjectURL(url);
  };
  try {
    const ready = once(video, 'loadeddata', signal);
    video.src = url;
    await ready;
  } catch (e) {
    close();
    throw e;
  }
  return { video, close };
}

async function seek(video: HTMLVideoElement, time: number, signal?: AbortSignal): Promise<void> {
  const t = Math.min(Math.max(0, time), Math.max(0, (video.duration || 0) - 0.05));
  if (Math.abs(video.currentTime - t) < 0.001 && video.readyState >= 2) return;
  const seeked = once(video, 'seeked', signal);
  video.currentTime = t;
  await seeked;
}

/** The frames list of a video: FRAME_COUNT small JPEGs with their times. */
export async function extractFrames(file: Blob, signal?: AbortSignal, count = FRAME_COUNT): Promise<VideoFrame[]> {
  const { video, close } = await openVideo(file, signal);
  try {
    const out: VideoFrame[] = [];
    for (const time of frameTimes(video.duration, count)) {
      await seek(video, time, signal);
      out.push({ time, thumb: await canvasToJpeg(drawScaled(video, video.videoWidth, video.videoHeight, THUMB_SIDE)) });
    }
    return out;
  } finally {
    close();
  }
}

/** The frame at `time` as the cover (full size up to 1280 px, JPEG 0.8). */
export async function frameCover(file: Blob, time: number, signal?: AbortSignal): Promise<Blob> {
  const { video, close } = await openVideo(file, signal);
  try {
    await seek(video, time, signal);
    return await canvasToJpeg(drawScaled(video, video.videoWidth, video.videoHeight));
  } finally {
    close();
  }
}

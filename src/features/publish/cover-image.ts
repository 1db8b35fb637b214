// Covers and pictures are drawn on a canvas and sent as JPEG at quality 0.8 (spec 001 §7, §9):
// a frame of the picked video (the "cover from a video frame") or a picked image.
import { COVER_QUALITY } from './publish-rules';

/** Longest side of a sent cover: a phone photo of 4000 px is not needed for a poster. */
const MAX_SIDE = 1280;

export function canvasToJpeg(canvas: HTMLCanvasElement): Promise<Blob> {
  return new Promise((resolve, reject) => {
    canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('canvas export failed'))), 'image/jpeg', COVER_QUALITY);
  });
}

export function drawScaled(source: CanvasImageSource, w: number, h: number, maxSide = MAX_SIDE): HTMLCanvasElement {
  const scale = Math.min(1, maxSide / Math.max(w, h, 1));
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(w * scale));
  canvas.height = Math.max(1, Math.round(h * scale));
  canvas.getContext('2d')?.drawImage(source, 0, 0, canvas.width, canvas.height);
  return canvas;
}

/** The frame the video element shows now, as a JPEG 0.8 cover. */
export function grabVideoFrame(video: HTMLVideoElement): Promise<Blob> {
  return canvasToJpeg(drawScaled(video, video.videoWidth, video.videoHeight));
}

/** A picked image file, compressed to JPEG 0.8. */
export async function compressImage(file: Blob): Promise<Blob> {
  const url = URL.createObjectURL(file);
  try {
    const img = new Image();
    img.src = url;
    await img.decode();
    return await canvasToJpeg(drawScaled(img, img.naturalWidth, img.naturalHeight));
  } finally {
    URL.revokeObjectURL(url);
  }
}

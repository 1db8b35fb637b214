/**
 * The slice of CanvasRenderingContext2D the core uses. Keeping it small lets
 * unit tests pass a fake context that records calls (jsdom has no canvas).
 */
export interface PaintContext {
  globalAlpha: number;
  font: string;
  fillStyle: string | CanvasGradient | CanvasPattern;
  strokeStyle: string | CanvasGradient | CanvasPattern;
  lineWidth: number;
  lineJoin: CanvasLineJoin;
  textBaseline: CanvasTextBaseline;
  textAlign: CanvasTextAlign;
  setTransform(a: number, b: number, c: number, d: number, e: number, f: number): void;
  clearRect(x: number, y: number, w: number, h: number): void;
  fillText(text: string, x: number, y: number): void;
  strokeText(text: string, x: number, y: number): void;
  /** Browsers give the ink extents too; fakes may give only the width. */
  measureText(text: string): { width: number; actualBoundingBoxAscent?: number; actualBoundingBoxDescent?: number };
  drawImage(
    image: CanvasImageSource,
    sx: number,
    sy: number,
    sw: number,
    sh: number,
    dx: number,
    dy: number,
    dw: number,
    dh: number,
  ): void;
}

export interface Surface {
  /** What drawImage reads from: a canvas in the browser, anything in tests. */
  image: CanvasImageSource;
  ctx: PaintContext;
  width: number;
  height: number;
}

export type SurfaceFactory = (width: number, height: number) => Surface;

/** Plain canvases (not OffscreenCanvas): older TV browsers lack it. */
export const createCanvasSurface: SurfaceFactory = (width, height) => {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('barrage: 2D canvas context is not available');
  return { image: canvas, ctx: ctx as unknown as PaintContext, width, height };
};

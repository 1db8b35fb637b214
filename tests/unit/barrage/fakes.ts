import type { PaintContext, Surface, SurfaceFactory } from '@src/barrage/surface';
import type { MediaClock } from '@src/barrage/types';

export interface Call {
  op: string;
  args: unknown[];
}

/** Records drawing calls; measureText is 10 px per UTF-16 unit at 20 px font. */
export class FakeContext implements PaintContext {
  calls: Call[] = [];
  globalAlpha = 1;
  font = '10px sans-serif';
  fillStyle: string | CanvasGradient | CanvasPattern = '#000';
  strokeStyle: string | CanvasGradient | CanvasPattern = '#000';
  lineWidth = 1;
  lineJoin: CanvasLineJoin = 'miter';
  textBaseline: CanvasTextBaseline = 'alphabetic';
  textAlign: CanvasTextAlign = 'start';
  constructor(readonly label = 'ctx') {}
  setTransform(...args: number[]) {
    this.calls.push({ op: 'setTransform', args });
  }
  clearRect(...args: number[]) {
    this.calls.push({ op: 'clearRect', args });
  }
  fillText(text: string, x: number, y: number) {
    this.calls.push({ op: 'fillText', args: [text, x, y, this.font, this.fillStyle] });
  }
  strokeText(text: string, x: number, y: number) {
    this.calls.push({ op: 'strokeText', args: [text, x, y] });
  }
  measureText(text: string) {
    const px = Number(/(\d+(?:\.\d+)?)px/.exec(this.font)?.[1] ?? 10);
    return { width: text.length * px * 0.5 };
  }
  drawImage(image: CanvasImageSource, ...args: number[]) {
    this.calls.push({ op: 'drawImage', args: [image, ...args] });
  }
  count(op: string): number {
    return this.calls.filter((c) => c.op === op).length;
  }
  reset() {
    this.calls = [];
  }
}

/** Surfaces backed by FakeContext; the image is a tagged plain object. */
export function fakeSurfaces(): { factory: SurfaceFactory; made: Surface[] } {
  const made: Surface[] = [];
  const factory: SurfaceFactory = (width, height) => {
    const ctx = new FakeContext(`page${made.length}`);
    const s: Surface = { image: { page: made.length, width, height } as unknown as CanvasImageSource, ctx, width, height };
    made.push(s);
    return s;
  };
  return { factory, made };
}

export class FakeClock implements MediaClock {
  currentTime = 0;
  paused = false;
  playbackRate = 1;
}

/** Width model for engine tests: 10 px per character at font size 20. */
export const fakeMeasure = (text: string, fontPx: number) => Array.from(text).length * fontPx * 0.5;

/**
 * In-page side of the barrage pixel test (tests/e2e/barrage-pixels.test.ts):
 * the same comments, paused mid-flight, drawn three ways side by side in one
 * page: the layers painter (belt tiles + fixed canvases, composited by the
 * browser), the stage painter (atlas bitmaps copied with drawImage), and a
 * plain canvas where every comment is drawn straight with strokeText/fillText
 * at the position the painter uses. The test compares screenshots.
 */
import type { ActiveComment } from '../../../src/barrage/barrage-engine';
import { fitInkStyle } from '../../../src/barrage/ink-style';
import { BarrageRenderer } from '../../../src/barrage/renderer';
import { drawText, type TextStyle } from '../../../src/barrage/text-atlas';

export interface PixelCase {
  width: number;
  height: number;
  dpr: number;
  /** Media time the clock stands at. */
  at: number;
  fontPx: number;
  fontFamily: string;
  comments: { id: string; text: string; time: number; mode: 'scroll' | 'top' | 'bottom'; color?: string }[];
}

const clockAt = (t: number) => ({ currentTime: t, paused: true, playbackRate: 1 });

function region(top: number, c: PixelCase): HTMLElement {
  const box = document.createElement('div');
  box.style.cssText = `position:absolute;left:0;top:${top}px;width:${c.width}px;height:${c.height}px;background:#000;overflow:hidden`;
  document.body.appendChild(box);
  return box;
}

function mount(box: HTMLElement, c: PixelCase, layers: boolean): BarrageRenderer {
  const stage = document.createElement('canvas');
  stage.style.cssText = `position:absolute;left:0;top:0;width:${c.width}px;height:${c.height}px`;
  box.appendChild(stage);
  const r = new BarrageRenderer({
    canvas: stage,
    clock: clockAt(c.at),
    devicePixelRatio: c.dpr,
    baseFontPx: c.fontPx,
    fontFamily: c.fontFamily,
    strokePx: 1,
    maxNewPerFrame: 1000,
    layers,
  });
  r.resize(c.width, c.height, c.dpr);
  r.load(c.comments);
  // Two frames: the first places the comments, the second draws them.
  r.frame(0);
  r.frame(16);
  return r;
}

/** Every comment of r drawn straight onto a canvas at the device pixel the painter used. */
function reference(box: HTMLElement, c: PixelCase, r: BarrageRenderer, beltPositions: boolean): void {
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(c.width * c.dpr);
  canvas.height = Math.round(c.height * c.dpr);
  canvas.style.cssText = `position:absolute;left:0;top:0;width:${c.width}px;height:${c.height}px`;
  box.appendChild(canvas);
  const ctx = canvas.getContext('2d')!;
  const engine = r.engine;
  const style: TextStyle = { font: '', color: '#fff', stroke: 0, ascent: 0 };
  const ink = fitInkStyle(ctx as never, style, c.fontFamily, engine.fontPx, engine.strokePx, c.dpr, engine.laneHeight);
  ctx.font = style.font;
  ctx.textAlign = 'left';
  const shift = Math.round(engine.scrollOffset * c.dpr);
  for (let i = 0; i < engine.activeCount; i++) {
    const a: ActiveComment = engine.active[i];
    const x =
      beltPositions && a.mode === 'scroll' ? Math.round(a.beltX * c.dpr) - shift : Math.round(a.x * c.dpr);
    const y = Math.round(a.y * c.dpr) + Math.max(0, (Math.ceil(a.height * c.dpr) - ink) >> 1);
    style.color = a.item.color ?? '#fff';
    drawText(ctx as never, a.item.text, style, x, y, ink);
  }
}

(window as unknown as { __pixels: unknown }).__pixels = {
  /** Lays out four regions top to bottom: layers, its reference, stage, its reference. */
  render(c: PixelCase) {
    document.body.style.cssText = 'margin:0;background:#000';
    const gap = 20;
    const layers = mount(region(0, c), c, true);
    reference(region(c.height + gap, c), c, layers, true);
    const stage = mount(region(2 * (c.height + gap), c), c, false);
    reference(region(3 * (c.height + gap), c), c, stage, false);
    return {
      layersActive: layers.stats.active,
      stageActive: stage.stats.active,
      layersPainter: layers.stats.painter,
      stagePainter: stage.stats.painter,
      atlasEntries: stage.stats.atlasEntries,
      regionStep: c.height + gap,
    };
  },
  /** Per-pixel comparison of two regions of a screenshot (PNG data URL), in device px. */
  async compare(png: string, width: number, height: number, topA: number, topB: number) {
    const img = await createImageBitmap(await (await fetch(png)).blob());
    const cv = document.createElement('canvas');
    cv.width = img.width;
    cv.height = img.height;
    const ctx = cv.getContext('2d')!;
    ctx.drawImage(img, 0, 0);
    const a = ctx.getImageData(0, topA, width, height).data;
    const b = ctx.getImageData(0, topB, width, height).data;
    let lit = 0;
    let differing = 0;
    let maxDiff = 0;
    let sum = 0;
    for (let i = 0; i < a.length; i += 4) {
      const d = Math.max(Math.abs(a[i] - b[i]), Math.abs(a[i + 1] - b[i + 1]), Math.abs(a[i + 2] - b[i + 2]));
      if (a[i] + a[i + 1] + a[i + 2] + b[i] + b[i + 1] + b[i + 2] > 0) lit++;
      if (d > 8) differing++;
      if (d > maxDiff) maxDiff = d;
      sum += d;
    }
    return { pixels: a.length / 4, lit, differing, maxDiff, meanDiff: sum / (a.length / 4) };
  },
};

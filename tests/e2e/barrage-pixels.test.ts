// Barrage sharpness in real Chromium: the same comments, paused mid-flight, drawn by the
// layers painter (belt tiles moved by a transform + top/bottom canvases, composited by the
// browser) and by the stage painter (text atlas + drawImage) must match, pixel for pixel
// within a small tolerance, a canvas where each comment is drawn straight with
// strokeText/fillText at the same device pixel: at device pixel ratio 1 and 2.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';
import { launchBrowser, type LaunchedBrowser } from './browser';

const entry = fileURLToPath(new URL('../bench/barrage/page-pixels.ts', import.meta.url));

const W = 900;
const H = 240;
const TEXTS = ['前方高能预警', '哈哈哈哈哈 666', 'awsl 这集太棒了', 'BGM是什么 jyg|', '名场面 Wgjy 123', '弹幕护体'];

function comments() {
  const list: { id: string; text: string; time: number; mode: 'scroll' | 'top' | 'bottom'; color?: string }[] = [];
  // Scroll comments at staggered times so they sit at different, fractional belt offsets.
  TEXTS.forEach((text, i) => list.push({ id: `s${i}`, text, time: 0.37 * i + 0.013 * i * i, mode: 'scroll' }));
  list.push({ id: 'c', text: '彩色 colour', time: 0.5, mode: 'scroll', color: '#ffcc00' });
  list.push({ id: 't', text: '顶部 top 评论', time: 1.2, mode: 'top' });
  list.push({ id: 'b', text: '底部 bottom', time: 1.3, mode: 'bottom', color: '#66ccff' });
  return list;
}

describe('barrage pixels: layers and atlas drawing against direct fillText', () => {
  let b: LaunchedBrowser;
  let script = '';

  beforeAll(async () => {
    b = await launchBrowser();
    const out = await build({ entryPoints: [entry], bundle: true, write: false, format: 'iife', target: 'es2019', logLevel: 'silent' });
    script = out.outputFiles[0].text;
  }, 60_000);

  afterAll(async () => {
    await b?.close();
  });

  for (const dpr of [1, 2]) {
    it(`matches direct drawing at devicePixelRatio ${dpr}`, async () => {
      const page = await b.browser.newPage();
      try {
        await page.setViewport({ width: W, height: 4 * (H + 20), deviceScaleFactor: dpr });
        await page.setContent('<!doctype html><html><head><meta charset="utf-8"></head><body></body></html>');
        await page.addScriptTag({ content: script });
        const info = (await page.evaluate(
          (c) => (window as unknown as { __pixels: { render(c: unknown): unknown } }).__pixels.render(c),
          { width: W, height: H, dpr, at: 2.4, fontPx: 25, fontFamily: 'sans-serif', comments: comments() },
        )) as { layersActive: number; stageActive: number; layersPainter: string; stagePainter: string; atlasEntries: number; regionStep: number };
        expect(info.layersPainter).toBe('layers');
        expect(info.stagePainter).toBe('stage');
        expect(info.layersActive).toBe(comments().length);
        expect(info.stageActive).toBe(comments().length);
        expect(info.atlasEntries).toBe(comments().length);
        // Let the compositor show the layers before the screenshot.
        await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
        const png = `data:image/png;base64,${await page.screenshot({ type: 'png', encoding: 'base64' })}`;
        const step = info.regionStep * dpr;
        const compare = (topA: number, topB: number) =>
          page.evaluate(
            (p, w, h, a, bb) =>
              (window as unknown as { __pixels: { compare(...x: unknown[]): Promise<unknown> } }).__pixels.compare(p, w, h, a, bb),
            png, W * dpr, H * dpr, topA, topB,
          ) as Promise<{ pixels: number; lit: number; differing: number; maxDiff: number; meanDiff: number }>;
        const layers = await compare(0, step);
        const atlas = await compare(2 * step, 3 * step);
        // Measured: under 0.8 % of the lit pixels differ by more than 8 levels (bitmaps are cut
        // to the ink box, which clips a few edge pixels); text drawn straight into tiles: 0.1 %.
        for (const [r, share] of [[layers, 0.02], [atlas, 0.02]] as const) {
          // Text is really there (a few per cent of the region), and it is the same text.
          expect(r.lit / r.pixels).toBeGreaterThan(0.01);
          expect(r.differing / r.lit).toBeLessThan(share);
          expect(r.meanDiff).toBeLessThan(0.1);
        }
      } finally {
        await page.close();
      }
    }, 60_000);
  }
});

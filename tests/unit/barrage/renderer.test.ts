import { afterEach, describe, expect, it } from 'vitest';
import { makeRenderer as setup, stepFrames as step } from './renderer-fixture';
import type { FakeContext } from './fakes';

describe('BarrageRenderer', () => {
  afterEach(() => {
    delete window.__barrageLog;
  });

  it('draws each comment from the atlas with one drawImage per frame at integer pixels', () => {
    const { r, stage, clock, made } = setup();
    r.load([
      { id: 'a', text: 'hello', time: 0.1 },
      { id: 'b', text: '你好', time: 0.1, mode: 'top' },
    ]);
    step(r, clock, 0, 0.5);
    stage.reset();
    clock.currentTime = 0.6;
    r.frame(600);
    const draws = stage.calls.filter((c) => c.op === 'drawImage');
    expect(draws).toHaveLength(2);
    for (const d of draws) {
      const [image, , , , , dx, dy] = d.args as [unknown, number, number, number, number, number, number];
      expect(made.map((s) => s.image)).toContain(image);
      expect(Number.isInteger(dx) && Number.isInteger(dy)).toBe(true);
    }
    expect(stage.count('clearRect')).toBe(1);
    // Text was rasterized once into the atlas, not per frame.
    expect(r.stats.rasterized).toBe(2);
  });

  it('draws HTML-looking text verbatim through fillText, with controls removed', () => {
    const { r, clock, made } = setup();
    r.load([{ id: 'x', text: '<b>bold</b>\u0007\nnext', time: 0 }]);
    step(r, clock, 0, 0.1);
    const page = made[1].ctx as FakeContext; // made[0] is the measuring surface
    const fill = page.calls.find((c) => c.op === 'fillText')!;
    expect(fill.args[0]).toBe('<b>bold</b> next');
  });

  it('keeps a bounded log of drawn comments and exposes it on window in debug mode', () => {
    const { r, clock } = setup({ debug: true, logCapacity: 3 });
    r.load([1, 2, 3, 4, 5].map((i) => ({ id: `c${i}`, text: `t${i}`, time: i * 0.1, userId: `u${i}` })));
    step(r, clock, 0, 1);
    const log = r.drawnLog;
    expect(log.map((e) => e.id)).toEqual(['c3', 'c4', 'c5']);
    expect(log[0]).toMatchObject({ text: 't3', userId: 'u3', mode: 'scroll' });
    expect(log[0].at).toBeGreaterThanOrEqual(0.3);
    expect(window.__barrageLog?.map((e) => e.id)).toEqual(['c3', 'c4', 'c5']);
    r.destroy();
    expect(window.__barrageLog).toBeUndefined();
  });

  it('does not expose the log on window without the debug flag', () => {
    const { r, clock } = setup();
    r.load([{ id: 'a', text: 'x', time: 0 }]);
    step(r, clock, 0, 0.1);
    expect(r.drawnLog).toHaveLength(1);
    expect(window.__barrageLog).toBeUndefined();
  });

  it('applies opacity and clears the stage when turned off', () => {
    const { r, stage, clock } = setup({ settings: { opacity: 0.5 } });
    r.load([{ id: 'a', text: 'x', time: 0 }]);
    step(r, clock, 0, 0.1);
    expect(stage.globalAlpha).toBe(0.5);
    r.setSettings({ enabled: false });
    stage.reset();
    r.frame(200);
    expect(stage.count('clearRect')).toBe(1);
    expect(stage.count('drawImage')).toBe(0);
  });

  it('re-filters what is on screen when shield lists change', () => {
    const { r, stage, clock } = setup();
    r.load([
      { id: 'a', text: 'good', time: 0 },
      { id: 'b', text: 'bad word', time: 0 },
    ]);
    step(r, clock, 0, 0.2);
    r.setShieldLists({ keywords: ['BAD'] });
    stage.reset();
    step(r, clock, 0.21, 0.22);
    const draws = stage.calls.filter((c) => c.op === 'drawImage');
    expect(draws.length).toBe(1);
    expect(r.stats.active).toBe(1);
  });

  it('sizes the backing store by the capped device pixel ratio and draws sharp bitmaps at that scale', () => {
    const { r, canvas, clock, made } = setup({ devicePixelRatio: 3, maxDpr: 2 });
    expect(canvas.width).toBe(1600);
    expect(canvas.height).toBe(800);
    r.load([{ id: 'a', text: 'sharp', time: 0 }]);
    step(r, clock, 0, 0.1);
    const page = made[1].ctx as FakeContext;
    expect(page.font).toBe(`40px ${page.font.split('px ')[1]}`);
  });

  it('does not redraw while paused once the frame is on screen', () => {
    const { r, stage, clock } = setup();
    r.load([{ id: 'a', text: 'x', time: 0 }]);
    step(r, clock, 0, 0.3);
    clock.paused = true;
    r.frame(400);
    stage.reset();
    r.frame(420);
    r.frame(440);
    expect(stage.count('drawImage')).toBe(0);
    r.setSettings({ opacity: 0.3 });
    r.frame(460);
    expect(stage.count('drawImage')).toBe(1);
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { makeRenderer, stepFrames as step } from './renderer-fixture';

const PAGE_BYTES = 1024 * 256 * 4;

function setup(atlasMaxBytes: number) {
  return makeRenderer({ atlasMaxBytes, lanePolicy: 'stack', maxNewPerFrame: 100, logCapacity: 1000 });
}

/** 40-character texts: 400 px wide at 20 px, two to a 1024 px shelf. */
function distinct(n: number, prefix: string, time: number) {
  return Array.from({ length: n }, (_, i) => ({
    id: `${prefix}${i}`,
    text: `${prefix}${String(i).padStart(3, '0')}`.padEnd(40, 'x'),
    time,
  }));
}

describe('text bitmap memory budget', () => {
  afterEach(() => {
    delete window.__barrageLog;
  });

  it('never lets atlas pages pass the budget; the rest are drawn with text calls and still logged', () => {
    const { r, stage, clock, made } = setup(PAGE_BYTES);
    const comments = distinct(60, 'a', 0.1);
    r.load(comments);
    let maxBytes = 0;
    step(r, clock, 0, 0.5, () => {
      maxBytes = Math.max(maxBytes, r.stats.atlasBytes);
    });
    const s = r.stats;
    expect(maxBytes).toBeLessThanOrEqual(PAGE_BYTES);
    expect(s.atlasBytes).toBeLessThanOrEqual(PAGE_BYTES);
    // Only the measuring canvas and pages within the budget were created.
    expect(made.length).toBeLessThanOrEqual(2);
    expect(s.active).toBe(60);
    expect(s.directOnScreen).toBeGreaterThan(0);
    expect(s.directOnScreen + s.atlasEntries).toBe(60);

    stage.reset();
    clock.currentTime = 0.6;
    r.frame(600);
    // Every comment is drawn each frame: bitmaps by drawImage, the rest by fillText on the stage.
    const filled = stage.calls.filter((c) => c.op === 'fillText').map((c) => c.args[0] as string);
    expect(filled).toHaveLength(s.directOnScreen);
    expect(stage.count('strokeText')).toBe(s.directOnScreen);
    expect(stage.count('drawImage') + filled.length).toBe(60);
    for (const text of filled) expect(comments.map((c) => c.text)).toContain(text);

    const logged = new Set(r.drawnLog.map((e) => e.id));
    for (const c of comments) expect(logged.has(c.id)).toBe(true);
  });

  it('evicts idle bitmaps (least recently released first) before drawing a new comment directly', () => {
    const { r, clock } = setup(PAGE_BYTES);
    r.load([...distinct(18, 'a', 0.1), ...distinct(10, 'b', 13)]);
    step(r, clock, 0, 0.5);
    const first = r.stats;
    expect(first.directOnScreen).toBe(0);
    const filled = first.atlasEntries;
    // The first comments leave after 8 s x (800 + 402) / 800 = 12 s; their
    // bitmaps idle until space is needed.
    step(r, clock, 12.5, 13.5);
    const s = r.stats;
    expect(s.active).toBe(10);
    expect(s.directOnScreen).toBe(0);
    expect(s.atlasBytes).toBeLessThanOrEqual(PAGE_BYTES);
    expect(s.atlasEntries).toBeLessThanOrEqual(filled);
  });

  it('a comment that went direct stops counting once it leaves the screen', () => {
    const { r, clock } = setup(PAGE_BYTES);
    r.load(distinct(40, 'a', 0.1));
    step(r, clock, 0, 0.5);
    expect(r.stats.directOnScreen).toBeGreaterThan(0);
    step(r, clock, 12.3, 12.5);
    expect(r.stats.active).toBe(0);
    expect(r.stats.directOnScreen).toBe(0);
  });
});

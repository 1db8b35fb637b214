import { BarrageRenderer } from '@src/barrage/renderer';
import { FakeClock, FakeContext, fakeSurfaces } from './fakes';

export type RendererOptions = ConstructorParameters<typeof BarrageRenderer>[0];

/** A renderer on fake surfaces and a fake clock, sized 800x400. */
export function makeRenderer(extra: Partial<RendererOptions> = {}) {
  const canvas = document.createElement('canvas');
  const stage = new FakeContext('stage');
  const clock = new FakeClock();
  const { factory, made } = fakeSurfaces();
  const r = new BarrageRenderer({
    canvas,
    clock,
    context: stage,
    createSurface: factory,
    devicePixelRatio: 1,
    baseFontPx: 20,
    requestFrame: () => 1,
    cancelFrame: () => {},
    ...extra,
  });
  r.resize(800, 400, extra.devicePixelRatio ?? 1);
  return { r, canvas, stage, clock, made };
}

/** Runs frames at 60 fps of media time from `from` to `to` seconds, calling `each` after each. */
export function stepFrames(r: BarrageRenderer, clock: FakeClock, from: number, to: number, each?: () => void) {
  for (let t = from; t <= to + 1e-9; t += 1 / 60) {
    clock.currentTime = t;
    r.frame(t * 1000);
    each?.();
  }
}

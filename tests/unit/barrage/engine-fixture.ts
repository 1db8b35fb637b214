import { BarrageEngine, type ActiveComment, type BitmapStore, type EngineOptions } from '@src/barrage/barrage-engine';
import type { BarrageComment, BarrageMode } from '@src/barrage/types';
import { fakeMeasure } from './fakes';

/** Bitmap store that always has room, counting live bitmaps. */
export class CountingBitmaps implements BitmapStore {
  live = 0;
  limit = Infinity;
  acquire(a: ActiveComment): boolean {
    if (this.live >= this.limit) return false;
    this.live++;
    a.bitmap = { text: a.item.text };
    return true;
  }
  release(): void {
    this.live--;
  }
}

export function makeEngine(opts: Partial<EngineOptions> = {}, w = 1000, h = 500) {
  const bitmaps = new CountingBitmaps();
  const engine = new BarrageEngine({ measure: fakeMeasure, bitmaps, baseFontPx: 20, strokePx: 1, ...opts });
  engine.resize(w, h);
  return { engine, bitmaps };
}

export function comment(id: number | string, time: number, text = `c${id}`, mode: BarrageMode = 'scroll', userId?: string): BarrageComment {
  return { id: String(id), time, text, mode, userId };
}

export function activeList(engine: BarrageEngine): ActiveComment[] {
  return engine.active.slice(0, engine.activeCount);
}

/** Steps the engine at 60 Hz from t0 to t1 (media seconds), calling check each frame. */
export function run(engine: BarrageEngine, t0: number, t1: number, check?: (t: number) => void, frameMs = 16) {
  for (let t = t0; t <= t1 + 1e-9; t += frameMs / 1000) {
    engine.tick(t, 1, false, frameMs);
    check?.(t);
  }
}

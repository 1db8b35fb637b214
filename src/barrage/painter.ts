import type { ActiveComment, BitmapStore } from './barrage-engine';

/** What the engine says about the frame beside the comments. */
export interface SceneInfo {
  /** Scroll belt position, CSS px (media time x scroll speed). */
  offset: number;
  /** Moves when comments moved other than with the belt (see BarrageEngine.epoch). */
  epoch: number;
  /** Height barrage may use, CSS px. */
  areaHeight: number;
}

/** Memory and work figures of a painter, for stats and the bench. */
export interface PainterMemory {
  /** RGBA bytes of every surface holding text pixels (atlas pages, belt tiles, fixed-comment canvases). */
  bitmapBytes: number;
  surfaces: number;
  /** Text rasterizations so far (strokeText + fillText pairs into a surface). */
  rasterized: number;
  /** Where the bytes are, for the bench: belt tiles, fixed-comment surfaces, text atlas. */
  parts?: { tiles: number; fixed: number; atlas: number };
}

/** Turns the engine's comments into pixels: the stage painter or the belt painter. */
export interface Painter extends BitmapStore {
  dpr: number;
  /** Stage size in device px. */
  stageWidth: number;
  stageHeight: number;
  drawnLastFrame: number;
  readonly usesStage: boolean;
  measure: (text: string, fontPx: number) => number;
  setDpr(dpr: number): void;
  paint(active: readonly ActiveComment[], count: number, opacity: number, scene: SceneInfo): number;
  /** Forces the next paint to redraw everything. */
  invalidate(): void;
  memory(): PainterMemory;
  /** Stage size in CSS px and its place in the parent (belt painter: its own layer box). */
  place(cssWidth: number, cssHeight: number, left: number, top: number): void;
  destroy(): void;
}

import { DensityController } from './density';
import { FixedLanes, ScrollLanes } from './lanes';
import { normalizeSettings, type BarrageSettings } from './settings';
import { ShieldFilter, type ShieldLists } from './shield-filter';
import { Timeline } from './timeline';
import type { BarrageComment, BarrageMode } from './types';

/** A comment on screen. Objects are pooled: no allocation per frame. */
export interface ActiveComment {
  item: BarrageComment;
  mode: BarrageMode;
  lane: number;
  /** Size in CSS pixels. */
  width: number;
  height: number;
  /** Media time when the comment appeared (scroll: head at the right edge). */
  start: number;
  /** Media seconds on screen. */
  duration: number;
  x: number;
  y: number;
  logged: boolean;
  /** Painter's handle to the text bitmap. */
  bitmap: unknown;
}

/** Where bitmaps come from; the canvas painter implements it, tests fake it. */
export interface BitmapStore {
  /** False when there is no memory for the bitmap now: the comment waits. */
  acquire(a: ActiveComment, fontPx: number): boolean;
  release(a: ActiveComment): void;
}

/**
 * 'no-overlap' (the default, for real use): a comment with no free lane waits
 * and is dropped. 'stack': it takes the lane that frees soonest and may
 * overlap (what `danmaku` does); the memory bench uses it to put as many
 * comments on screen as that package does.
 */
export type LanePolicy = 'no-overlap' | 'stack';

export interface EngineOptions {
  /** Width in CSS px of text at the font size (no outline). */
  measure: (text: string, fontPx: number) => number;
  bitmaps: BitmapStore;
  settings?: Partial<BarrageSettings>;
  shield?: ShieldLists;
  baseFontPx?: number;
  strokePx?: number;
  /** Seconds a scroll comment takes to cross at speed 1 and rate 1. */
  scrollDuration?: number;
  /** Seconds a top/bottom comment stays at speed 1. */
  fixedDuration?: number;
  /** Horizontal gap in CSS px between comments in one lane. */
  gapPx?: number;
  /** How long a comment may wait for a lane before it is dropped (media s). */
  maxDeferSec?: number;
  maxPending?: number;
  /** New bitmaps per frame at most, so a burst does not stall one frame. */
  maxNewPerFrame?: number;
  frameBudgetMs?: number;
  lanePolicy?: LanePolicy;
}

export interface EngineStats {
  active: number;
  pending: number;
  admitted: number;
  dropped: number;
  shielded: number;
  hidden: number;
  cap: number;
  frameCostEma: number;
}

interface Pending {
  item: BarrageComment;
  deadline: number;
  /** Measured width and the font size it was measured at (saves lookups). */
  width: number;
  fontPx: number;
}

const LINE_HEIGHT = 1.25;
/** How far behind the playhead a comment added now still counts as live (media s). */
const LIVE_LATE_SEC = 1;

/**
 * The framework-free barrage core: timeline, shield filter, lanes, density
 * control and time-based positions. Positions are a function of media time,
 * so pause, buffering and seek are exact. No canvas here.
 */
export class BarrageEngine {
  settings: BarrageSettings;
  readonly filter: ShieldFilter;
  readonly timeline = new Timeline();
  readonly active: ActiveComment[] = [];
  activeCount = 0;
  private readonly pool: ActiveComment[] = [];
  private pending: Pending[] = [];
  private shieldedItems: BarrageComment[] = [];
  private readonly ids = new Set<string>();
  private scroll = new ScrollLanes(0);
  private top = new FixedLanes(0);
  private bottom = new FixedLanes(0);
  readonly density: DensityController;
  private width = 0;
  private height = 0;
  private lastTime = NaN;
  private lastRate = 1;
  /** After a seek, comments already under way are placed mid-flight. */
  private catchUp = true;
  private newThisFrame = 0;
  readonly stats: EngineStats;
  private readonly o: Required<Omit<EngineOptions, 'settings' | 'shield'>>;

  constructor(opts: EngineOptions) {
    this.o = {
      measure: opts.measure,
      bitmaps: opts.bitmaps,
      baseFontPx: opts.baseFontPx ?? 25,
      strokePx: opts.strokePx ?? 1,
      scrollDuration: opts.scrollDuration ?? 8,
      fixedDuration: opts.fixedDuration ?? 4,
      gapPx: opts.gapPx ?? 16,
      maxDeferSec: opts.maxDeferSec ?? 2.5,
      maxPending: opts.maxPending ?? 300,
      maxNewPerFrame: opts.maxNewPerFrame ?? 8,
      frameBudgetMs: opts.frameBudgetMs ?? 20,
      lanePolicy: opts.lanePolicy ?? 'no-overlap',
    };
    this.settings = normalizeSettings(opts.settings);
    this.filter = new ShieldFilter(opts.shield);
    this.density = new DensityController(this.o.frameBudgetMs);
    this.stats = { active: 0, pending: 0, admitted: 0, dropped: 0, shielded: 0, hidden: 0, cap: 0, frameCostEma: 0 };
  }

  get fontPx(): number {
    return Math.round(this.o.baseFontPx * this.settings.fontScale);
  }

  get laneHeight(): number {
    return Math.ceil(this.fontPx * LINE_HEIGHT + 2 * this.o.strokePx);
  }

  get strokePx(): number {
    return this.o.strokePx;
  }

  /** Height in CSS px barrage may use. */
  get areaHeight(): number {
    return Math.floor(this.height * this.settings.displayArea);
  }

  get laneCount(): number {
    return Math.max(0, Math.floor(this.areaHeight / this.laneHeight));
  }

  resize(width: number, height: number): void {
    this.width = Math.max(0, width);
    this.height = Math.max(0, height);
    this.relayout();
  }

  // ---- input ----

  /** Replaces all comments (a new video). */
  load(raw: readonly BarrageComment[]): void {
    this.clearScreen();
    this.ids.clear();
    const kept: BarrageComment[] = [];
    this.shieldedItems = [];
    for (const c of raw) {
      if (this.ids.has(c.id)) continue;
      this.ids.add(c.id);
      if (this.filter.blocks(c.text, c.userId)) this.shieldedItems.push(c);
      else kept.push(c);
    }
    this.stats.shielded = this.shieldedItems.length;
    this.timeline.load(kept);
    this.catchUp = true;
    if (Number.isFinite(this.lastTime)) this.timeline.seek(this.lastTime - this.maxDuration());
  }

  /** Adds a live comment; false when shielded or a duplicate. */
  add(c: BarrageComment): boolean {
    if (this.ids.has(c.id)) return false;
    this.ids.add(c.id);
    if (this.filter.blocks(c.text, c.userId)) {
      this.shieldedItems.push(c);
      this.stats.shielded++;
      return false;
    }
    // A live comment stamped just before the last handed-out time would never be taken: it
    // shows now. One further back (a window that arrived after a seek) keeps its time for a
    // seek back instead of piling up at the playhead.
    const late = Number.isFinite(this.lastTime) && c.time < this.lastTime && c.time >= this.lastTime - LIVE_LATE_SEC;
    const item = late ? { ...c, time: this.lastTime } : c;
    this.timeline.insert(item);
    return true;
  }

  /**
   * Forgets the comments stamped in [from, to) media seconds, and their ids (the feed dropped
   * that window, far from the playhead, and asks it again on return). Without it a long
   * session keeps every comment it ever fetched: about 130 bytes each, 50 MB for 2 h at 50/s.
   */
  forget(from: number, to: number): void {
    const inRange = (c: BarrageComment) => c.time >= from && c.time < to;
    for (const c of this.timeline.removeWhere(inRange)) this.ids.delete(c.id);
    const shielded = this.shieldedItems;
    this.shieldedItems = [];
    for (const c of shielded) {
      if (inRange(c)) this.ids.delete(c.id);
      else this.shieldedItems.push(c);
    }
    this.stats.shielded = this.shieldedItems.length;
  }

  /**
   * New shield lists: comments newly blocked leave the timeline, the waiting
   * queue and the screen; comments no longer blocked come back.
   */
  setShieldLists(lists: ShieldLists): void {
    this.filter.setLists(lists);
    const blocked = (c: BarrageComment) => this.filter.blocks(c.text, c.userId);
    const released = this.shieldedItems.filter((c) => !blocked(c));
    this.shieldedItems = this.shieldedItems.filter(blocked);
    this.shieldedItems.push(...this.timeline.removeWhere(blocked));
    this.pending = this.pending.filter((p) => !blocked(p.item));
    this.removeActiveWhere((a) => blocked(a.item));
    for (const c of released) this.timeline.insert(c);
    this.stats.shielded = this.shieldedItems.length;
  }

  setSettings(patch: Partial<BarrageSettings>): void {
    const before = this.settings;
    this.settings = normalizeSettings(patch, before);
    const s = this.settings;
    if (!s.enabled && before.enabled) this.clearScreen();
    if (s.enabled && !before.enabled) this.requestResync();
    if (s.hiddenModes.length) {
      const hidden = s.hiddenModes;
      this.removeActiveWhere((a) => hidden.includes(a.mode));
      this.pending = this.pending.filter((p) => !hidden.includes(p.item.mode));
    }
    if (s.fontScale !== before.fontScale || s.displayArea !== before.displayArea) {
      // Sizes and lanes change: lay the screen out again from the timeline.
      this.relayout();
    } else if (s.speed !== before.speed || s.followPlaybackRate !== before.followPlaybackRate) {
      this.reanchor(this.lastTime, this.lastRate);
    }
  }

  /** Call after a seek; also detected from jumps in media time. */
  requestResync(): void {
    this.clearScreen();
    this.lastTime = NaN;
  }

  // ---- per frame ----

  /**
   * Advances to media time t. intervalMs (since the previous frame) and
   * workMs (script time of the previous frame) feed the density control.
   */
  tick(t: number, rate: number, paused: boolean, intervalMs: number, workMs = 0): void {
    if (!this.settings.enabled || !Number.isFinite(t)) return;
    const r = rate > 0 && Number.isFinite(rate) ? rate : 1;
    if (!paused) this.density.record(intervalMs, workMs, this.activeCount);
    const prev = this.lastTime;
    if (!Number.isFinite(prev) || t < prev - 0.05 || t > prev + Math.max(1, (intervalMs / 1000) * r * 4)) {
      this.resync(t);
    } else if (r !== this.lastRate && !this.settings.followPlaybackRate) {
      this.reanchor(t, r);
    }
    this.lastRate = r;
    this.lastTime = t;
    this.newThisFrame = 0;
    this.expire(t);
    this.admitPending(t);
    this.admitNew(t);
    this.catchUp = false;
    this.layout(t);
    this.stats.active = this.activeCount;
    this.stats.pending = this.pending.length;
    this.stats.cap = this.density.cap;
    this.stats.frameCostEma = this.density.frameCostEma;
  }

  private scrollDur(rate = this.lastRate): number {
    const d = this.o.scrollDuration / this.settings.speed;
    return this.settings.followPlaybackRate ? d : d * rate;
  }

  private fixedDur(rate = this.lastRate): number {
    const d = this.o.fixedDuration;
    return this.settings.followPlaybackRate ? d : d * rate;
  }

  private maxDuration(): number {
    return Math.max(this.scrollDur(), this.fixedDur());
  }

  private resync(t: number): void {
    this.clearScreen();
    this.timeline.seek(t - this.maxDuration());
    this.catchUp = true;
    this.density.reset();
  }

  /** A plain loop: this runs every frame and must not allocate. */
  private expire(t: number): void {
    let w = 0;
    const n = this.activeCount;
    for (let i = 0; i < n; i++) {
      const a = this.active[i];
      if (t >= a.start + a.duration || t < a.start - 0.001) {
        this.o.bitmaps.release(a);
        a.bitmap = null;
        this.pool.push(a);
      } else this.active[w++] = a;
    }
    for (let i = w; i < n; i++) this.active[i] = undefined as unknown as ActiveComment;
    this.activeCount = w;
  }

  private admitPending(t: number): void {
    if (this.pending.length === 0) return;
    let w = 0;
    for (let i = 0; i < this.pending.length; i++) {
      const p = this.pending[i];
      if (t > p.deadline) {
        this.stats.dropped++;
        continue;
      }
      if (p.fontPx !== this.fontPx) {
        p.fontPx = this.fontPx;
        p.width = -1;
      }
      if (!this.tryAdmit(p.item, t, p)) this.pending[w++] = p;
    }
    this.pending.length = w;
  }

  private readonly onTaken = (c: BarrageComment): void => {
    const t = this.lastTime;
    if (this.settings.hiddenModes.includes(c.mode)) {
      this.stats.hidden++;
      return;
    }
    const dur = c.mode === 'scroll' ? this.scrollDur() : this.fixedDur();
    if (c.time + dur <= t) return; // already gone by (seek landed after it)
    if (this.tryAdmit(c, c.time)) return;
    // Under way before a seek and with no room: stale, not worth a wait.
    if (this.catchUp && c.time < t - 0.25) {
      this.stats.dropped++;
      return;
    }
    this.pending.push({ item: c, deadline: c.time + this.o.maxDeferSec, width: -1, fontPx: this.fontPx });
    if (this.pending.length > this.o.maxPending) {
      this.pending.shift();
      this.stats.dropped++;
    }
  };

  private admitNew(t: number): void {
    this.timeline.takeUntil(t, this.onTaken);
  }

  private tryAdmit(c: BarrageComment, start: number, memo?: Pending): boolean {
    if (this.activeCount >= this.density.cap) return false;
    if (!this.catchUp && this.newThisFrame >= this.o.maxNewPerFrame) return false;
    const fontPx = this.fontPx;
    let width = memo && memo.width >= 0 ? memo.width : -1;
    if (width < 0) {
      width = Math.ceil(this.o.measure(c.text, fontPx)) + 2 * this.o.strokePx;
      if (memo) memo.width = width;
    }
    let lane: number;
    let duration: number;
    let speed = 0;
    if (c.mode === 'scroll') {
      duration = this.scrollDur();
      speed = (this.width + width) / duration;
      lane = this.scroll.find(start, speed, this.width, this.o.gapPx);
    } else {
      duration = this.fixedDur();
      lane = (c.mode === 'top' ? this.top : this.bottom).find(start);
    }
    const stacked = lane < 0 && this.o.lanePolicy === 'stack';
    if (stacked) lane = c.mode === 'scroll' ? this.scroll.soonest() : (c.mode === 'top' ? this.top : this.bottom).soonest();
    if (lane < 0) return false;
    const a = this.pool.pop() ?? ({} as ActiveComment);
    a.item = c;
    a.mode = c.mode;
    a.lane = lane;
    a.width = width;
    a.height = this.laneHeight;
    a.start = start;
    a.duration = duration;
    a.x = 0;
    a.y = 0;
    a.logged = false;
    a.bitmap = null;
    if (!this.o.bitmaps.acquire(a, fontPx)) {
      this.pool.push(a);
      return false;
    }
    if (stacked) {
      if (c.mode === 'scroll') this.scroll.stack(lane, start, width, speed, duration, this.o.gapPx);
      else (c.mode === 'top' ? this.top : this.bottom).stack(lane, start, duration);
    } else if (c.mode === 'scroll') this.scroll.occupy(lane, start, width, speed, duration, this.o.gapPx);
    else (c.mode === 'top' ? this.top : this.bottom).occupy(lane, start + duration);
    this.active[this.activeCount++] = a;
    this.newThisFrame++;
    this.stats.admitted++;
    return true;
  }

  private layout(t: number): void {
    const W = this.width;
    const laneH = this.laneHeight;
    const area = this.areaHeight;
    for (let i = 0; i < this.activeCount; i++) {
      const a = this.active[i];
      if (a.mode === 'scroll') {
        a.x = Math.round(W - ((t - a.start) / a.duration) * (W + a.width));
        a.y = a.lane * laneH;
      } else {
        a.x = Math.round((W - a.width) / 2);
        a.y = a.mode === 'top' ? a.lane * laneH : area - (a.lane + 1) * laneH;
      }
    }
  }

  /** Keeps each scroll comment's progress when its duration changes. */
  private reanchor(t: number, rate: number): void {
    if (!Number.isFinite(t)) return;
    this.lastRate = rate;
    this.scroll.reset();
    this.top.reset();
    this.bottom.reset();
    for (let i = 0; i < this.activeCount; i++) {
      const a = this.active[i];
      const p = (t - a.start) / a.duration;
      a.duration = a.mode === 'scroll' ? this.scrollDur(rate) : this.fixedDur(rate);
      a.start = t - p * a.duration;
      if (a.mode === 'scroll') {
        const speed = (this.width + a.width) / a.duration;
        this.scroll.occupy(a.lane, a.start, a.width, speed, a.duration, this.o.gapPx);
      } else (a.mode === 'top' ? this.top : this.bottom).occupy(a.lane, a.start + a.duration);
    }
  }

  private relayout(): void {
    const n = this.laneCount;
    this.scroll.reset(n);
    this.top.reset(n);
    this.bottom.reset(n);
    if (this.activeCount > 0 || this.pending.length > 0) this.requestResync();
  }

  private removeActiveWhere(pred: (a: ActiveComment) => boolean): void {
    let w = 0;
    for (let i = 0; i < this.activeCount; i++) {
      const a = this.active[i];
      if (pred(a)) {
        this.o.bitmaps.release(a);
        a.bitmap = null;
        this.pool.push(a);
      } else this.active[w++] = a;
    }
    for (let i = w; i < this.activeCount; i++) this.active[i] = undefined as unknown as ActiveComment;
    this.activeCount = w;
  }

  /** Empties the screen and the waiting queue; lanes become free. */
  clearScreen(): void {
    this.removeActiveWhere(() => true);
    this.pending.length = 0;
    this.scroll.reset();
    this.top.reset();
    this.bottom.reset();
  }
}

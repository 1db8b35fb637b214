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
  /**
   * Scroll only: where the comment sits on the scroll belt (CSS px). Every
   * scroll comment moves at one speed, so x = beltX - scrollOffset.
   */
  beltX: number;
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
  /**
   * New bitmaps per 60 Hz frame's time at most, so a burst does not stall one frame; a
   * longer frame may take up to three times as many (see newAllowed).
   */
  maxNewPerFrame?: number;
  frameBudgetMs?: number;
  /** Frame interval over the display period the density control calls over budget (DensityController.overRatio). */
  densityOverRatio?: number;
  /** false: no density control (the bench's capability runs); default true. */
  density?: boolean;
  lanePolicy?: LanePolicy;
}

export interface EngineStats {
  active: number;
  pending: number;
  admitted: number;
  /** Comments given up: densityDropped + laneDropped (+ queue overflow). */
  dropped: number;
  /** Given up after a lane was free for them but the density cap (or the per-frame limit) held them back. */
  densityDropped: number;
  /** Given up because no lane freed within the wait. */
  laneDropped: number;
  /** Comments that found a free lane at some point (admitted or held back by the density control). */
  fitLanes: number;
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
  /** A lane was free for it at some attempt; the density control held it back. */
  fit: boolean;
}

const LINE_HEIGHT = 1.25;
/** How far behind the playhead a comment added now still counts as live (media s). */
const LIVE_LATE_SEC = 1;
/** maxNewPerFrame is per this much of a frame's time. */
const FRAME_60HZ_MS = 1000 / 60;

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
  /** New comments this frame may place (maxNewPerFrame scaled by the frame's length). */
  private newAllowed = 0;
  /**
   * Scroll belt position (CSS px, = media time x speed) at the last tick, and
   * a counter that moves whenever comments move other than with the belt or
   * leave before their time (seek, relayout, speed change, shield): a painter
   * that keeps drawn pixels redraws then.
   */
  scrollOffset = 0;
  epoch = 0;
  /** Set by tryAdmit: the last attempt found a lane (for fitLanes). */
  private laneWasFree = false;
  readonly stats: EngineStats;
  private readonly o: Required<Omit<EngineOptions, 'settings' | 'shield' | 'densityOverRatio' | 'density'>>;
  private readonly densityOn: boolean;

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
    this.filter = new ShieldFilter({ ...opts.shield, level: opts.shield?.level ?? this.settings.shieldLevel });
    this.densityOn = opts.density ?? true;
    this.density = new DensityController(this.o.frameBudgetMs, undefined, undefined, undefined, undefined, opts.densityOverRatio);
    this.stats = {
      active: 0, pending: 0, admitted: 0, dropped: 0, densityDropped: 0, laneDropped: 0, fitLanes: 0,
      shielded: 0, hidden: 0, cap: 0, frameCostEma: 0,
    };
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
      if (this.blocked(c)) this.shieldedItems.push(c);
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
    if (this.blocked(c)) {
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
   * Staff removed these comments (issue 38: gone from every client at once): they leave the
   * timeline, the waiting queue, the shielded list and the screen now. Their ids stay known, so
   * a window fetched again or a late live push of one of them is refused as a duplicate.
   * Returns how many were held.
   */
  remove(ids: readonly string[]): number {
    const gone = new Set(ids);
    // One comment may be in the timeline and on screen at once: counted once.
    const held = new Set<string>();
    const hit = (c: BarrageComment) => {
      if (!gone.has(c.id)) return false;
      held.add(c.id);
      return true;
    };
    this.timeline.removeWhere(hit);
    this.shieldedItems = this.shieldedItems.filter((c) => !hit(c));
    this.stats.shielded = this.shieldedItems.length;
    this.pending = this.pending.filter((p) => !hit(p.item));
    if (this.active.slice(0, this.activeCount).some((a) => gone.has(a.item.id))) this.removeActiveWhere((a) => hit(a.item));
    for (const id of gone) this.ids.add(id);
    return held.size;
  }

  /**
   * New shield lists: comments newly blocked leave the timeline, the waiting
   * queue and the screen; comments no longer blocked come back.
   */
  setShieldLists(lists: ShieldLists): void {
    this.filter.setLists(lists);
    const blocked = (c: BarrageComment) => this.blocked(c);
    const released = this.shieldedItems.filter((c) => !blocked(c));
    this.shieldedItems = this.shieldedItems.filter(blocked);
    this.shieldedItems.push(...this.timeline.removeWhere(blocked));
    this.pending = this.pending.filter((p) => !blocked(p.item));
    this.removeActiveWhere((a) => blocked(a.item));
    for (const c of released) this.timeline.insert(c);
    this.stats.shielded = this.shieldedItems.length;
  }

  /** The one filter decision: shield lists and the shield level's score threshold. */
  private blocked(c: BarrageComment): boolean {
    return this.filter.blocks(c.text, c.userId, c.score);
  }

  setSettings(patch: Partial<BarrageSettings>): void {
    const before = this.settings;
    this.settings = normalizeSettings(patch, before);
    const s = this.settings;
    // The level is a setting the user picks beside the others, applied by the shield filter.
    if (s.shieldLevel !== before.shieldLevel) this.setShieldLists({ level: s.shieldLevel });
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
    if (!paused && this.densityOn) this.density.record(intervalMs, workMs, this.activeCount);
    const prev = this.lastTime;
    if (!Number.isFinite(prev) || t < prev - 0.05 || t > prev + Math.max(1, (intervalMs / 1000) * r * 4)) {
      this.resync(t);
    } else if (r !== this.lastRate && !this.settings.followPlaybackRate) {
      this.reanchor(t, r);
    }
    this.lastRate = r;
    this.lastTime = t;
    this.newThisFrame = 0;
    // A slower frame carries more arrivals: a fixed 8 a frame admits only 200/s at 25 fps, and a
    // 200/s stream's excess then waits out its deadline (measured at 4x: 272 dropped at 37 fps
    // mean with a 50 ms p95). Three frames' worth at most, so a long stall is not one burst.
    const frames = intervalMs > FRAME_60HZ_MS ? Math.min(3, intervalMs / FRAME_60HZ_MS) : 1;
    this.newAllowed = Math.round(this.o.maxNewPerFrame * frames);
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

  /**
   * Scroll speed in CSS px per media second: the stage width in scrollDur.
   * One speed for all (as `danmaku` and DanmakuFlameMaster), so the painter
   * can move every scroll comment at once as a belt.
   */
  scrollSpeed(rate = this.lastRate): number {
    const d = this.scrollDur(rate);
    return d > 0 && this.width > 0 ? this.width / d : 1;
  }

  /** Seconds a scroll comment of this width is on screen. */
  private scrollDurFor(width: number, rate = this.lastRate): number {
    return (this.width + width) / this.scrollSpeed(rate);
  }

  private fixedDur(rate = this.lastRate): number {
    const d = this.o.fixedDuration;
    return this.settings.followPlaybackRate ? d : d * rate;
  }

  /** Seek-back window: a 100-character comment at the base font takes about 2.5 widths. */
  private maxDuration(): number {
    return Math.max(this.scrollDur() * 3, this.fixedDur());
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
        this.drop(p.fit);
        continue;
      }
      if (p.fontPx !== this.fontPx) {
        p.fontPx = this.fontPx;
        p.width = -1;
      }
      if (!this.tryAdmit(p.item, t, p)) {
        if (this.laneWasFree && !p.fit) {
          p.fit = true;
          this.stats.fitLanes++;
        }
        this.pending[w++] = p;
      }
    }
    this.pending.length = w;
  }

  private drop(fit: boolean): void {
    this.stats.dropped++;
    if (fit) this.stats.densityDropped++;
    else this.stats.laneDropped++;
  }

  private readonly onTaken = (c: BarrageComment): void => {
    const t = this.lastTime;
    if (this.settings.hiddenModes.includes(c.mode)) {
      this.stats.hidden++;
      return;
    }
    const dur = c.mode === 'scroll' ? this.maxDuration() : this.fixedDur();
    if (c.time + dur <= t) return; // already gone by (seek landed after it)
    if (this.tryAdmit(c, c.time)) return;
    const fit = this.laneWasFree;
    if (fit) this.stats.fitLanes++;
    // Under way before a seek and with no room: stale, not worth a wait.
    if (this.catchUp && c.time < t - 0.25) {
      this.drop(fit);
      return;
    }
    this.pending.push({ item: c, deadline: c.time + this.o.maxDeferSec, width: -1, fontPx: this.fontPx, fit });
    if (this.pending.length > this.o.maxPending) {
      const old = this.pending.shift()!;
      this.drop(old.fit);
    }
  };

  private admitNew(t: number): void {
    this.timeline.takeUntil(t, this.onTaken);
  }

  /**
   * Places the comment if a lane (and the density cap) lets it; sets
   * laneWasFree so callers can tell "no lane" from "held back".
   */
  private tryAdmit(c: BarrageComment, start: number, memo?: Pending): boolean {
    this.laneWasFree = false;
    const held = this.activeCount >= this.density.cap || (!this.catchUp && this.newThisFrame >= this.newAllowed);
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
      duration = this.scrollDurFor(width);
      // Seek landed after it left (the window above is an upper bound).
      if (start + duration <= this.lastTime) return true;
      speed = this.scrollSpeed();
      lane = this.scroll.find(start, speed, this.width, this.o.gapPx);
    } else {
      duration = this.fixedDur();
      lane = (c.mode === 'top' ? this.top : this.bottom).find(start);
    }
    const stacked = lane < 0 && this.o.lanePolicy === 'stack';
    if (stacked) lane = c.mode === 'scroll' ? this.scroll.soonest() : (c.mode === 'top' ? this.top : this.bottom).soonest();
    if (lane < 0) return false;
    this.laneWasFree = true;
    if (held) return false;
    const a = this.pool.pop() ?? ({} as ActiveComment);
    a.item = c;
    a.mode = c.mode;
    a.lane = lane;
    a.width = width;
    a.height = this.laneHeight;
    a.start = start;
    a.duration = duration;
    a.beltX = this.width + start * speed;
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
    const offset = t * this.scrollSpeed();
    this.scrollOffset = offset;
    for (let i = 0; i < this.activeCount; i++) {
      const a = this.active[i];
      if (a.mode === 'scroll') {
        a.x = Math.round(a.beltX - offset);
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
    this.epoch++;
    const speed = this.scrollSpeed(rate);
    this.scroll.reset();
    this.top.reset();
    this.bottom.reset();
    for (let i = 0; i < this.activeCount; i++) {
      const a = this.active[i];
      const p = (t - a.start) / a.duration;
      a.duration = a.mode === 'scroll' ? this.scrollDurFor(a.width, rate) : this.fixedDur(rate);
      a.start = t - p * a.duration;
      if (a.mode === 'scroll') {
        a.beltX = this.width + a.start * speed;
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
    if (this.activeCount > 0) this.epoch++;
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
    this.epoch++;
    this.removeActiveWhere(() => true);
    this.pending.length = 0;
    this.scroll.reset();
    this.top.reset();
    this.bottom.reset();
  }
}

/**
 * In-page, before any other script (evaluateOnNewDocument, old-soak.ts): counts the page's live
 * timers and event listeners by wrapping the functions that make and end them, since neither
 * Chromium 69 nor CDP there says how many timers are pending.
 *  - timeouts and animation frames: pending ones (made, not yet run nor cleared);
 *  - intervals: running ones (made, not cleared);
 *  - listeners: each target's own registry (type, capture, listener: what the DOM treats as one),
 *    kept on the target itself so the count holds nothing alive; `listenersLive` sums it over
 *    window, document and every element in the document at the time of the call. Listeners on
 *    other targets (media sources, XHRs, text tracks) are counted by class as added minus
 *    removed, which keeps those of targets since collected: reported, not judged.
 * A listener added with `once` is not tracked (the DOM removes it without a call).
 */
type Registry = Map<string, Set<unknown>>;
const REG = '__soakListeners';

const pendingTimeouts = new Set<number>();
const runningIntervals = new Set<number>();
const pendingFrames = new Set<number>();
const netByClass: Record<string, number> = {};
let timeoutsMade = 0;
let intervalsMade = 0;

const w = window as unknown as Record<string, unknown> & Window;
// The DOM's signatures (the tests' types also know Node's timers, which return objects).
type TimerFn = (this: Window, fn: unknown, ms?: number, ...args: unknown[]) => number;
type ClearFn = (this: Window, id?: number) => void;
const origSetTimeout = window.setTimeout as unknown as TimerFn;
const origClearTimeout = window.clearTimeout as unknown as ClearFn;
const origSetInterval = window.setInterval as unknown as TimerFn;
const origClearInterval = window.clearInterval as unknown as ClearFn;
const origRaf = window.requestAnimationFrame;
const origCaf = window.cancelAnimationFrame;

w.setTimeout = function (fn: TimerHandler, ms?: number, ...args: unknown[]) {
  // Code as a string: passed on, not counted (none of the app's code does this).
  if (typeof fn !== 'function') return origSetTimeout.call(window, fn, ms, ...args);
  timeoutsMade++;
  const id: number = origSetTimeout.call(window, function (this: unknown) {
    pendingTimeouts.delete(id);
    (fn as (...a: unknown[]) => void).apply(this, args);
  }, ms);
  pendingTimeouts.add(id);
  return id;
} as typeof window.setTimeout;
w.clearTimeout = function (id?: number) {
  if (id !== undefined) pendingTimeouts.delete(id);
  origClearTimeout.call(window, id);
} as typeof window.clearTimeout;
w.setInterval = function (fn: TimerHandler, ms?: number, ...args: unknown[]) {
  intervalsMade++;
  const id: number = origSetInterval.call(window, fn, ms, ...args);
  runningIntervals.add(id);
  return id;
} as typeof window.setInterval;
w.clearInterval = function (id?: number) {
  if (id !== undefined) runningIntervals.delete(id);
  origClearInterval.call(window, id);
} as typeof window.clearInterval;
w.requestAnimationFrame = function (cb: FrameRequestCallback) {
  const id: number = origRaf.call(window, (t: number) => {
    pendingFrames.delete(id);
    cb(t);
  });
  pendingFrames.add(id);
  return id;
};
w.cancelAnimationFrame = function (id: number) {
  pendingFrames.delete(id);
  origCaf.call(window, id);
};

const capture = (o: unknown) => (typeof o === 'boolean' ? o : !!(o && (o as { capture?: boolean }).capture));
const className = (t: object) => (t && t.constructor && t.constructor.name) || 'unknown';
const origAdd = EventTarget.prototype.addEventListener;
const origRemove = EventTarget.prototype.removeEventListener;
EventTarget.prototype.addEventListener = function (this: EventTarget, type: string, listener: unknown, options?: unknown) {
  origAdd.call(this, type, listener as EventListener, options as AddEventListenerOptions);
  if (!listener || (options && typeof options === 'object' && (options as { once?: boolean }).once)) return;
  const t = this as unknown as Record<string, Registry | undefined>;
  let reg = t[REG];
  if (!reg) {
    reg = new Map();
    Object.defineProperty(this, REG, { value: reg, enumerable: false });
  }
  const key = `${type}|${capture(options)}`;
  let set = reg.get(key);
  if (!set) reg.set(key, (set = new Set()));
  if (set.has(listener)) return;
  set.add(listener);
  const c = className(this);
  netByClass[c] = (netByClass[c] ?? 0) + 1;
};
EventTarget.prototype.removeEventListener = function (this: EventTarget, type: string, listener: unknown, options?: unknown) {
  origRemove.call(this, type, listener as EventListener, options as EventListenerOptions);
  const set = (this as unknown as Record<string, Registry | undefined>)[REG]?.get(`${type}|${capture(options)}`);
  if (!set || !set.delete(listener)) return;
  const c = className(this);
  netByClass[c] = (netByClass[c] ?? 0) - 1;
};

function listenersOn(t: object): number {
  const reg = (t as Record<string, Registry | undefined>)[REG];
  let n = 0;
  if (reg) reg.forEach((s) => (n += s.size));
  return n;
}

/** What is pending, running and listening now. */
function counters() {
  let listenersLive = listenersOn(window) + listenersOn(document);
  const all = document.querySelectorAll('*');
  for (let i = 0; i < all.length; i++) listenersLive += listenersOn(all[i]);
  return {
    pendingTimeouts: pendingTimeouts.size,
    runningIntervals: runningIntervals.size,
    pendingFrames: pendingFrames.size,
    listenersLive,
    listenersNetByClass: { ...netByClass },
    timeoutsMade,
    intervalsMade,
  };
}

w.__soakCounters = counters;

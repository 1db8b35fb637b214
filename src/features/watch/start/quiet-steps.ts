// Work the TV does ahead of time, one step after another, each only once the remote has been
// quiet for a moment and the main thread is idle: a step that takes the main thread (hls.js's
// evaluation) then never sits between a key press and its frame while the user is moving.

/** No key for this long counts as the user pausing (a held key repeats every 30-200 ms). */
export const QUIET_MS = 400;

export interface QuietStepsOptions {
  /** Subscribes to the remote's key presses; returns the unsubscribe. */
  onKey(listener: () => void): () => void;
  quietMs?: number;
  /** Runs `fn` when the main thread is idle (requestIdleCallback where there is one). */
  idle?: (fn: () => void) => void;
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}

export const whenIdle = (fn: () => void): void => {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(() => fn(), { timeout: 2000 });
  else setTimeout(fn, 50);
};

/** Runs `steps` in order, each after a quiet spell and in idle time; returns a stop function. */
export function runInQuietSpells(steps: readonly (() => unknown)[], opts: QuietStepsOptions): () => void {
  const quietMs = opts.quietMs ?? QUIET_MS;
  const idle = opts.idle ?? whenIdle;
  const setTimer = opts.setTimer ?? ((fn, ms) => setTimeout(fn, ms));
  const clearTimer = opts.clearTimer ?? ((t) => clearTimeout(t as ReturnType<typeof setTimeout>));
  let next = 0;
  let timer: unknown = null;
  let waiting = false;
  let stopped = false;

  const arm = () => {
    if (timer !== null) clearTimer(timer);
    timer = setTimer(() => {
      timer = null;
      idle(() => {
        // A key came while idle time was awaited: its own quiet spell is being waited for.
        if (stopped || timer !== null || !waiting) return;
        waiting = false;
        run();
      });
    }, quietMs);
  };
  const wait = () => {
    if (stopped) return;
    if (next >= steps.length) {
      stop();
      return;
    }
    waiting = true;
    arm();
  };
  const run = () => {
    const step = steps[next++];
    // A step's failure (a chunk that did not load) is left to the page that needs it.
    Promise.resolve()
      .then(step)
      .catch(() => undefined)
      .then(wait);
  };
  const off = opts.onKey(() => {
    if (waiting) arm();
  });
  function stop() {
    stopped = true;
    waiting = false;
    if (timer !== null) clearTimer(timer);
    timer = null;
    off();
  }
  wait();
  return stop;
}

// When to warm a watch page: once focus has rested on a poster for a moment (running the remote
// along a row warms nothing it passes over), cancelled as soon as focus moves on, and handed over
// to the page on OK. Framework-free: the TV warm-up feeds it the posters' offers (warm-up.ts).

/** Focus must stay this long on a poster before its page is warmed: longer than a held key's repeat. */
export const POSTER_REST_MS = 300;

export interface Warming {
  cancel(): void;
}

export interface RestWarmupOptions<T> {
  /** Starts warming `id`'s page. */
  warm(id: T): Warming;
  restMs?: number;
  /** Timers, injectable for tests. */
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}

export interface RestWarmup<T> {
  /** Focus is now on the poster of `id`, or on something that is not a poster (null). */
  focus(id: T | null): void;
  /** OK on the focused poster: warm it now if it is not yet, and leave it to the page. */
  choose(): void;
  dispose(): void;
}

export function createRestWarmup<T>(opts: RestWarmupOptions<T>): RestWarmup<T> {
  const restMs = opts.restMs ?? POSTER_REST_MS;
  const setTimer = opts.setTimer ?? ((fn, ms) => setTimeout(fn, ms));
  const clearTimer = opts.clearTimer ?? ((t) => clearTimeout(t as ReturnType<typeof setTimeout>));
  let focused: T | null = null;
  let timer: unknown = null;
  let warmed: { id: T; warming: Warming } | null = null;

  const stopTimer = () => {
    if (timer !== null) clearTimer(timer);
    timer = null;
  };
  const warmNow = (id: T) => {
    stopTimer();
    if (warmed?.id !== id) warmed = { id, warming: opts.warm(id) };
  };

  return {
    focus(id) {
      if (id === focused) return;
      focused = id;
      stopTimer();
      if (warmed && warmed.id !== id) {
        warmed.warming.cancel();
        warmed = null;
      }
      if (id !== null && !warmed) timer = setTimer(() => warmNow(id), restMs);
    },
    choose() {
      if (focused === null) return;
      warmNow(focused);
      // The page opening now reads what was warmed: a later focus change must not cancel it.
      warmed = null;
      focused = null;
    },
    dispose() {
      stopTimer();
      warmed?.warming.cancel();
      warmed = null;
      focused = null;
    },
  };
}

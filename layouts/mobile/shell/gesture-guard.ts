// Spec 001 §2/§5: pinch zoom and double tap (two touch ends within 300 ms) are blocked, so the
// page behaves like a native app. Browsers ignore user-scalable=no in some cases (iOS Safari),
// hence the event-level guard. Listeners must be non-passive or preventDefault is ignored.

export const DOUBLE_TAP_WINDOW_MS = 300;

export interface GestureGuardOptions {
  /** Clock used to measure the double-tap window (injectable for tests). */
  now?: () => number;
}

export function installGestureGuard(target: EventTarget = document, opts: GestureGuardOptions = {}): () => void {
  const now = opts.now ?? (() => Date.now());
  let lastTouchEnd = Number.NEGATIVE_INFINITY;

  const onTouchStart = (e: Event) => {
    const touches = (e as TouchEvent).touches;
    if (touches && touches.length > 1) e.preventDefault();
  };
  const onTouchEnd = (e: Event) => {
    const t = now();
    if (t - lastTouchEnd <= DOUBLE_TAP_WINDOW_MS) e.preventDefault();
    lastTouchEnd = t;
  };
  const onGesture = (e: Event) => e.preventDefault();

  const opt: AddEventListenerOptions = { passive: false };
  target.addEventListener('touchstart', onTouchStart, opt);
  target.addEventListener('touchend', onTouchEnd, opt);
  target.addEventListener('gesturestart', onGesture, opt);
  return () => {
    target.removeEventListener('touchstart', onTouchStart, opt);
    target.removeEventListener('touchend', onTouchEnd, opt);
    target.removeEventListener('gesturestart', onGesture, opt);
  };
}

// Work that must not delay the frame a key press produces (mounting items that scrolled near
// the screen, DOM focus) runs once that frame is out.

/** Calls fn after the next frame is painted (a timeout when frames are not produced). */
export function afterNextPaint(fn: () => void): () => void {
  let cancelled = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const run = () => {
    if (!cancelled) fn();
  };
  const visible = typeof document === 'undefined' || document.visibilityState !== 'hidden';
  if (typeof requestAnimationFrame === 'function' && visible) {
    // rAF callbacks run before the frame is painted; the timeout queued there runs after it.
    const raf = requestAnimationFrame(() => {
      timer = setTimeout(run, 0);
    });
    return () => {
      cancelled = true;
      cancelAnimationFrame(raf);
      if (timer !== undefined) clearTimeout(timer);
    };
  }
  timer = setTimeout(run, 0);
  return () => {
    cancelled = true;
    clearTimeout(timer);
  };
}

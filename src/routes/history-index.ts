// The one reader of the history entry index. react-router's histories (browser and hash, in both
// layouts) keep {usr, key, idx} in history.state, so idx counts the entries before this one in
// the app's own history: 0 on the entry the app started on (or a reload of it), where Back has
// nothing of the app to return to.
// Page transitions (which way to slide) and Back fallbacks (history back, or home) ask it.
export function historyIndex(state: unknown = typeof window === 'undefined' ? null : window.history.state): number {
  const idx = (state as { idx?: unknown } | null)?.idx;
  return typeof idx === 'number' ? idx : 0;
}

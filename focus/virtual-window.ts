// Pure math of virtualised rows and grids: which slice is in view and which slice to render.

/** Number of whole items of `stride` that fit in `viewport` (at least 1). */
export function visibleCount(viewport: number, stride: number): number {
  return Math.max(1, Math.floor(viewport / stride));
}

/** Largest valid first-visible index. */
export function maxFirst(count: number, visible: number): number {
  return Math.max(0, count - visible);
}

/**
 * First visible index after `focus` got focus, scrolling as little as possible ('nearest')
 * or putting the focused item first ('start'), clamped so the end does not overscroll.
 */
export function followFocus(first: number, focus: number, visible: number, count: number, align: 'nearest' | 'start' = 'nearest'): number {
  const limit = maxFirst(count, visible);
  let next = first;
  if (align === 'start') next = focus;
  else if (focus < first) next = focus;
  else if (focus > first + visible - 1) next = focus - visible + 1;
  return Math.min(Math.max(0, next), limit);
}

/** Half-open [start, end) range to render: the visible slice plus `buffer` on both sides. */
export function renderRange(first: number, visible: number, buffer: number, count: number): [number, number] {
  const start = Math.max(0, first - buffer);
  const end = Math.min(count, first + visible + buffer);
  return [start, end];
}

/** Whether focus at `index` is close enough to the end to ask for the next page. */
export function nearEnd(index: number, count: number, threshold: number): boolean {
  return count > 0 && index >= count - threshold;
}

/** Target index for a grid move, or null when the move leaves the grid. */
export function gridMove(index: number, direction: string, columns: number, count: number): number | null {
  const col = index % columns;
  switch (direction) {
    case 'left':
      return col === 0 ? null : index - 1;
    case 'right':
      return col === columns - 1 || index + 1 >= count ? null : index + 1;
    case 'up':
      return index - columns >= 0 ? index - columns : null;
    case 'down': {
      if (index + columns < count) return index + columns;
      // Into a shorter last row: land on its last item rather than nowhere.
      const lastRowStart = count - ((count - 1) % columns) - 1;
      return lastRowStart > index - col ? count - 1 : null;
    }
    default:
      return null;
  }
}

/**
 * Indexes to mount, ascending: the slice around `mountedFirst` (which trails the focus by one
 * frame) plus the visible slice around `first` with one item either side, which must be there in
 * the frame the focus moves (the focused item, the next one to move to, a partly visible edge).
 * While the two agree this is just renderRange(first, ...).
 */
export function mountedIndexes(first: number, mountedFirst: number, visible: number, buffer: number, count: number): number[] {
  const [a0, a1] = renderRange(mountedFirst, visible, buffer, count);
  const [b0, b1] = renderRange(first, visible, Math.min(1, buffer), count);
  const out: number[] = [];
  if (b0 >= a0 && b1 <= a1) {
    for (let i = a0; i < a1; i++) out.push(i);
    return out;
  }
  // Overlapping or not, walk both ranges in order without duplicates (a long jump must not
  // mount everything in between).
  const lo = Math.min(a0, b0);
  const hi = Math.max(a1, b1);
  for (let i = lo; i < hi; i++) if ((i >= a0 && i < a1) || (i >= b0 && i < b1)) out.push(i);
  return out;
}

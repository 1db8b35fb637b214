// Scroll-into-view for non-virtualised pages: the content moves by transform (no scroll events,
// no layout thrash), only as far as needed to show the focused element with a margin.

export interface ScrollInput {
  /** Current scroll offset of the content (px, >= 0). */
  offset: number;
  viewportSize: number;
  contentSize: number;
  /** Element start and size along the axis, relative to the content. */
  itemStart: number;
  itemSize: number;
  margin?: number;
}

export function scrollOffsetFor({ offset, viewportSize, contentSize, itemStart, itemSize, margin = 0 }: ScrollInput): number {
  const max = Math.max(0, contentSize - viewportSize);
  let next = offset;
  if (itemStart - margin < offset) next = itemStart - margin;
  else if (itemStart + itemSize + margin > offset + viewportSize) next = itemStart + itemSize + margin - viewportSize;
  return Math.min(Math.max(0, next), max);
}

/** Top of `node` relative to `ancestor` through the offsetParent chain (transform-independent). */
export function offsetTopWithin(node: HTMLElement, ancestor: HTMLElement): number {
  let top = 0;
  let el: HTMLElement | null = node;
  while (el && el !== ancestor) {
    top += el.offsetTop;
    el = el.offsetParent as HTMLElement | null;
  }
  return top;
}

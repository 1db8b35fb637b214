import { describe, expect, it } from 'vitest';
import { followFocus, gridMove, nearEnd, renderRange, visibleCount } from '@focus/virtual-window';
import { scrollOffsetFor } from '@focus/scroll-into-view';

describe('virtual window math', () => {
  it('counts whole visible items', () => {
    expect(visibleCount(1760, 320)).toBe(5);
    expect(visibleCount(100, 320)).toBe(1);
  });

  it('scrolls as little as needed to keep focus visible, without overscrolling the end', () => {
    expect(followFocus(0, 3, 5, 40)).toBe(0);
    expect(followFocus(0, 5, 5, 40)).toBe(1);
    expect(followFocus(10, 8, 5, 40)).toBe(8);
    expect(followFocus(0, 39, 5, 40)).toBe(35);
    expect(followFocus(0, 30, 5, 40, 'start')).toBe(30);
    expect(followFocus(0, 38, 5, 40, 'start')).toBe(35);
  });

  it('renders the visible slice plus a buffer, clamped to the list', () => {
    expect(renderRange(0, 5, 2, 40)).toEqual([0, 7]);
    expect(renderRange(16, 5, 2, 40)).toEqual([14, 23]);
    expect(renderRange(35, 5, 2, 40)).toEqual([33, 40]);
  });

  it('asks for more near the end', () => {
    expect(nearEnd(35, 40, 4)).toBe(false);
    expect(nearEnd(36, 40, 4)).toBe(true);
    expect(nearEnd(0, 0, 4)).toBe(false);
  });

  it('moves in a grid by columns and lands on the last item of a shorter last row', () => {
    expect(gridMove(0, 'left', 5, 12)).toBeNull();
    expect(gridMove(4, 'right', 5, 12)).toBeNull();
    expect(gridMove(6, 'up', 5, 12)).toBe(1);
    expect(gridMove(1, 'up', 5, 12)).toBeNull();
    expect(gridMove(2, 'down', 5, 12)).toBe(7);
    expect(gridMove(8, 'down', 5, 12)).toBe(11);
    expect(gridMove(11, 'down', 5, 12)).toBeNull();
    expect(gridMove(11, 'right', 5, 12)).toBeNull();
  });

  it('computes a scroll-into-view offset with a margin', () => {
    expect(scrollOffsetFor({ offset: 0, viewportSize: 1000, contentSize: 3000, itemStart: 1200, itemSize: 200, margin: 50 })).toBe(450);
    expect(scrollOffsetFor({ offset: 450, viewportSize: 1000, contentSize: 3000, itemStart: 100, itemSize: 200, margin: 50 })).toBe(50);
    expect(scrollOffsetFor({ offset: 0, viewportSize: 1000, contentSize: 3000, itemStart: 300, itemSize: 200 })).toBe(0);
    expect(scrollOffsetFor({ offset: 0, viewportSize: 1000, contentSize: 1100, itemStart: 1000, itemSize: 100, margin: 50 })).toBe(100);
  });
});

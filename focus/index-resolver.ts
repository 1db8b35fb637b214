// Index-based next-focus resolvers for rows, lists and grids. They replace norigin's geometry
// search inside virtualised containers: no layout reads per key press, which is what keeps a
// 20x40 home fast on a slow TV.
import type { FocusableComponent, NextFocusResolver } from '@noriginmedia/norigin-spatial-navigation';
import { gridMove } from './virtual-window';
import { itemKey } from './use-focus-item';

export function indexOfKey(sectionKey: string, focusKey: string): number {
  const prefix = `${sectionKey}/`;
  if (!focusKey.startsWith(prefix)) return -1;
  const n = Number(focusKey.slice(prefix.length));
  return Number.isInteger(n) ? n : -1;
}

function find(siblings: FocusableComponent[], key: string): FocusableComponent | null {
  for (const s of siblings) if (s.focusKey === key) return s;
  return null;
}

/** Row (horizontal) or list (vertical): moves by one along the axis; other directions bubble up. */
export function linearResolver(sectionKey: string, axis: 'horizontal' | 'vertical'): NextFocusResolver {
  const back = axis === 'horizontal' ? 'left' : 'up';
  const forward = axis === 'horizontal' ? 'right' : 'down';
  return (direction, focusKey, siblings) => {
    if (direction !== back && direction !== forward) return null;
    const i = indexOfKey(sectionKey, focusKey);
    if (i < 0) return null;
    return find(siblings, itemKey(sectionKey, direction === forward ? i + 1 : i - 1));
  };
}

export function gridResolver(sectionKey: string, columns: number, count: number): NextFocusResolver {
  return (direction, focusKey, siblings) => {
    const i = indexOfKey(sectionKey, focusKey);
    if (i < 0) return null;
    const next = gridMove(i, direction, columns, count);
    return next === null ? null : find(siblings, itemKey(sectionKey, next));
  };
}

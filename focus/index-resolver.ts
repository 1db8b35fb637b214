// Index-based next-focus resolvers for rows, lists and grids. They replace norigin's geometry
// search inside virtualised containers: no layout reads per key press, which is what keeps a
// 20x40 home fast on a slow TV. Focus keys carry data ids; the position lives only here, in
// the container's key list (index -> key) and its reverse map.
import type { FocusableComponent, NextFocusResolver } from '@noriginmedia/norigin-spatial-navigation';
import { gridMove } from './virtual-window';

/** A container's item keys in order and their positions. */
export interface CellIndex {
  readonly keys: readonly string[];
  indexOf(focusKey: string): number;
}

export function cellIndex(keys: readonly string[]): CellIndex {
  const pos = new Map<string, number>();
  keys.forEach((k, i) => pos.set(k, i));
  return { keys, indexOf: (k) => pos.get(k) ?? -1 };
}

function find(siblings: FocusableComponent[], key: string | undefined): FocusableComponent | null {
  if (key === undefined) return null;
  for (const s of siblings) if (s.focusKey === key) return s;
  return null;
}

/** Row (horizontal) or list (vertical): moves by one along the axis; other directions bubble up. */
export function linearResolver(cells: CellIndex, axis: 'horizontal' | 'vertical'): NextFocusResolver {
  const back = axis === 'horizontal' ? 'left' : 'up';
  const forward = axis === 'horizontal' ? 'right' : 'down';
  return (direction, focusKey, siblings) => {
    if (direction !== back && direction !== forward) return null;
    const i = cells.indexOf(focusKey);
    if (i < 0) return null;
    return find(siblings, cells.keys[direction === forward ? i + 1 : i - 1]);
  };
}

export function gridResolver(cells: CellIndex, columns: number): NextFocusResolver {
  return (direction, focusKey, siblings) => {
    const i = cells.indexOf(focusKey);
    if (i < 0) return null;
    const next = gridMove(i, direction, columns, cells.keys.length);
    return next === null ? null : find(siblings, cells.keys[next]);
  };
}

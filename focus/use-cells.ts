import { useMemo } from 'react';
import { cellIndex, type CellIndex } from './index-resolver';
import { cellKeys } from './focus-key-registry';
import { scopedKey, useFocusScope } from './focus-scope';

/** A virtualised container's scoped section key and its items' keys (from their data ids). */
export function useCells<T>(focusKey: string, items: readonly T[], itemId: (item: T, index: number) => string | number): { sectionKey: string; cells: CellIndex } {
  const sectionKey = scopedKey(useFocusScope(), focusKey);
  const cells = useMemo(() => cellIndex(cellKeys(sectionKey, items, itemId)), [sectionKey, items, itemId]);
  return { sectionKey, cells };
}

import { useMemo } from 'react';
import { cellIndex, type CellIndex } from './index-resolver';
import { cellKeys } from './focus-key-registry';
import { scopedKey, useFocusScope } from './focus-scope';
import { recallFocus } from './section-memory';

/** A virtualised container's scoped section key and its items' keys (from their data ids). */
export function useCells<T>(focusKey: string, items: readonly T[], itemId: (item: T, index: number) => string | number): { sectionKey: string; cells: CellIndex } {
  const sectionKey = scopedKey(useFocusScope(), focusKey);
  const cells = useMemo(() => cellIndex(cellKeys(sectionKey, items, itemId)), [sectionKey, items, itemId]);
  return { sectionKey, cells };
}

/**
 * Where the section's remembered child is now: found by its key, so a list that reordered since
 * (a conversation that moved to the top) renders and focuses the same item, not the one now at
 * its old position. The remembered position is the fallback while the item's page has not loaded.
 */
export function rememberedIndex(sectionKey: string, cells: CellIndex): number | undefined {
  const memory = recallFocus(sectionKey);
  if (!memory) return undefined;
  const at = cells.indexOf(memory.focusKey);
  return at >= 0 ? at : memory.index;
}

import { createContext, useContext } from 'react';
import { rememberFocus } from './section-memory';

/** The chain of enclosing sections, nearest first, so a focused leaf can update every memory on its path. */
export interface SectionInfo {
  key: string;
  /** This section's position inside its parent section (rows in a row list). */
  index?: number;
  parent: SectionInfo | null;
  /** Lets a virtualised container follow the focused child (index may be undefined). */
  onChildFocus?: (index: number | undefined, focusKey: string) => void;
}

export const SectionContext = createContext<SectionInfo | null>(null);

export function useSection(): SectionInfo | null {
  return useContext(SectionContext);
}

/**
 * Records `leafKey` (at `index`) as the last focused child of each section up the chain, and
 * tells each section which of its children now holds focus (virtualised lists scroll to it).
 */
export function recordFocusPath(section: SectionInfo | null, leafKey: string, index?: number): void {
  let childKey = leafKey;
  let childIndex = index;
  for (let s = section; s; s = s.parent) {
    rememberFocus(s.key, { focusKey: childKey, index: childIndex });
    s.onChildFocus?.(childIndex, childKey);
    childKey = s.key;
    childIndex = s.index;
  }
}

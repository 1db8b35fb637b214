// Last focused child per section, kept in a module-level map so it survives unmount and Back
// (Enact Spotlight's enterTo: 'last-focused'). norigin's own lastFocusedChildKey dies with the
// component; this one does not.

export interface SectionMemoryEntry {
  /** norigin focus key of the child that last held focus. */
  focusKey: string;
  /** Its position, for virtualised lists that must render it before focusing it. */
  index?: number;
}

const memory = new Map<string, SectionMemoryEntry>();

export function rememberFocus(sectionKey: string, entry: SectionMemoryEntry): void {
  memory.set(sectionKey, entry);
}

export function recallFocus(sectionKey: string): SectionMemoryEntry | undefined {
  return memory.get(sectionKey);
}

/** Drops a page instance's memory: its scope key and every key under it. */
export function forgetScope(scope: string): void {
  Array.from(memory.keys()).forEach((k) => {
    if (k === scope || k.startsWith(`${scope}/`)) memory.delete(k);
  });
}

export function clearSectionMemory(): void {
  memory.clear();
}

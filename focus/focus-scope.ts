// Focus keys are built from data ids and scoped to the page instance that renders them, so two
// instances of one page (two /watch entries in history, two kept-alive pages showing the same
// control) never share a key or a section memory. The page frame provides the scope; sections
// and items inside it prefix their keys with it.
import { createContext, useCallback, useContext } from 'react';
import { setFocus } from '@noriginmedia/norigin-spatial-navigation';

/** Key prefix of the enclosing page instance ('' outside any page: the shell's own menu). */
export const FocusScopeContext = createContext('');

/**
 * The focus key a virtualised container gave the cell being rendered (its section key plus the
 * item's data id). A focus item inside the cell takes it, so item components never rebuild it
 * from their position. Sections reset it for their children.
 */
export const FocusCellContext = createContext<string | null>(null);

export function useFocusScope(): string {
  return useContext(FocusScopeContext);
}

/** `local` under `scope`; idempotent, so a key that is already scoped passes unchanged. */
export function scopedKey(scope: string, local: string): string {
  if (!scope || local === scope || local.startsWith(`${scope}/`)) return local;
  return `${scope}/${local}`;
}

/** Scopes keys for imperative calls (focusKey(key('watch/controls'))) from inside a page. */
export function useScopedKey(): (local: string) => string {
  const scope = useFocusScope();
  return useCallback((local: string) => scopedKey(scope, local), [scope]);
}

/** The key of the child with data id `id` of a section. */
export function itemKey(sectionKey: string, id: string | number): string {
  return `${sectionKey}/${id}`;
}

/** Moves focus to a key of this page (scoped like the sections and items that declare it). */
export function useFocusTo(): (local: string) => Promise<void> {
  const scope = useFocusScope();
  return useCallback((local: string) => setFocus(scopedKey(scope, local)), [scope]);
}

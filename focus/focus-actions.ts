// Thin wrappers so layouts never import norigin directly.
import { getCurrentFocusKey, setFocus, doesFocusableExist } from '@noriginmedia/norigin-spatial-navigation';

export function focusKey(key: string): Promise<void> {
  return setFocus(key);
}

export function currentFocusKey(): string {
  return getCurrentFocusKey();
}

export function focusExists(key: string): boolean {
  return doesFocusableExist(key);
}


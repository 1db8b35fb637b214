// Recent search keywords, newest first, kept on the device.
import { localGetJson, localSetJson } from '@src/lib/storage';

export const SEARCH_HISTORY_KEY = 'searchHistory';
export const SEARCH_HISTORY_MAX = 10;

export function readSearchHistory(): string[] {
  const v = localGetJson<unknown>(SEARCH_HISTORY_KEY, []);
  return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string').slice(0, SEARCH_HISTORY_MAX) : [];
}

export function addSearchHistory(keyword: string, list: readonly string[] = readSearchHistory()): string[] {
  const k = keyword.trim();
  if (!k) return [...list];
  const next = [k, ...list.filter((x) => x !== k)].slice(0, SEARCH_HISTORY_MAX);
  localSetJson(SEARCH_HISTORY_KEY, next);
  return next;
}

export function clearSearchHistory(): void {
  localSetJson(SEARCH_HISTORY_KEY, undefined);
}

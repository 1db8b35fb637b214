// Which layout to boot. TV devices get the remote-driven layout, everything else the touch
// one; `?layout=tv|mobile` overrides it for the rest of the session (kept in sessionStorage).
import { sessionGet, sessionSet } from '../lib/storage';
import { currentPlatform, type Platform } from './detect';

export type LayoutKind = 'tv' | 'mobile';
export const LAYOUT_OVERRIDE_KEY = 'layout';

const isLayout = (v: unknown): v is LayoutKind => v === 'tv' || v === 'mobile';

export function chooseLayout(search: string = typeof location !== 'undefined' ? location.search : '', platform: Platform = currentPlatform()): LayoutKind {
  const q = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search).get('layout');
  if (isLayout(q)) {
    sessionSet(LAYOUT_OVERRIDE_KEY, q);
    return q;
  }
  const stored = sessionGet(LAYOUT_OVERRIDE_KEY);
  if (isLayout(stored)) return stored;
  return platform.tv ? 'tv' : 'mobile';
}

/** Boot writes its choice on <html> (data-layout), where currentLayout() finds it. */
export function markBootedLayout(kind: LayoutKind): void {
  document.documentElement.dataset.layout = kind;
}

/**
 * The client's one answer to "is this a TV?": the layout this page booted (the platform's
 * `tv` and the ?layout= override, decided once by chooseLayout), or, before boot, the choice
 * boot will make.
 */
export function currentLayout(): LayoutKind {
  const booted = typeof document !== 'undefined' ? document.documentElement.dataset.layout : undefined;
  return isLayout(booted) ? booted : chooseLayout();
}

export const isTvLayout = (): boolean => currentLayout() === 'tv';

import { createContext, useContext, useEffect, useRef } from 'react';
import { currentFocusKey, focusExists, focusKey } from '@focus/focus-actions';
import { presetFocus } from '@focus/initial-focus';
import type { RouteName } from '@src/routes/table';

export interface PageInfo {
  name: RouteName;
  /** Focus section key of the page root, also the focus scope of its keys (focus/page-scope.ts). */
  sectionKey: string;
  /** False while a kept-alive page is hidden behind another page. */
  active: boolean;
}

export const PageContext = createContext<PageInfo>({ name: 'NotFound', sectionKey: 'page:NotFound', active: true });

export function usePage(): PageInfo {
  return useContext(PageContext);
}

function focusIsNowhere(sectionKey: string): boolean {
  const cur = currentFocusKey();
  return !cur || cur === sectionKey || !focusExists(cur);
}

/**
 * Pages call this when their focusable content exists (data loaded). If focus is nowhere
 * useful (nothing, the bare page section, or a key that vanished) it enters the page, landing
 * on the remembered child.
 *
 * A page that knows the key focus will land on (`initialKey`, e.g. the home's first poster when
 * nothing is remembered) presets it while rendering that content, so the focused item shows in
 * the content's first frame instead of one commit later (focus/initial-focus.ts).
 */
export function usePageReady(ready: boolean, initialKey?: string | null): void {
  const { active, sectionKey } = usePage();
  const preset = useRef(false);
  if (ready && active && initialKey && !preset.current && focusIsNowhere(sectionKey)) {
    preset.current = true;
    presetFocus(initialKey);
  }
  useEffect(() => {
    if (!active || !ready) return;
    if (focusIsNowhere(sectionKey)) void focusKey(sectionKey);
  }, [active, ready, sectionKey]);
}

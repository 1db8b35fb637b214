import { createContext, useContext, useEffect } from 'react';
import { currentFocusKey, focusExists, focusKey } from '@focus/focus-actions';
import type { RouteName } from '@src/routes/table';

export interface PageInfo {
  name: RouteName;
  /** Focus section key of the page root. */
  sectionKey: string;
  /** False while a kept-alive page is hidden behind another page. */
  active: boolean;
}

export const PageContext = createContext<PageInfo>({ name: 'NotFound', sectionKey: 'page:NotFound', active: true });

export function usePage(): PageInfo {
  return useContext(PageContext);
}

export function pageSectionKey(name: RouteName): string {
  return `page:${name}`;
}

/**
 * Pages call this when their focusable content exists (data loaded). If focus is nowhere
 * useful (nothing, the bare page section, or a key that vanished) it enters the page, landing
 * on the remembered child.
 */
export function usePageReady(ready: boolean): void {
  const { active, sectionKey } = usePage();
  useEffect(() => {
    if (!active || !ready) return;
    const cur = currentFocusKey();
    if (!cur || cur === sectionKey || !focusExists(cur)) void focusKey(sectionKey);
  }, [active, ready, sectionKey]);
}

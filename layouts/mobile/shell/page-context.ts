import { createContext, useContext } from 'react';

export interface PageContextValue {
  /** Route name of the page (also its data-page value and scroll-registry key). */
  name: string;
  /** False while a kept-alive page is hidden behind another route. */
  active: boolean;
}

export const PageContext = createContext<PageContextValue>({ name: '', active: true });

export const usePageContext = () => useContext(PageContext);
export const usePageActive = () => useContext(PageContext).active;

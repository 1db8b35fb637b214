import { createContext, useContext } from 'react';

/** Provided by a scroll pane; a focused element asks it to bring `node` into view. */
export type RevealFn = (node: HTMLElement) => void;

export const ScrollContext = createContext<RevealFn | null>(null);

export function useReveal(): RevealFn | null {
  return useContext(ScrollContext);
}

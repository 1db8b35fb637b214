// The TV layout's router: react-router-dom's BrowserRouter, or its HashRouter in a hash-mode
// build (src/routes/router-mode.ts). No route tree: the shell matches the route table itself
// (src/routes/match.ts) because its page host keeps pages alive by name.
// Updates are synchronous (useTransitions={false}), as a key press expects: a transition would
// let React yield before the next page and its focus are on screen.
import type { ReactNode } from 'react';
import { BrowserRouter, HashRouter } from 'react-router-dom';
import { ROUTER_MODE } from '@src/routes/router-mode';

const Router = ROUTER_MODE === 'hash' ? HashRouter : BrowserRouter;

export function TvRouter({ children }: { children: ReactNode }) {
  return <Router useTransitions={false}>{children}</Router>;
}

// The small history router (a stand-in for react-router-dom where only BrowserRouter and the
// basic hooks are used, e.g. the TV layout): see router.tsx.
export { BrowserRouter, HistoryRouter, Link, MemoryRouter, Navigate, useLocation, useNavigate, useSearchParams } from './router';
export type { HistoryRouterProps, LinkProps, MemoryRouterProps, NavigateFunction, NavigateOptions, NavigateProps, SearchParamsInit, SetSearchParams } from './router';
export { createBrowserHistory, type Action, type BrowserHistory, type Location } from './history';
export { createMemoryHistory, type MemoryHistoryOptions } from './memory-history';
export { createPath, parsePath, resolveTo, type Path, type To } from './path';

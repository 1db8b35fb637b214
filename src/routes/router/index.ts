// The small history router (a stand-in for react-router-dom where only BrowserRouter and the
// basic hooks are used, e.g. the TV layout): see router.tsx.
export { HistoryRouter, Link, MemoryRouter, Navigate, useLocation, useNavigate, useSearchParams } from './router';
export type { NavigateFunction } from './router';
export { createBrowserHistory, type Location } from './history';
export { createMemoryHistory } from './memory-history';
export { createPath, parsePath, resolveTo } from './path';

// The small history router: a provider over window.history and the hooks the layouts use, with
// react-router-dom's names and meanings (useNavigate, useLocation, useSearchParams, Navigate,
// Link). The layouts match routes themselves (src/routes/match.ts), so no route tree is needed.
import {
  createContext,
  forwardRef,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type AnchorHTMLAttributes,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { createBrowserHistory, type BrowserHistory, type Location } from './history';
import { createMemoryHistory, type MemoryHistoryOptions } from './memory-history';
import type { To } from './path';

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

export interface NavigateFunction {
  (to: To, options?: NavigateOptions): void;
  /** Steps through history: -1 is Back. */
  (delta: number): void;
}

const HistoryContext = createContext<BrowserHistory | null>(null);
const LocationContext = createContext<Location | null>(null);

function useHistory(hook: string): BrowserHistory {
  const history = useContext(HistoryContext);
  if (!history) throw new Error(`${hook}() may be used only inside <HistoryRouter>`);
  return history;
}

export interface HistoryRouterProps {
  children?: ReactNode;
  /** For tests: a history of one's own (default: the window's). */
  history?: BrowserHistory;
}

export function HistoryRouter({ children, history: given }: HistoryRouterProps) {
  const [history] = useState(() => given ?? createBrowserHistory());
  const subscribe = useCallback((cb: () => void) => history.listen(cb), [history]);
  const location = useSyncExternalStore(subscribe, () => history.location, () => history.location);
  return (
    <HistoryContext.Provider value={history}>
      <LocationContext.Provider value={location}>{children}</LocationContext.Provider>
    </HistoryContext.Provider>
  );
}

export interface MemoryRouterProps extends MemoryHistoryOptions {
  children?: ReactNode;
}

/** A router over an in-memory history (tests), like react-router-dom's MemoryRouter. */
export function MemoryRouter({ children, initialEntries, initialIndex }: MemoryRouterProps) {
  const [history] = useState(() => createMemoryHistory({ initialEntries, initialIndex }));
  return <HistoryRouter history={history}>{children}</HistoryRouter>;
}


export function useLocation(): Location {
  const location = useContext(LocationContext);
  if (!location) throw new Error('useLocation() may be used only inside <HistoryRouter>');
  return location;
}

/** A stable function (its identity never changes), resolving relative targets when called. */
export function useNavigate(): NavigateFunction {
  const history = useHistory('useNavigate');
  return useMemo(() => {
    const navigate = (to: To | number, options: NavigateOptions = {}) => {
      if (typeof to === 'number') {
        history.go(to);
        return;
      }
      if (options.replace) history.replace(to, options.state);
      else history.push(to, options.state);
    };
    return navigate as NavigateFunction;
  }, [history]);
}

export type SearchParamsInit = string | URLSearchParams | Record<string, string | string[]> | [string, string][];
export type SetSearchParams = (next: SearchParamsInit | ((prev: URLSearchParams) => SearchParamsInit), options?: NavigateOptions) => void;

function toSearchParams(init: SearchParamsInit): URLSearchParams {
  if (typeof init === 'string' || init instanceof URLSearchParams || Array.isArray(init)) return new URLSearchParams(init);
  const out = new URLSearchParams();
  for (const [k, v] of Object.entries(init)) {
    if (Array.isArray(v)) v.forEach((x) => out.append(k, x));
    else out.append(k, v);
  }
  return out;
}

/** The query of the current location and a setter that navigates (push unless replace). */
export function useSearchParams(defaults?: SearchParamsInit): [URLSearchParams, SetSearchParams] {
  const { search } = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => {
    const p = new URLSearchParams(search);
    if (defaults) {
      for (const [k, v] of toSearchParams(defaults)) if (!p.has(k)) p.append(k, v);
    }
    return p;
    // defaults are read once per search, as react-router does
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [search]);
  const set = useCallback<SetSearchParams>(
    (next, options) => {
      const value = typeof next === 'function' ? next(new URLSearchParams(params)) : next;
      const qs = toSearchParams(value).toString();
      navigate({ search: qs ? `?${qs}` : '' }, options);
    },
    [navigate, params],
  );
  return [params, set];
}

export interface NavigateProps {
  to: To;
  replace?: boolean;
  state?: unknown;
}

/** Navigates once mounted (a redirect rendered by a page). */
export function Navigate({ to, replace, state }: NavigateProps) {
  const navigate = useNavigate();
  const target = typeof to === 'string' ? to : JSON.stringify(to);
  useEffect(() => {
    navigate(to, { replace, state });
    // one navigation per target
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [target]);
  return null;
}

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: To;
  replace?: boolean;
  state?: unknown;
}

function isPlainLeftClick(e: MouseEvent<HTMLAnchorElement>, target?: string): boolean {
  return e.button === 0 && !e.metaKey && !e.altKey && !e.ctrlKey && !e.shiftKey && (!target || target === '_self');
}

/** An <a> with a real href; a plain left click navigates in the app instead of loading. */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link({ to, replace, state, onClick, target, ...rest }, ref) {
  const history = useHistory('Link');
  useLocation(); // re-render on navigation so relative hrefs stay right
  const href = history.createHref(to);
  const handle = (e: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(e);
    if (e.defaultPrevented || !isPlainLeftClick(e, target)) return;
    e.preventDefault();
    if (replace) history.replace(to, state);
    else history.push(to, state);
  };
  return <a {...rest} ref={ref} href={href} target={target} onClick={handle} />;
});

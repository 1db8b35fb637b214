// One navigate function for the whole TV layout whose identity never changes. react-router's
// useNavigate (outside a data router) reads the location, so every component that calls it
// renders again on each navigation: every poster of every kept-alive page included. TV views
// take this one instead. The shell, which renders on each navigation anyway, provides it and
// keeps it pointed at the router's latest; it also serves the request layer's redirect to
// login (ret 201), so that goes through the router in both history modes.
import { createContext, useContext, useEffect, useLayoutEffect, useMemo, useRef, type ReactNode } from 'react';
import { useLocation, useNavigate, type NavigateFunction, type NavigateOptions, type To } from 'react-router-dom';
import { leaveGuardFor } from '@src/lib/leave-guards';
import { bindRequestNavigator } from '@src/stores/request-port';

const StableNavigate = createContext<NavigateFunction | null>(null);

/** The pathname a navigation goes to (a relative or query-only target stays on `from`). */
export function targetPathname(to: To, from: string): string {
  if (typeof to !== 'string') return to.pathname || from;
  const path = to.split(/[?#]/)[0];
  return path ? new URL(path, `http://tv${from}`).pathname : from;
}

export function TvNavigation({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const latest = useRef({ navigate, pathname });
  useLayoutEffect(() => {
    latest.current = { navigate, pathname };
  });
  const stable = useMemo(
    () =>
      ((to: To | number, options?: NavigateOptions) => {
        if (typeof to === 'number') return latest.current.navigate(to);
        // A page that asks before it is left (the /openVip return confirmation) is asked first.
        const from = latest.current.pathname;
        const guard = leaveGuardFor(from, targetPathname(to, from));
        if (!guard) return latest.current.navigate(to, options);
        void guard.ask().then((leave) => {
          if (leave) void latest.current.navigate(to, options);
        });
        return undefined;
      }) as NavigateFunction,
    [],
  );
  useEffect(() => bindRequestNavigator((to, opts) => void stable(to, opts)), [stable]);
  return <StableNavigate.Provider value={stable}>{children}</StableNavigate.Provider>;
}

/** react-router's navigate with a stable identity (see above); inside the TV shell only. */
export function useTvNavigate(): NavigateFunction {
  const navigate = useContext(StableNavigate);
  if (!navigate) throw new Error('useTvNavigate() may be used only inside <TvNavigation> (the TV shell)');
  return navigate;
}

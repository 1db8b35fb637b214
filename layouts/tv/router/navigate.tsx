// One navigate function for the whole TV layout whose identity never changes. react-router's
// useNavigate (outside a data router) reads the location, so every component that calls it
// renders again on each navigation: every poster of every kept-alive page included. TV views
// take this one instead. The shell, which renders on each navigation anyway, provides it and
// keeps it pointed at the router's latest; it also serves the request layer's redirect to
// login (ret 201), so that goes through the router in both history modes.
import { createContext, useContext, useEffect, useLayoutEffect, useMemo, useRef, type ReactNode } from 'react';
import { useNavigate, type NavigateFunction, type NavigateOptions, type To } from 'react-router-dom';
import { bindRequestNavigator } from '@src/stores/request-port';

const StableNavigate = createContext<NavigateFunction | null>(null);

export function TvNavigation({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const latest = useRef(navigate);
  useLayoutEffect(() => {
    latest.current = navigate;
  });
  const stable = useMemo(
    () => ((to: To | number, options?: NavigateOptions) => (typeof to === 'number' ? latest.current(to) : latest.current(to, options))) as NavigateFunction,
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

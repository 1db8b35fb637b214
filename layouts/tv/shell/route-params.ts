import { createContext, useContext } from 'react';

/** Params of the current route (we match routes ourselves for keep-alive, so not useParams). */
export const RouteParamsContext = createContext<Readonly<Record<string, string>>>({});

export function useRouteParams(): Readonly<Record<string, string>> {
  return useContext(RouteParamsContext);
}

import type { RouteName } from '@src/routes';

/** Carried on every route object so the shell knows which table entry is showing. */
export interface RouteHandle {
  name: RouteName;
}

export function handleName(handle: unknown): RouteName | null {
  const name = (handle as Partial<RouteHandle> | null | undefined)?.name;
  return typeof name === 'string' ? (name as RouteName) : null;
}

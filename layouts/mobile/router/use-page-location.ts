// The address a kept-alive page reads. The router's location is app-wide, so a hidden kept page
// would read every later address and act on another page's query (a kept pay page would load,
// poll or announce the order of a page it is not): while hidden it keeps the one it was last
// shown under.
import { useRef } from 'react';
import { useLocation, type Location } from 'react-router-dom';
import { usePageActive } from '../shell/page-context';

export function usePageLocation(): Location {
  const live = useLocation();
  const active = usePageActive();
  const shown = useRef(live);
  if (active) shown.current = live;
  return shown.current;
}

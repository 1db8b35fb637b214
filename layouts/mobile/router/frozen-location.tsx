// A hidden kept page keeps seeing the address it was last shown under. Without this it would
// read every later address (the location context is app-wide) and act on another page's query:
// a kept pay page would load, poll or announce the order of a page it is not.
import { useContext, useRef, type ReactNode } from 'react';
import { UNSAFE_LocationContext as LocationContext } from 'react-router-dom';

export function FrozenLocation({ active, children }: { active: boolean; children: ReactNode }) {
  const live = useContext(LocationContext);
  const shown = useRef(live);
  if (active) shown.current = live;
  return <LocationContext.Provider value={shown.current}>{children}</LocationContext.Provider>;
}

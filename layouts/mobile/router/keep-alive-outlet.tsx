import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation, useMatches, useNavigationType, useOutlet } from 'react-router-dom';
import { ROUTE_BY_NAME, type RouteName } from '@src/routes';
import { KeptVisits, keptAfter, stableIdentity, visitAddress } from '@src/routes/keep-alive';
import { historyIndex, slideDirection, type SlideDirection, type TransitionEnd } from '../shell/transition';
import { handleName } from './route-handle';
import { PagePane } from './page-pane';

/**
 * Renders the current page, plus the pages the keep-alive policy keeps (src/routes/keep-alive.ts:
 * the include list once visited, /openVip on the way to its follow-up pages): those stay
 * mounted but hidden, so they keep their state and scroll position when the user comes back.
 */
export function KeepAliveOutlet() {
  const outlet = useOutlet();
  const matches = useMatches();
  const location = useLocation();
  const name: RouteName = handleName(matches[matches.length - 1]?.handle) ?? 'NotFound';
  const def = ROUTE_BY_NAME[name];
  const cache = useRef(new Map<RouteName, ReactNode>());
  const keptNames = useRef<RouteName[]>([]);
  const last = useRef<{ key: string; name: RouteName } | null>(null);
  const visits = useRef(new KeptVisits());
  const navigationType = useNavigationType();
  if (last.current?.key !== location.key) {
    // The policy of src/routes/keep-alive.ts, shared with the TV layout.
    keptNames.current = keptAfter(keptNames.current, last.current?.name ?? null, name);
    last.current = { key: location.key, name };
    // Reached by Back the kept page comes back as left; anew with other parameters it is rebuilt
    // (a new generation keys its pane, so it remounts with fresh state and scroll).
    visits.current.visit({ targetPage: name, isFallBack: navigationType === 'POP', address: visitAddress(location.pathname, location.search) }, keptNames.current);
    for (const cached of [...cache.current.keys()]) if (cached !== name && !keptNames.current.includes(cached)) cache.current.delete(cached);
  }
  const kept = stableIdentity(keptNames.current, name);
  // Idempotent: always the latest element of the active kept page; hidden ones keep theirs.
  if (kept) cache.current.set(name, outlet);

  const slide = useSlide(location.key, def.root === true);

  const panes: ReactNode[] = [];
  for (const [cachedName, element] of cache.current) {
    const active = kept && cachedName === name;
    panes.push(
      <PagePane key={`keep:${cachedName}:${visits.current.generation(cachedName)}`} name={cachedName} active={active} slide={active ? slide : 'none'}>
        {element}
      </PagePane>,
    );
  }
  if (!kept) {
    panes.push(
      <PagePane key={`page:${name}:${location.pathname}${location.search}`} name={name} active slide={slide}>
        {outlet}
      </PagePane>,
    );
  }
  return <>{panes}</>;
}

function useSlide(locationKey: string, root: boolean): SlideDirection {
  const prev = useRef<(TransitionEnd & { key: string }) | null>(null);
  const [dir, setDir] = useState<SlideDirection>('none');
  useLayoutEffect(() => {
    if (prev.current?.key === locationKey) return;
    const to = { index: historyIndex(), root, key: locationKey };
    setDir(slideDirection(prev.current, to));
    prev.current = to;
  }, [locationKey, root]);
  return dir;
}

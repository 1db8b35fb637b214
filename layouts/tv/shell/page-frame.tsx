// One page on screen: its focus section (non-focusable while hidden, so kept-alive pages never
// catch spatial navigation), the data-page attribute, the title and focus on show.
import { Suspense, useEffect, useMemo, type ReactNode } from 'react';
import { FocusSection } from '@focus/focus-section';
import { useFocusOnShow } from '@focus/use-focus-on-show';
import { FocusScopeContext } from '@focus/focus-scope';
import { pageFocusScope, usePageFocusMemory } from '@focus/page-scope';
import { ROUTE_BY_NAME, type RouteName } from '@src/routes/table';
import { pageTitle } from '@src/routes/title';
import { applyPageMeta } from '@src/lib/page-meta';
import { tKey, useLang } from '@src/i18n';
import { PageContext, type PageInfo } from './page-context';
import { LoadingBlock } from '../components/loading-block';
import { usePageChunk, type LazyPage } from '@src/lib/lazy-page';
import { missingNeed } from '@src/routes/needs';
import { BadAddress } from '../components/bad-address';
import { usePageLocation } from './use-page-location';

export interface PageFrameProps {
  name: RouteName;
  active: boolean;
  /** The history entry (location key) of a page that is not kept alive: its focus scope. */
  instance?: string;
  /** The route's page (PageHost); or give the page element as children. */
  page?: LazyPage;
  children?: ReactNode;
}

export function PageFrame({ name, active, instance, page: Page, children }: PageFrameProps) {
  const renderPage = usePageChunk(Page);
  const keepAlive = ROUTE_BY_NAME[name].keepAlive === true;
  const sectionKey = pageFocusScope(name, keepAlive ? undefined : instance);
  usePageFocusMemory(sectionKey, keepAlive);
  const info = useMemo<PageInfo>(() => ({ name, sectionKey, active }), [name, sectionKey, active]);
  const lang = useLang();
  // Set once the page's chunk is in: route titles are page texts (src/i18n), which load with it.
  useEffect(() => {
    const route = ROUTE_BY_NAME[name];
    if (active && renderPage && !route.noAutoTitle) applyPageMeta(pageTitle(route, tKey));
  }, [active, renderPage, name, lang]);
  useFocusOnShow(sectionKey, active);
  return (
    <PageContext.Provider value={info}>
      <PageBody name={name} sectionKey={sectionKey} active={active}>
        {!renderPage ? <LoadingBlock /> : Page ? <Page /> : children}
      </PageBody>
    </PageContext.Provider>
  );
}

/** The page's section; an address missing the page's parameter shows what is wrong instead. */
function PageBody({ name, sectionKey, active, children }: { name: RouteName; sectionKey: string; active: boolean; children: ReactNode }) {
  const missing = missingNeed(ROUTE_BY_NAME[name], usePageLocation().search);
  return (
    <FocusSection
      focusKey={sectionKey}
      focusable={active}
      className={active ? 'tv-page' : 'tv-page tv-page-hidden'}
      attrs={{ 'data-page': name, 'aria-hidden': active ? undefined : 'true' }}
    >
      <FocusScopeContext.Provider value={sectionKey}>
        <Suspense fallback={<LoadingBlock />}>{missing ? <BadAddress kind="missing" /> : children}</Suspense>
      </FocusScopeContext.Provider>
    </FocusSection>
  );
}

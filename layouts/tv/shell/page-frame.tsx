// One page on screen: its focus section (non-focusable while hidden, so kept-alive pages never
// catch spatial navigation), the data-page attribute, the title and focus on show.
import { Suspense, useEffect, useMemo, type ReactNode } from 'react';
import { FocusSection } from '@focus/focus-section';
import { useFocusOnShow } from '@focus/use-focus-on-show';
import { ROUTE_BY_NAME, type RouteName } from '@src/routes/table';
import { pageTitle } from '@src/routes/title';
import { tKey, useLang } from '@src/i18n';
import { PageContext, pageSectionKey, type PageInfo } from './page-context';
import { LoadingBlock } from '../components/loading-block';

export function PageFrame({ name, active, children }: { name: RouteName; active: boolean; children: ReactNode }) {
  const sectionKey = pageSectionKey(name);
  const info = useMemo<PageInfo>(() => ({ name, sectionKey, active }), [name, sectionKey, active]);
  const lang = useLang();
  useEffect(() => {
    const route = ROUTE_BY_NAME[name];
    if (active && !route.noAutoTitle) document.title = pageTitle(route, tKey);
  }, [active, name, lang]);
  useFocusOnShow(sectionKey, active);
  return (
    <PageContext.Provider value={info}>
      <FocusSection
        focusKey={sectionKey}
        focusable={active}
        className={active ? 'tv-page' : 'tv-page tv-page-hidden'}
        attrs={{ 'data-page': name, 'aria-hidden': active ? undefined : 'true' }}
      >
        <Suspense fallback={<LoadingBlock />}>{children}</Suspense>
      </FocusSection>
    </PageContext.Provider>
  );
}

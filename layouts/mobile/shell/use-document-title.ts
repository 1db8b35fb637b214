import { useEffect } from 'react';
import { pageTitle, type RouteDef } from '@src/routes';
import { tKey, useLang } from '@src/i18n';
import { usePageChunk } from '@src/lib/lazy-page';
import { PAGE_MAP } from '../page-map';

/**
 * Route-table titles ("<page>-<site>"); pages flagged noAutoTitle set their own. Set once the
 * page's chunk is in: route titles are page texts (src/i18n), which load with it.
 */
export function useDocumentTitle(route: RouteDef) {
  const lang = useLang();
  const ready = usePageChunk(PAGE_MAP[route.name]);
  useEffect(() => {
    if (route.noAutoTitle || !ready) return;
    document.title = pageTitle(route, tKey);
  }, [route, ready, lang]);
}

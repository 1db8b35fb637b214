import { useEffect } from 'react';
import { pageTitle, type RouteDef } from '@src/routes';
import { tKey, useLang } from '@src/i18n';

/** Route-table titles ("<page>-<site>"); pages flagged noAutoTitle set their own. */
export function useDocumentTitle(route: RouteDef) {
  const lang = useLang();
  useEffect(() => {
    if (route.noAutoTitle) return;
    document.title = pageTitle(route, tKey);
  }, [route, lang]);
}

import { useEffect } from 'react';
import { pageTitle, type RouteDef } from '@src/routes';
import { ensurePageTexts, tKey, useLang } from '@src/i18n';
import { applyPageMeta } from '@src/lib/page-meta';

/**
 * Route-table titles ("<page>-<site>"); pages flagged noAutoTitle set their own. Route titles
 * are page texts (src/i18n), which may still be on their way when a first page opens; the
 * home's title is first-screen text and is set at once.
 */
export function useDocumentTitle(route: RouteDef) {
  const lang = useLang();
  useEffect(() => {
    if (route.noAutoTitle) return;
    if (route.name === 'Home') {
      applyPageMeta(pageTitle(route, tKey));
      return;
    }
    let live = true;
    ensurePageTexts().then(
      () => {
        if (live) applyPageMeta(pageTitle(route, tKey));
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [route, lang]);
}

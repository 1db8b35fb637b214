// The help detail and deal pages are flagged noAutoTitle: their document title comes from the
// article (spec 002 §2), with the site title after it (spec 002 §9).
import { useEffect } from 'react';
import { t } from '@src/i18n';
import { pageTitle } from '@src/routes/title';
import { applyPageMeta } from '@src/lib/page-meta';

export function useArticleDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    if (title) applyPageMeta(pageTitle({ name: 'HelpDetail', titleKey: 'routes.helpDetail' }, t, title));
  }, [title]);
}

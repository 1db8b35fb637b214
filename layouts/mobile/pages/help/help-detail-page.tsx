// One help article on the phone (spec 002 §2): title and sanitised HTML body, article 70 titled
// as the agreement, the document title from the article, the empty state for a missing id.
// Also the touch version of /tvdeal (the agreement when no id is given).
import { useLocation } from 'react-router-dom';
import { AGREEMENT_ID, articleIdFrom, useArticleDocumentTitle, useHelpArticle, useSafeHtml } from '@src/features/help';
import { Page } from '../../components/page/page';
import { ScrollArea } from '../../components/scroll-area/scroll-area';
import { LoadingWrapper } from '../../components/loading/loading-wrapper';
import { EmptyState } from '../../components/empty-state/empty-state';
import { usePageContext } from '../../shell/page-context';
import { useMt } from '../../text';
import './help.css';

export default function HelpDetailPage() {
  const t = useMt();
  const { search } = useLocation();
  const { name } = usePageContext();
  const q = new URLSearchParams(search);
  const id = articleIdFrom(q.get('id')) ?? (name === 'TvDeal' && !q.has('id') ? AGREEMENT_ID : null);
  const article = useHelpArticle(id);
  const html = useSafeHtml(article.data?.contxt);
  useArticleDocumentTitle(article.data?.title);
  const title = article.data?.title ?? t('routes.helpDetail');
  return (
    <Page nav={q.has('hideNavBar') ? undefined : { title }} className="m-help">
      <ScrollArea>
        {id === null ? (
          <EmptyState text={t('help.noArticle')} subText={t('help.noArticleSub')} />
        ) : (
          <LoadingWrapper status={article.status} onRefresh={article.reload} emptyText={t('help.noArticle')} emptySubText={t('help.noArticleSub')}>
            <article className="m-help-article" data-testid="help-article">
              <h1 className="m-help-article-title" data-testid="help-article-title">{article.data?.title}</h1>
              {html === null ? null : <div className="m-help-article-body help-html" data-testid="help-article-body" dangerouslySetInnerHTML={{ __html: html }} />}
            </article>
          </LoadingWrapper>
        )}
      </ScrollArea>
    </Page>
  );
}

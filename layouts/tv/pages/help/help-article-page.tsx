// One article on TV: /helpDetail?id= and the deal page /tvdeal?id= (the agreement, id 70, when
// no id is given). The pane takes focus on arrival; Up and Down scroll 300 px; Back goes back.
import { useLocation } from 'react-router-dom';
import { AGREEMENT_ID, articleIdFrom, useArticleDocumentTitle, useHelpArticle } from '@src/features/help';
import { useT } from '@src/i18n';
import { EmptyState } from '../../components/empty-state';
import { LoadingWrapper } from '../../components/loading-wrapper';
import { usePage, usePageReady } from '../../shell/page-context';
import { FocusSection } from '@focus/focus-section';
import { ArticlePane } from './article-pane';
import './help.css';

export default function HelpArticlePage() {
  const t = useT();
  const { search } = useLocation();
  const { name } = usePage();
  const q = new URLSearchParams(search);
  const id = articleIdFrom(q.get('id')) ?? (name === 'TvDeal' && !q.has('id') ? AGREEMENT_ID : null);
  const article = useHelpArticle(id);
  useArticleDocumentTitle(article.data?.title);
  usePageReady(id === null || article.status !== 'loading');
  if (id === null) return <EmptyState text={t('help.noArticle')} sub={t('help.noArticleSub')} />;
  return (
    <LoadingWrapper status={article.status} onRefresh={article.reload} emptyText={t('help.noArticle')} emptySub={t('help.noArticleSub')}>
      {/* One pane and nothing beside it: the arrows scroll it, they have nowhere to move focus. */}
      <FocusSection focusKey="help/article" className="tv-help-single" attrs={{ 'data-nothing-to-move': 'text-pane' }}>
        <ArticlePane article={article.data} placeholder="" />
      </FocusSection>
    </LoadingWrapper>
  );
}

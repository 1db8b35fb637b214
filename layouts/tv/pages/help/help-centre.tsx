// TV help centre (spec 002 §2 /tvhelpCenter, also /help on a TV): categories and questions on
// the left, the content pane on the right. Focus resting on a question for 1 s loads its
// article (a stored one shows at once); OK loads it now and enters the pane, where Up and Down
// scroll 300 px. Back goes back in history (the shell's default).
import { memo, useCallback } from 'react';
import type { HelpQuestion } from './help-types';
import { FocusSection } from '@focus/focus-section';
import { ScrollPane } from '@focus/scroll-pane';
import { useFocusItem } from '@focus/use-focus-item';
import { useFocusTo } from '@focus/focus-scope';
import { useHelpArticle, useHelpCategories, useRestingArticle } from '@src/features/help';
import { useT } from '@src/i18n';
import { LoadingWrapper } from '../../components/loading-wrapper';
import { usePageReady } from '../../shell/page-context';
import { ArticlePane } from './article-pane';
import './help.css';

const Question = memo(function Question({ q, onRest, onOpen }: { q: HelpQuestion; onRest: (id: number) => void; onOpen: (id: number) => void }) {
  const { ref, itemProps } = useFocusItem({ id: q.id, onFocus: () => onRest(q.id), onEnter: () => onOpen(q.id) }, 'tv-help-q');
  return (
    <div ref={ref} {...itemProps} data-testid="help-question" data-question-id={q.id}>
      {q.title}
    </div>
  );
});

export default function HelpCentrePage() {
  const t = useT();
  const cats = useHelpCategories();
  const { articleId, onQuestionFocus, openNow } = useRestingArticle();
  const article = useHelpArticle(articleId);
  const focusTo = useFocusTo();
  const open = useCallback(
    (id: number) => {
      openNow(id);
      focusTo('help/content');
    },
    [openNow, focusTo],
  );
  usePageReady(cats.status !== 'loading');
  return (
    <div className="tv-help">
      <div className="tv-help-left">
        <div className="tv-page-title">{t('help.title')}</div>
        <LoadingWrapper status={cats.status} onRefresh={cats.reload} emptyText={t('help.noCategories')}>
          <ScrollPane className="tv-help-list">
            <FocusSection focusKey="help/questions">
              {cats.data?.map((c) => (
                <div key={c.id} className="tv-help-cat" data-testid="help-category">
                  <div className="tv-help-cat-title">{c.title}</div>
                  {c.sublist.map((q) => (
                    <Question key={q.id} q={q} onRest={onQuestionFocus} onOpen={open} />
                  ))}
                </div>
              ))}
            </FocusSection>
          </ScrollPane>
        </LoadingWrapper>
      </div>
      <div className="tv-help-right">
        <ArticlePane article={articleId === null ? null : article.data} placeholder={articleId !== null && article.status === 'loading' ? t('help.articleLoading') : t('help.chooseQuestion')} />
      </div>
    </div>
  );
}

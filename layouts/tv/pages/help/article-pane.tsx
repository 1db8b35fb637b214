// The right-hand content pane of the TV help pages: the article's title and sanitised body in
// a focusable text pane that Up and Down scroll in 300 px steps (focus/text-pane.tsx).
import type { HelpArticle } from '@src/api/contract/help';
import { useSafeHtml } from '@src/features/help';
import { TextPane } from '@focus/text-pane';

export function ArticlePane({ article, placeholder, focusKey = 'help/content' }: { article: HelpArticle | undefined | null; placeholder: string; focusKey?: string }) {
  const html = useSafeHtml(article?.contxt);
  return (
    <TextPane focusKey={focusKey} className="tv-help-content">
      <div data-testid="help-article" data-article-id={article?.id}>
        {article ? (
          <>
            <h2 className="tv-help-article-title" data-testid="help-article-title">{article.title}</h2>
            {html === null ? null : <div className="help-html" data-testid="help-article-body" dangerouslySetInnerHTML={{ __html: html }} />}
          </>
        ) : (
          <div className="tv-help-placeholder">{placeholder}</div>
        )}
      </div>
    </TextPane>
  );
}

// 帮助文章: the help centre's articles with drafts, by category; an article written in Markdown
// (the server renders it and strips what runs), previewed here as viewers get it, again through
// DOMPurify (the app's own sanitizer, src/features/help: useSafeHtml), and shown or taken back (asking first).
import { useState } from 'react';
import { staffHelpArticlePublish, staffHelpArticles, staffHelpArticleSave, type StaffHelpArticle } from '@src/api/contract/staff-catalog-offers';
import { useSafeHtml } from '@src/features/help';
import { fieldsOf, inputsOf, useStaffTable } from '@src/features/staff';
import { useStaffT } from '@src/i18n/staff';
import { ActionButton } from '../components/action-button';
import { DataTable } from '../components/data-table';

const COLUMNS = ['id', 'categoryId', 'title', 'sort', 'published'];
const articleFields = fieldsOf(staffHelpArticleSave.body, ['id']);

export default function HelpPage() {
  const t = useStaffT();
  const table = useStaffTable(staffHelpArticles);
  const [preview, setPreview] = useState<StaffHelpArticle | null>(null);
  return (
    <>
      <div className="adm-buttons">
        <ActionButton endpoint={staffHelpArticleSave} label={t('help.new')} omit={['id']} initial={{ sort: '0' }} />
      </div>
      <p className="adm-muted">{t('help.markdownHint')}</p>
      <DataTable
        id="help-articles"
        table={table}
        columns={COLUMNS}
        rowKey={(r: StaffHelpArticle) => r.id}
        actions={(r) => (
          <>
            <ActionButton endpoint={staffHelpArticleSave} label={t('catalog.edit')} fixed={{ id: r.id }} initial={inputsOf(r, articleFields)} />
            <ActionButton
              endpoint={staffHelpArticlePublish}
              label={r.published ? t('catalog.unpublish') : t('catalog.publish')}
              danger={r.published}
              fixed={{ id: r.id, published: !r.published }}
              confirm={() => (r.published ? t('confirm.unpublishArticle', { title: r.title }) : null)}
            />
            <button type="button" onClick={() => setPreview(preview?.id === r.id ? null : r)}>
              {t('homeRows.preview')}
            </button>
          </>
        )}
      />
      {preview && <ArticlePreview article={preview} />}
    </>
  );
}

function ArticlePreview({ article }: { article: StaffHelpArticle }) {
  const html = useSafeHtml(article.html);
  return (
    <section className="adm-preview" data-testid="article-preview">
      <h3>{article.title}</h3>
      {/* The server's HTML, sanitized once more here by DOMPurify before it is drawn. */}
      {html !== null && <div className="adm-article" dangerouslySetInnerHTML={{ __html: html }} />}
    </section>
  );
}

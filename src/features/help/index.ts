export { AGREEMENT_ID } from './help-rules';
export { useHelpCategories, useHelpArticle, useSafeHtml, articleIdFrom } from './help-data';
export { useRestingArticle } from './focus-rest';
export { useArticleDocumentTitle } from './page-title';

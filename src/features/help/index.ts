export { AGREEMENT_ID, articleTitle, rewriteImageSrc, staticImageHost } from './help-rules';
export { useHelpCategories, useHelpArticle, useSafeHtml, articleIdFrom } from './help-data';
export { useRestingArticle, HELP_LOAD_THROTTLE_MS } from './focus-rest';
export { useArticleDocumentTitle } from './page-title';

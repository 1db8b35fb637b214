// Where help data is kept between visits (spec 002 §2, §4): the category list in the session
// (fetched only when the session has none), loaded articles in local storage (a TV shows an
// article it loaded before at once, without the focus throttle or a request).
import type { HelpArticle, HelpCategory } from '@src/api/contract/help';
import { localGetJson, localSetJson, sessionGetJson, sessionSetJson } from '@src/lib/storage';

export const HELP_CATEGORIES_KEY = 'helpCategories';
export const HELP_ARTICLES_KEY = 'helpArticles';
/** Articles kept in local storage; the oldest go first (local storage is small on TVs). */
export const HELP_ARTICLES_MAX = 40;

export function cachedCategories(): HelpCategory[] | null {
  const list = sessionGetJson<unknown>(HELP_CATEGORIES_KEY, null);
  return Array.isArray(list) && list.length > 0 ? (list as HelpCategory[]) : null;
}

export function storeCategories(list: readonly HelpCategory[]): void {
  if (list.length > 0) sessionSetJson(HELP_CATEGORIES_KEY, list);
}

type ArticleStore = Record<string, HelpArticle & { at: number }>;

function articleStore(): ArticleStore {
  const s = localGetJson<unknown>(HELP_ARTICLES_KEY, {});
  return s && typeof s === 'object' && !Array.isArray(s) ? (s as ArticleStore) : {};
}

export function cachedArticle(id: number): HelpArticle | null {
  const a = articleStore()[String(id)];
  return a && typeof a.contxt === 'string' && typeof a.title === 'string' ? { id: a.id, title: a.title, contxt: a.contxt } : null;
}

export function storeArticle(article: HelpArticle, now = Date.now()): void {
  const store = articleStore();
  store[String(article.id)] = { ...article, at: now };
  const ids = Object.keys(store).sort((a, b) => (store[a]?.at ?? 0) - (store[b]?.at ?? 0));
  for (const old of ids.slice(0, Math.max(0, ids.length - HELP_ARTICLES_MAX))) delete store[old];
  localSetJson(HELP_ARTICLES_KEY, store);
}

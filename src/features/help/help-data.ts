// The help calls (spec 002 §7 "Help and feedback") with their caches, and the hooks both
// layouts read. Replies are contract-checked by the request layer.
import { useEffect, useMemo, useState } from 'react';
import type { HelpArticle, HelpCategory } from '@src/api/contract/help';
import { useResource } from '@src/data/use-resource';
import { cachedArticle, cachedCategories, storeArticle, storeCategories } from './help-cache';
import { articleTitle } from './help-rules';
import { loadSanitizer, sanitizeArticleNow } from './sanitize';
import { call } from '@src/api/call';
import { getHelpCategories, getHelpContent, getHelpContentById } from '@src/api/contract/help';

export const helpKeys = {
  categories: ['help', 'categories'] as const,
  /** One article; null: nothing asked yet (the TV throttle has not fired). */
  article: (id: number | null) => ['help', 'article', id ?? 'none'] as const,
};

/**
 * The `cinema` every help call carries (spec 002 §7). The spec names the parameter, not its
 * value; 1 is this product, as the statistics call's `cineam=1` (spec 000 §7).
 */
export const HELP_CINEMA = 1;

/**
 * The categories: from the session when it has them, otherwise asked once and kept there. The
 * list comes from gethelpcat and each category's questions from gethelpcontent (cid is the
 * category's path and id joined by a comma, the questions its info[0].sublist), as spec 002 §7
 * has them.
 */
export async function loadCategories(signal?: AbortSignal): Promise<HelpCategory[]> {
  const cached = cachedCategories();
  if (cached) return cached;
  const { info } = await call(getHelpCategories, { cinema: HELP_CINEMA }, { signal });
  const list = await Promise.all(
    info.map(async (c) => {
      const content = await call(getHelpContent, { cinema: HELP_CINEMA, cid: `${c.path},${c.id}` }, { signal });
      return { ...c, sublist: content.info[0]?.sublist ?? [] };
    }),
  );
  storeCategories(list);
  return list;
}

/** One article with the title rule applied; kept in local storage for the next visit. */
export async function loadArticle(id: number, signal?: AbortSignal): Promise<HelpArticle | null> {
  const { info } = await call(getHelpContentById, { id, cinema: HELP_CINEMA }, { signal });
  const a = info[0];
  if (!a) return null;
  const article = { id: a.id, title: articleTitle(a.id, a.title), contxt: a.contxt };
  storeArticle(article);
  return article;
}

/** A usable article id from a query value, or null (a missing or broken id is the empty state). */
export function articleIdFrom(value: string | null | undefined): number | null {
  if (!value || !/^\d{1,9}$/.test(value)) return null;
  const id = Number(value);
  return id >= 1 ? id : null;
}

export function useHelpCategories() {
  // The session cache is the freshness rule here: the query never goes stale on its own.
  return useResource(helpKeys.categories, (signal) => loadCategories(signal), { isEmpty: (l) => l.length === 0, staleTime: Infinity });
}

/**
 * An article by id (null: nothing asked, e.g. the TV throttle has not fired). A stored article
 * shows at once; the server is not asked again for it while the page lives.
 */
export function useHelpArticle(id: number | null) {
  const cached = id !== null ? cachedArticle(id) : null;
  const res = useResource<HelpArticle | null>(helpKeys.article(id), (signal) => loadArticle(id as number, signal), {
    enabled: id !== null && cached === null,
    isEmpty: (a) => a === null,
    staleTime: Infinity,
  });
  if (cached && res.data === undefined) return { ...res, status: 'ready' as const, data: { ...cached, title: articleTitle(cached.id, cached.title) } };
  return res;
}

/** Sanitised HTML of an article body (DOMPurify loaded on first use); null until ready. */
export function useSafeHtml(html: string | undefined): string | null {
  const [loaded, setLoaded] = useState(0);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `loaded` re-runs it once DOMPurify is in
  const now = useMemo(() => (html === undefined ? null : sanitizeArticleNow(html)), [html, loaded]);
  useEffect(() => {
    if (html !== undefined && now === null) void loadSanitizer().then(() => setLoaded((n) => n + 1));
  }, [html, now]);
  return now;
}

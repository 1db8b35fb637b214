// The named route ChannelNavigation (spec 001 §2): eight channel categories redirect to
// /miniVideoChannel; "game" is called "games" there, and the `tag` query becomes `subID`.

export const CHANNEL_CATEGORIES = ['chinese', 'game', 'news', 'yule', 'life', 'music', 'fashion', 'tech'] as const;
export type ChannelCategory = (typeof CHANNEL_CATEGORIES)[number];

const TITLE_ID: Partial<Record<ChannelCategory, string>> = { game: 'games' };

export function isChannelCategory(s: string): s is ChannelCategory {
  return (CHANNEL_CATEGORIES as readonly string[]).includes(s);
}

/**
 * Target of /channel/<category>?tag=<t>, e.g. ('game', '?tag=5') -> '/miniVideoChannel?titleId=games&subID=5'.
 * Null for an unknown category (the caller shows NotFound).
 */
export function resolveChannelRedirect(category: string, search: string | URLSearchParams = ''): string | null {
  const cat = category.toLowerCase();
  if (!isChannelCategory(cat)) return null;
  const query = typeof search === 'string' ? new URLSearchParams(search.startsWith('?') ? search.slice(1) : search) : search;
  const out = new URLSearchParams({ titleId: TITLE_ID[cat] ?? cat });
  const tag = query.get('tag');
  if (tag !== null && tag !== '') out.set('subID', tag);
  return `/miniVideoChannel?${out.toString()}`;
}

// The catalog's query keys, in one factory: one key per list and its inputs. Watching is the
// user's (meKey), so it is asked again after login and logout.
import { meKey } from '@src/data/keys';

export const catalogKeys = {
  /** The TV home's recommendation rows. */
  homeRows: () => ['catalog', 'home-rows'] as const,
  /** The phone home's sections (with the banner on page 1). */
  homeSections: (pageSize: number) => ['catalog', 'home', pageSize] as const,
  watching: (count: number) => meKey('watching', count),
  /** The categories; `quiet` callers only decorate with them (no toast, no error state). */
  navigation: (quiet: boolean) => ['catalog', 'navigation', quiet] as const,
  hotKeywords: () => ['catalog', 'hot-keywords'] as const,
  discovery: (pageSize: number) => ['catalog', 'discovery', pageSize] as const,
  rank: (pageSize: number, categoryId: number | undefined) => ['catalog', 'rank', pageSize, categoryId ?? 0] as const,
  category: (category: string, pageSize: number, sort: string | undefined) => ['catalog', 'category', category, pageSize, sort ?? ''] as const,
  search: (keyword: string, pageSize: number, live: boolean) => ['catalog', 'search', keyword, pageSize, live] as const,
};

// The load-more footer of paged lists (spec 002 §2, §4): 0 hidden, 1 loading, 2 no more,
// 3 failed (tap or OK to retry). Derived from the paged query's state, never stored apart.

export const Footer = { Hidden: 0, Loading: 1, NoMore: 2, Failed: 3 } as const;
export type FooterState = (typeof Footer)[keyof typeof Footer];

export interface PagedQueryState {
  /** The first page is in. */
  hasData: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
}

export function footerState(s: PagedQueryState): FooterState {
  if (!s.hasData) return Footer.Hidden;
  if (s.isFetchingNextPage) return Footer.Loading;
  if (s.isFetchNextPageError) return Footer.Failed;
  return s.hasNextPage ? Footer.Hidden : Footer.NoMore;
}

/** Another page may be asked: not while one is on its way, not after the last one. */
export const canLoadMore = (state: FooterState) => state === Footer.Hidden || state === Footer.Failed;

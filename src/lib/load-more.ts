// The load-more footer (spec 002 §2, §4): 0 hidden, 1 loading, 2 no more, 3 failed.
import type { MessageKey } from '../i18n/keys';

export const LoadState = { Hidden: 0, Loading: 1, NoMore: 2, Failed: 3 } as const;
export type LoadState = (typeof LoadState)[keyof typeof LoadState];

export type LoadEvent = 'start' | 'loaded' | 'loadedLast' | 'failed' | 'reset';

/** The next footer state. A request is not started while one runs or after the last page. */
export function nextLoadState(state: LoadState, event: LoadEvent): LoadState {
  switch (event) {
    case 'reset':
      return LoadState.Hidden;
    case 'start':
      return state === LoadState.NoMore || state === LoadState.Loading ? state : LoadState.Loading;
    case 'loaded':
      return state === LoadState.Loading ? LoadState.Hidden : state;
    case 'loadedLast':
      return state === LoadState.Loading ? LoadState.NoMore : state;
    case 'failed':
      return state === LoadState.Loading ? LoadState.Failed : state;
  }
}

export const canLoadMore = (state: LoadState) => state === LoadState.Hidden || state === LoadState.Failed;

/** Footer text key per state; null when hidden. */
export function footerTextKey(state: LoadState): MessageKey | null {
  switch (state) {
    case LoadState.Loading:
      return 'footer.loading';
    case LoadState.NoMore:
      return 'footer.noMore';
    case LoadState.Failed:
      return 'footer.failed';
    default:
      return null;
  }
}

/** Bottom load triggers within two screen heights of the end (spec 002 §9). */
export const shouldLoadMore = (scrollTop: number, viewport: number, contentHeight: number) => contentHeight - (scrollTop + viewport) <= 2 * viewport;

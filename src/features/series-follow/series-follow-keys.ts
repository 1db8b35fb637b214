// Query keys of 追剧: the signed-in user's own (reset on login and logout).
import { meKey } from '@src/data/keys';

export const seriesFollowKeys = {
  /** Whether the user follows one series. */
  state: (mediaKey: string) => meKey('series-follow', mediaKey),
  /** The home row 我的追剧. */
  list: (count: number) => meKey('followed-series', count),
  listRoot: () => meKey('followed-series'),
};

// The home row 我的追剧 (issue 42 point 4): the signed-in user's followed series, those with a
// new episode first, each new episode's mark as text (新：第N集). Nothing for a guest.
import { useMemo } from 'react';
import { call } from '@src/api/call';
import { getFollowedSeries } from '@src/api/contract/series';
import type { VideoItem } from '@src/api/contract/common';
import { useResource } from '@src/data/use-resource';
import { useT } from '@src/i18n';
import { useSession } from '@src/stores/session';
import { seriesFollowKeys } from './series-follow-keys';

export const FOLLOWED_ROW_COUNT = 20;

export interface FollowedSeriesRow {
  videos: readonly VideoItem[];
  /** The mark of a video with a new episode, by video id. */
  marks: ReadonlyMap<number, string>;
}

export function useFollowedSeries(count = FOLLOWED_ROW_COUNT): FollowedSeriesRow {
  const t = useT();
  const signedIn = useSession((s) => !!s.user?.token?.uid);
  const res = useResource(seriesFollowKeys.list(count), (signal) => call(getFollowedSeries, { pageSize: count }, { signal, ignoreErrors: true }), { enabled: signedIn });
  const list = signedIn ? res.data?.list : undefined;
  return useMemo(() => ({
    videos: (list ?? []).map((i) => i.video),
    marks: new Map((list ?? []).filter((i) => i.newEpisode > 0).map((i) => [i.video.id, t('home.newEpisode', { n: i.newEpisode })])),
  }), [list, t]);
}

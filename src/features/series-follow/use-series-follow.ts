// The 追剧/已追剧 toggle of the watch page (issue 42 point 4), for a video with more than one
// episode. A guest is sent to log in. Asking the state is also what tells the server the
// series was opened (its new episodes are seen: the home row's mark goes).
import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { call } from '@src/api/call';
import { navigate } from '@src/api/navigator';
import { followSeries, getSeriesFollow } from '@src/api/contract/series';
import { useAction } from '@src/data/use-action';
import { useResource } from '@src/data/use-resource';
import { t } from '@src/i18n';
import { href } from '@src/routes/href';
import { currentRoutePath } from '@src/routes/router-mode';
import { useSession } from '@src/stores/session';
import { seriesFollowKeys } from './series-follow-keys';

export interface SeriesFollowModel {
  /** False for a film (one episode): no toggle. */
  shown: boolean;
  followed: boolean;
  label: string;
  busy: boolean;
  toggle(): void;
}

export function useSeriesFollow(mediaKey: string, episodes: number): SeriesFollowModel {
  const client = useQueryClient();
  const signedIn = useSession((s) => !!s.user?.token?.uid);
  const shown = !!mediaKey && episodes > 1;
  const key = seriesFollowKeys.state(mediaKey);
  const state = useResource(key, (signal) => call(getSeriesFollow, { mediaKey }, { signal, ignoreErrors: true }), { enabled: shown && signedIn });
  const write = useAction(() => call(followSeries, { mediaKey }, { showMsg: true }), { touches: () => [seriesFollowKeys.listRoot()] });
  const followed = !!state.data?.followed;
  const { run, busy } = write;
  const toggle = useCallback(() => {
    if (!signedIn) {
      navigate(href('Login', {}, { redirect: currentRoutePath() }));
      return;
    }
    if (busy) return;
    void run().then((out) => {
      if (out.ok) client.setQueryData(key, { followed: out.result.followed });
    });
  }, [signedIn, busy, run, client, key]);
  return { shown, followed, label: t(followed ? 'watch.seriesFollowed' : 'watch.followSeries'), busy, toggle };
}

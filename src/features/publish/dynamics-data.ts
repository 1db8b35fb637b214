// Reading dynamics: the caller's own list (with each video's state), one dynamic, the labels and
// whether the caller may publish. Views use these hooks, never the request layer.
import type { Trend } from '@src/api/contract/trends';
import { usePagedList } from '@src/data/use-paged-list';
import { useResource } from '@src/data/use-resource';
import { call } from '@src/api/call';
import { getPublishPoint, getTrendDetail, getTrendLabels, myListTrends } from '@src/api/contract/trends';
import { publishKeys } from './publish-keys';

export const TRENDS_PAGE_SIZE = 20;

export function useMyDynamics() {
  return usePagedList<Trend>(publishKeys.myTrends(), (page, signal) => call(myListTrends, { page, pageSize: TRENDS_PAGE_SIZE }, { signal }));
}

/** A user's public dynamics (/space/{id}); the user's own come with their states. */
export function useUserDynamics(uid: number) {
  return usePagedList<Trend>(publishKeys.userTrends(uid), (page, signal) => call(myListTrends, { uid, page, pageSize: TRENDS_PAGE_SIZE }, { signal }), {
    enabled: uid > 0,
  });
}

export function useDynamicDetail(id: number) {
  // Mine while processing: the author sees the state change, so it is under the user's key.
  return useResource(publishKeys.trendDetail(id), (signal) => call(getTrendDetail, { id }, { signal }), { enabled: id > 0 });
}

/**
 * GetPublishPoint (spec 001 §7), asked when the publish form opens, before a video is picked:
 * a user over the upload quota learns it there, not after choosing a file and waiting.
 */
export function usePublishPoint() {
  return useResource(publishKeys.publishPoint(), (signal) => call(getPublishPoint, {}, { signal }));
}

export function useTrendLabels() {
  return useResource(publishKeys.labels(), (signal) => call(getTrendLabels, {}, { signal }).then((r) => r.list));
}

/** The shown state of a dynamic's video: none (text or images), or its processing state. */
export function dynamicState(t: Trend): 'none' | 'processing' | 'published' | 'failed' {
  if (!t.videoId) return 'none';
  return t.state === 'processing' || t.state === 'failed' ? t.state : 'published';
}

// The publishing area's query keys, in one factory. The user's dynamics sit under trendsKey(),
// which a publish marks stale (WRITE_TOUCHES.trend).
import { meKey, trendsKey } from '@src/data/keys';

export const publishKeys = {
  myTrends: () => trendsKey(),
  userTrends: (uid: number) => trendsKey('user', uid),
  trendDetail: (id: number) => trendsKey('detail', id),
  labels: () => ['trendLabels'] as const,
  publishPoint: () => meKey('publishPoint'),
  nearby: () => ['publish', 'nearby'] as const,
  placeSearch: (keyword: string) => ['publish', 'place-search', keyword.trim()] as const,
  /** The frames of one draft video (by its file identity). */
  frames: (fileId: string) => ['publish', 'frames', fileId] as const,
};

// The browse pages' query keys, in one factory.
import { meKey } from '@src/data/keys';

export const browseKeys = {
  /** The user's 更多关注 list. */
  moreFocus: (pageSize: number) => meKey('more-focus', pageSize),
  typeOptions: () => ['browse', 'type-options'] as const,
  typeTags: (typeId: number) => ['browse', 'type-tags', typeId] as const,
  byType: (typeId: number, tag: string, pageSize: number) => ['browse', 'type', typeId, tag, pageSize] as const,
  mini: (titleId: string, subID: number, pageSize: number) => ['browse', 'mini', titleId, subID, pageSize] as const,
  miniPlay: (mediaKey: string) => ['browse', 'mini-play', mediaKey] as const,
  miniWarm: (mediaKey: string) => ['browse', 'mini-warm', mediaKey] as const,
  downloadVideo: (key: string) => ['browse', 'download-video', key] as const,
  album: (key: string) => ['browse', 'album', key] as const,
};

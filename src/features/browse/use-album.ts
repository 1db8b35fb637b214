// /albumDetail?id=: an album or series (a video with its episodes) as one page: its poster,
// title, facts and description, and its episodes, each opening the watch page on that episode.
import { useEffect } from 'react';
import type { VideoDetails } from '@src/api/contract/video';
import { t } from '@src/i18n';
import { pageTitle } from '@src/routes/title';
import { applyPageMeta } from '@src/lib/page-meta';
import { useResource } from '@src/data/use-resource';
import { loadDetails, watchUrl } from '@src/features/watch';
import { browseKeys } from './browse-keys';

const KEY = /^[A-Za-z0-9_-]{1,64}$/;

/** The album an address names (its mediaKey or numeric id), or '' when it names none. */
export function albumKeyFrom(search: string): string {
  const q = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  const key = (q.get('id') ?? q.get('mediaKey') ?? '').trim();
  return KEY.test(key) ? key : '';
}

export interface AlbumEpisode {
  id: number;
  index: number;
  title: string;
  vip: boolean;
  /** The watch page on this episode. */
  to: string;
}

export function albumEpisodes(d: VideoDetails): AlbumEpisode[] {
  return d.episodeList.map((e) => ({ id: e.id, index: e.index, title: e.title, vip: e.vip, to: watchUrl(d.video.mediaKey, e.id) }));
}

export function useAlbum(key: string) {
  const res = useResource(browseKeys.album(key), (signal) => loadDetails(key, signal), { enabled: key !== '' });
  const d = res.data;
  // The route is noAutoTitle: the document title is the album's (spec 002 §9 pattern).
  const title = d?.video.title;
  useEffect(() => {
    if (title) applyPageMeta(pageTitle({ name: 'AlbumDetail', titleKey: 'routes.albumDetail' }, t, title));
  }, [title]);
  return {
    status: key === '' ? ('empty' as const) : res.status,
    reload: res.reload,
    video: d?.video,
    episodes: d ? albumEpisodes(d) : [],
    /** The watch page from the first episode (or the resume one: the watch page decides). */
    playAll: d ? watchUrl(d.video.mediaKey) : '',
  };
}

// /playDownload?id=: a video's download entry. Videos are saved for offline viewing in the app,
// so on the web this is the app download prompt (as /app-download, whose card the views reuse),
// naming the video.
import { useResource } from '@src/data/use-resource';
import { loadDetails } from '@src/features/watch';
import { albumKeyFrom } from './use-album';
import { browseKeys } from './browse-keys';

export const playDownloadKeyFrom = albumKeyFrom;

export function usePlayDownload(key: string) {
  const details = useResource(browseKeys.downloadVideo(key), (signal) => loadDetails(key, signal), { enabled: key !== '' });
  return { video: details.data?.video, videoStatus: key === '' ? ('empty' as const) : details.status };
}

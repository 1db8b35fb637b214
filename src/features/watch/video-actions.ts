// Like / dislike / collect / share / rate of the video on the page (following the uploader lives in follow-uploader.ts). Each returns
// the server's new state, which the page patches into its details.
import { call } from '@src/api/call';
import { addToScjs, share, updTask, videoDisLikes, videoLikes } from '@src/api/contract/video';
import type { QueryKey } from '@tanstack/react-query';
import { invalidateAfterWrite, WRITE_TOUCHES } from '@src/data/invalidate';
import { toast } from '@src/stores/ui';
import { ws } from './watch-strings';

/** Daily task "share" (UpdTask type 2). */
export const TASK_SHARE = 2;

export const toggleLike = (mediaKey: string) => call(videoLikes, { mediaKey });
export const toggleDislike = (mediaKey: string) => call(videoDisLikes, { mediaKey });
/** Lists of the personal centre that show this write are marked stale (asked again when next shown). */
const touch = <T>(keys: QueryKey[]) => (r: T): T => {
  void invalidateAfterWrite(keys, undefined, 'none');
  return r;
};
export const toggleCollect = (mediaKey: string) => call(addToScjs, { mediaKey }).then(touch(WRITE_TOUCHES.collection()));

/** Gets the share link, copies it when the browser lets us, and marks the share task. */
export async function shareVideo(mediaKey: string, loggedIn: boolean): Promise<string> {
  const res = await call(share, { mediaKey });
  const text = `${res.shareText} ${res.shareUrl}`.trim();
  try {
    await navigator.clipboard?.writeText(text);
    toast(ws('shareCopied'));
  } catch {
    toast(res.shareUrl);
  }
  if (loggedIn) void call(updTask, { type: TASK_SHARE }, { ignoreErrors: true }).catch(() => undefined);
  return res.shareUrl;
}

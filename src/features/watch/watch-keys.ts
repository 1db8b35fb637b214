// The watch page's query keys, in one factory. Video entries sit under the shared video root
// (src/data/keys.ts), so a follow marks every details entry stale (WRITE_TOUCHES.follow).
import { meKey, videoKey } from '@src/data/keys';

export const watchKeys = {
  /** Details of one video for one viewer (the follow state and the resume point depend on it). */
  details: (key: string, uid: number) => videoKey('details', key, uid),
  /** getPlayData of one episode (null: the server's pick) for one viewer. */
  gate: (mediaKey: string, episodeId: number | undefined, uid: number) => videoKey('gate', mediaKey, episodeId ?? null, uid),
  related: (mediaKey: string) => videoKey('related', mediaKey),
  episodes: (key: string) => videoKey('episodes', key),
  /** The comment list of one video (WRITE_TOUCHES.comment names the same entry). */
  comments: (mediaKey: string) => videoKey('comments', mediaKey),
  /** VideoRatingDetails of one video for one viewer (it carries the viewer's own score). */
  rating: (mediaKey: string, uid: number) => videoKey('rating', mediaKey, uid),
  /** Barrage counts per 10 s of one episode (the density curve, 高能进度条). */
  density: (mediaKey: string, episodeId: number | undefined) => videoKey('barrage-density', mediaKey, episodeId ?? null),
  playerAds: (mediaKey: string, region: string) => videoKey('player-ads', mediaKey, region),
  /** The signed-in user's barrage settings on the server. */
  barrageConfig: (uid: number) => meKey('barrage-config', uid),
};

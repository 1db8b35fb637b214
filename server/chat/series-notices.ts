// 追剧 notices: when an episode of a series is published, each follower gets one system notice in
// the message centre and the series is marked on their home row, once per user and episode
// (series_episode_notices' key): a re-import of the same episode, or a second call, adds nothing.
import type { Queryable } from '../db/db';
import { notify } from './notices';

/** Call in the transaction that publishes episode `idx` of video `videoId`; returns how many followers were told. */
export async function notifyNewEpisode(tx: Queryable, videoId: number, idx: number, now = Math.floor(Date.now() / 1000)): Promise<number> {
  const { rows } = await tx.query<{ uid: number; title: string; media_key: string }>(
    `WITH told AS (
       INSERT INTO series_episode_notices (uid, video_id, episode_idx, created_at)
       SELECT f.uid, f.video_id, $2, $3 FROM series_follows f WHERE f.video_id = $1
       ON CONFLICT DO NOTHING RETURNING uid)
     SELECT told.uid, v.title, v.media_key FROM told JOIN videos v ON v.id = $1`,
    [videoId, idx, now],
  );
  for (const r of rows) {
    await notify(tx, { to: r.uid, from: 0, kind: 'system', title: '追剧更新', content: `你追的《${r.title}》更新了第${idx}集，快去看看吧。`, mediaKey: r.media_key });
  }
  return rows.length;
}

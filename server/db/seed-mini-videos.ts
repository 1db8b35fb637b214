// Demo short videos for /miniVideoChannel (issue 13): published dynamics videos as the publish
// pipeline leaves them (a used upload, a published_videos row, the catalog row and its one
// episode), over the demo HLS folders, so the channel shows real content on a fresh database.
// Older and less played than the catalog demo videos, so the lists those open with keep their
// order. Idempotent (fixed keys, ON CONFLICT DO NOTHING).
import type { Queryable } from './db';

interface MiniVideo { key: string; title: string; labels: string[]; uploader: string; plays: number }

export const MINI_VIDEOS: readonly MiniVideo[] = [
  { key: 'mini-01', title: '清晨的海边散步', labels: ['日常', '旅行'], uploader: 'vip_demo', plays: 4200 },
  { key: 'mini-02', title: '十分钟做一碗葱油面', labels: ['美食'], uploader: 'member_demo', plays: 3900 },
  { key: 'mini-03', title: '小猫第一次见到雪', labels: ['萌宠', '日常'], uploader: 'kefu_demo', plays: 3600 },
  { key: 'mini-04', title: '三分钟看完一部老电影', labels: ['影评'], uploader: 'vip_demo', plays: 3300 },
  { key: 'mini-05', title: '古镇夜市逛吃记', labels: ['美食', '旅行'], uploader: 'member_demo', plays: 3000 },
  { key: 'mini-06', title: '柯基的周末', labels: ['萌宠'], uploader: 'kefu_demo', plays: 2700 },
  { key: 'mini-07', title: '山顶看日出', labels: ['旅行'], uploader: 'vip_demo', plays: 2400 },
  { key: 'mini-08', title: '下班路上的晚霞', labels: ['日常'], uploader: 'member_demo', plays: 2100 },
];

/** Category of the demo short videos (综艺: what a channel of short clips is closest to). */
const MINI_CATEGORY = 3;

export async function seedMiniVideos(
  tx: Queryable,
  opts: { now: number; catalogCount: number; streamOf: (i: number) => string; posterOf: (i: number) => string; duration: (dir: string) => number },
): Promise<void> {
  for (const [i, m] of MINI_VIDEOS.entries()) {
    const dir = opts.streamOf(i);
    const created = opts.now - (opts.catalogCount + i + 1) * 3600;
    const uid = `(SELECT id FROM users WHERE lower(username) = lower($1))`;
    await tx.query(
      `INSERT INTO videos (media_key, title, poster, category_id, tags, year, region, score, play_count, description, vip, gold, uploader_uid, created_at)
       SELECT $2, $3, $4, $5, $6, 2024, '', 0, $7, $3, false, 0, ${uid}, $8 ON CONFLICT (media_key) DO NOTHING`,
      [m.uploader, m.key, m.title, opts.posterOf(i), MINI_CATEGORY, m.labels.join(','), m.plays, created],
    );
    await tx.query(
      `INSERT INTO episodes (video_id, idx, title, stream_key, media_dir, duration_sec, vip)
       SELECT id, 1, '正片', $2, $3, $4, false FROM videos WHERE media_key = $1 ON CONFLICT DO NOTHING`,
      [m.key, `${m.key}-1`, dir, opts.duration(dir)],
    );
    await tx.query(
      `INSERT INTO uploads (uid, kind, file_key, file_name, state, created_at, updated_at)
       SELECT ${uid}, 'video', $2, $2, 'used', $3, $3 ON CONFLICT DO NOTHING`,
      [m.uploader, `seed-${m.key}`, created],
    );
    await tx.query(
      `INSERT INTO published_videos (video_id, uid, upload_id, title, labels, cover, category_id, state, progress, stream_key, created_at, updated_at)
       SELECT v.id, v.uploader_uid, u.id, v.title, v.tags, v.poster, v.category_id, 'published', 100, $2, v.created_at, v.created_at
       FROM videos v JOIN uploads u ON u.uid = v.uploader_uid AND u.kind = 'video' AND u.file_key = 'seed-' || v.media_key
       WHERE v.media_key = $1 ON CONFLICT DO NOTHING`,
      [m.key, `${m.key}-1`],
    );
  }
}

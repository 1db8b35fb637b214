// Message-centre notices (the messages table, kinds system, comment, like, fans): written when
// someone comments on a user's video or replies to their comment, likes their comment, or
// follows them. Nothing is written for one's own actions or from a user the recipient blocked.
import type { Queryable } from '../db/db';

export type NoticeKind = 'system' | 'comment' | 'like' | 'fans';

export async function notify(db: Queryable, n: { to: number; from: number; kind: NoticeKind; content?: string; title?: string; mediaKey?: string }): Promise<void> {
  if (!n.to || n.to === n.from) return;
  await db.query(
    `INSERT INTO messages (to_uid, from_uid, kind, title, content, media_key, created_at)
     SELECT $1, $2, $3, $4, $5, $6, $7
     WHERE NOT EXISTS (SELECT 1 FROM blacklist WHERE uid = $1 AND target_uid = $2)`,
    [n.to, n.from, n.kind, n.title ?? '', n.content ?? '', n.mediaKey ?? '', Math.floor(Date.now() / 1000)],
  );
}

// Moderation cases (issue 38): the folded reports of one target (migration 701 folds them in the
// database) with the context staff need to judge them.
import type { CaseKind, CaseReport, CaseState, ModerationCase } from '../../src/api/contract/staff-moderation';
import { one, type Queryable } from '../db/db';

export interface CaseRow {
  id: number; kind: CaseKind; target_id: number; state: CaseState; reports: number; first_report_at: number;
  last_report_at: number; action: string; note: string; handled_by: number; handled_at: number; context: string;
}

export interface CaseContext { text: string; authorUid: number; authorName: string; mediaKey: string; episode: number; videoTime: number | null; videoId?: number }

const EMPTY: CaseContext = { text: '', authorUid: 0, authorName: '', mediaKey: '', episode: 0, videoTime: null };

/** The live context of a case's target (the snapshot once actioned: a hidden target is gone). */
export async function contextOf(db: Queryable, c: CaseRow): Promise<CaseContext> {
  if (c.context) return { ...EMPTY, ...(JSON.parse(c.context) as Partial<CaseContext>) };
  if (c.kind === 'barrage') {
    const b = await one<{ content: string; uid: number; username: string; media_key: string; idx: number | null; time: number; video_id: number }>(
      db,
      `SELECT b.content, b.uid, u.username, v.media_key, e.idx, b.time, b.video_id FROM barrages b JOIN users u ON u.id = b.uid JOIN videos v ON v.id = b.video_id
       LEFT JOIN episodes e ON e.id = b.episode_id WHERE b.id = $1`,
      [c.target_id],
    );
    if (!b) return EMPTY;
    return { text: b.content, authorUid: b.uid, authorName: b.username, mediaKey: b.media_key, episode: b.idx ?? 1, videoTime: Math.floor(Number(b.time)), videoId: b.video_id };
  }
  if (c.kind === 'comment') {
    const m = await one<{ content: string; uid: number; username: string; media_key: string }>(
      db, 'SELECT c.content, c.uid, u.username, v.media_key FROM comments c JOIN users u ON u.id = c.uid JOIN videos v ON v.id = c.video_id WHERE c.id = $1', [c.target_id],
    );
    return m ? { ...EMPTY, text: m.content, authorUid: m.uid, authorName: m.username, mediaKey: m.media_key } : EMPTY;
  }
  const u = await one<{ id: number; username: string }>(db, 'SELECT id, username FROM users WHERE id = $1', [c.target_id]);
  const last = await one<{ media_key: string }>(db, `SELECT media_key FROM user_reports WHERE case_id = $1 AND media_key <> '' ORDER BY id DESC LIMIT 1`, [c.id]);
  return { ...EMPTY, authorUid: u?.id ?? c.target_id, authorName: u?.username ?? '', mediaKey: last?.media_key ?? '' };
}

export async function toCase(db: Queryable, c: CaseRow): Promise<ModerationCase> {
  const ctx = await contextOf(db, c);
  return {
    id: c.id, kind: c.kind, targetId: c.target_id, state: c.state, reports: c.reports, firstReportAt: c.first_report_at, lastReportAt: c.last_report_at,
    text: ctx.text, authorUid: ctx.authorUid, authorName: ctx.authorName, mediaKey: ctx.mediaKey, episode: ctx.episode, videoTime: ctx.videoTime,
    action: c.action, note: c.note, handledBy: c.handled_by, handledAt: c.handled_at,
  };
}

/** Every report of a case, each with how many reports its reporter made before it (all kinds). */
export async function reportsOf(db: Queryable, c: CaseRow): Promise<CaseReport[]> {
  const table = c.kind === 'barrage' ? 'barrage_reports' : 'user_reports';
  if (c.kind !== 'barrage' && c.kind !== 'user') return [];
  const images = c.kind === 'user' ? 'r.images' : `''`;
  const { rows } = await db.query<{ id: number; uid: number; username: string | null; reason: string; images: string; created_at: number; earlier: number }>(
    `SELECT r.id, r.uid, u.username, r.reason, ${images} AS images, r.created_at,
       ((SELECT count(*) FROM barrage_reports x WHERE x.uid = r.uid AND x.created_at < r.created_at)
        + (SELECT count(*) FROM user_reports y WHERE y.uid = r.uid AND y.created_at < r.created_at))::integer AS earlier
     FROM ${table} r LEFT JOIN users u ON u.id = r.uid WHERE r.case_id = $1 ORDER BY r.id LIMIT 500`,
    [c.id],
  );
  return rows.map((r) => ({
    id: r.id, reporterUid: r.uid, reporterName: r.username ?? '', reporterEarlierReports: Number(r.earlier), reason: r.reason,
    images: r.images ? r.images.split(',').filter(Boolean) : [], createdAt: r.created_at,
  }));
}

export async function reporterUids(db: Queryable, c: CaseRow): Promise<number[]> {
  if (c.kind !== 'barrage' && c.kind !== 'user') return [];
  const table = c.kind === 'barrage' ? 'barrage_reports' : 'user_reports';
  return (await db.query<{ uid: number }>(`SELECT DISTINCT uid FROM ${table} WHERE case_id = $1`, [c.id])).rows.map((r) => r.uid);
}

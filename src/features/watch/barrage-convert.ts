// API barrage (contract/barrage.ts) -> renderer comment (src/barrage types).
import { BARRAGE_SCORE_MAX, BARRAGE_SCORE_NEUTRAL, type Barrage } from '@src/api/contract/barrage';
import type { BarrageComment, BarrageMode } from '@src/barrage/types';

const MODES: readonly BarrageMode[] = ['scroll', 'top', 'bottom'];

/** `own`: the viewer's own barrage, which the shield level never hides (it carries no score). */
export function toComment(b: Barrage, own = false): BarrageComment {
  return {
    id: String(b.id),
    text: b.content,
    time: b.time,
    mode: MODES[b.mode] ?? 'scroll',
    userId: String(b.uid),
    color: /^#[0-9a-f]{6}$/i.test(b.color) ? b.color : undefined,
    score: own ? undefined : b.score,
  };
}

/** A pushed sendBarrage payload, checked field by field (it comes from other clients). */
export function parsePushedBarrage(payload: unknown): Barrage | null {
  if (!payload || typeof payload !== 'object') return null;
  const p = payload as Record<string, unknown>;
  const id = Number(p.id);
  const uid = Number(p.uid);
  if (!Number.isInteger(id) || typeof p.content !== 'string' || typeof p.mediaKey !== 'string') return null;
  const time = Number(p.time);
  return {
    id,
    mediaKey: p.mediaKey,
    episodeId: Number.isInteger(Number(p.episodeId)) ? Number(p.episodeId) : 0,
    uid: Number.isInteger(uid) ? uid : 0,
    nickName: typeof p.nickName === 'string' ? p.nickName : '',
    content: p.content,
    time: Number.isFinite(time) && time >= 0 ? time : 0,
    color: typeof p.color === 'string' ? p.color : '#ffffff',
    mode: p.mode === 1 || p.mode === 2 ? p.mode : 0,
    likeCount: Number(p.likeCount) || 0,
    liked: false,
    vipLevel: Number(p.vipLevel) || 0,
    createdAt: Number(p.createdAt) || 0,
    // A pushed barrage is new: unrated unless the payload says otherwise.
    score: typeof p.score === 'number' && Number.isInteger(p.score) ? Math.min(BARRAGE_SCORE_MAX, Math.max(0, p.score)) : BARRAGE_SCORE_NEUTRAL,
  };
}

/** A pushed barrageRemoved payload ({mediaKey, ids}), checked; null when malformed. */
export function parseRemovedBarrage(payload: unknown): { mediaKey: string; ids: number[] } | null {
  if (!payload || typeof payload !== 'object') return null;
  const p = payload as Record<string, unknown>;
  if (typeof p.mediaKey !== 'string' || !Array.isArray(p.ids)) return null;
  const ids = p.ids.filter((id): id is number => Number.isInteger(id)).slice(0, 10000);
  return { mediaKey: p.mediaKey, ids };
}

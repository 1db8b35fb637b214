import { BARRAGE_MAX_CHARS } from '@src/api/contract/limits';
import { plainText } from '@src/api/contract/text';
import type { BarrageComment, BarrageMode } from './types';

let autoId = 0;

function toMode(v: unknown): BarrageMode {
  return v === 'top' || v === 'bottom' ? v : 'scroll';
}

/**
 * Validates one comment from the network or the user. Text goes through the
 * contract's plain-text rule (the one the server stores by), cut to the
 * barrage limit; a missing time takes `fallbackTime`; unknown modes scroll.
 * Returns null only when nothing drawable is left (empty text).
 */
export function normalizeComment(raw: unknown, fallbackTime = 0): BarrageComment | null {
  if (!raw || typeof raw !== 'object') return null;
  const r = raw as Record<string, unknown>;
  const text = plainText(typeof r.text === 'string' ? r.text : r.text == null ? '' : String(r.text), BARRAGE_MAX_CHARS);
  if (!text) return null;
  const time = typeof r.time === 'number' && Number.isFinite(r.time) && r.time >= 0 ? r.time : fallbackTime;
  const id = r.id === undefined || r.id === null || r.id === '' ? `local-${++autoId}` : String(r.id);
  const userId = r.userId === undefined || r.userId === null ? undefined : String(r.userId);
  const color = typeof r.color === 'string' && /^#[0-9a-f]{3,8}$/i.test(r.color) ? r.color : undefined;
  // The shield level's input (0..10); anything else is no score, which the level never hides.
  const score = typeof r.score === 'number' && Number.isFinite(r.score) ? Math.min(10, Math.max(0, r.score)) : undefined;
  return { id, text, time, mode: toMode(r.mode), userId, color, score };
}

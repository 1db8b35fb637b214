import { sanitizeBarrageText } from './sanitize';
import type { BarrageComment, BarrageMode } from './types';

let autoId = 0;

function toMode(v: unknown): BarrageMode {
  return v === 'top' || v === 'bottom' ? v : 'scroll';
}

/**
 * Validates one comment from the network or the user. Text is sanitized and
 * cut; a missing time takes `fallbackTime`; unknown modes scroll. Returns null
 * only when nothing drawable is left (empty text).
 */
export function normalizeComment(raw: unknown, fallbackTime = 0): BarrageComment | null {
  if (!raw || typeof raw !== 'object') return null;
  const r = raw as Record<string, unknown>;
  const text = sanitizeBarrageText(r.text);
  if (!text) return null;
  const time = typeof r.time === 'number' && Number.isFinite(r.time) && r.time >= 0 ? r.time : fallbackTime;
  const id = r.id === undefined || r.id === null || r.id === '' ? `local-${++autoId}` : String(r.id);
  const userId = r.userId === undefined || r.userId === null ? undefined : String(r.userId);
  const color = typeof r.color === 'string' && /^#[0-9a-f]{3,8}$/i.test(r.color) ? r.color : undefined;
  return { id, text, time, mode: toMode(r.mode), userId, color };
}

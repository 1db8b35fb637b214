// Display formats (spec 001 §9): relative time, counts in 万, durations, level icon.
import { t } from '../i18n';

const HOUR = 3600_000;
const DAY = 24 * HOUR;

const pad = (n: number) => String(n).padStart(2, '0');

export function formatDate(d: Date): string {
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** YYYY-MM-DD HH:mm in local time (unix seconds in). */
export function formatDateTime(unixSeconds: number): string {
  const d = new Date(unixSeconds * 1000);
  return `${formatDate(d)} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** 刚刚 under 1 hour, N小时前 under 24 hours, N天前 under 3 days, else YYYY-MM-DD. */
export function relativeTime(time: Date | number | string, now: number = Date.now()): string {
  const d = time instanceof Date ? time : new Date(typeof time === 'number' && time < 1e12 ? time * 1000 : time);
  const ms = d.getTime();
  if (Number.isNaN(ms)) return '';
  const diff = now - ms;
  if (diff < HOUR) return t('time.justNow');
  if (diff < DAY) return t('time.hoursAgo', { n: Math.floor(diff / HOUR) });
  if (diff < 3 * DAY) return t('time.daysAgo', { n: Math.floor(diff / DAY) });
  return formatDate(d);
}

/** 10000 or more as X万 with one decimal (12345 -> 1.2万); smaller numbers as they are. */
export function formatCount(n: number): string {
  if (!Number.isFinite(n)) return '0';
  if (Math.abs(n) < 10000) return String(Math.trunc(n));
  return `${(Math.floor((n / 10000) * 10) / 10).toFixed(1)}${t('units.tenThousand')}`;
}

/** mm:ss, or h:mm:ss from one hour (seconds in). */
export function formatDuration(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(Number.isFinite(totalSeconds) ? totalSeconds : 0));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = s % 60;
  return h > 0 ? `${h}:${pad(m)}:${pad(sec)}` : `${pad(m)}:${pad(sec)}`;
}

export const LEVEL_ICON_MAX = 8;

/** Level number shown by the level icon, capped at 8 (and never below 0). */
export function levelIcon(level: number): number {
  return Math.min(LEVEL_ICON_MAX, Math.max(0, Math.floor(level || 0)));
}


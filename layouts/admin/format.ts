// How the console writes values: unix seconds as local date and time, booleans in words.
const pad = (n: number) => String(n).padStart(2, '0');

export function dateTime(unixS: number | null | undefined): string {
  if (!unixS) return '—';
  const d = new Date(unixS * 1000);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

export const mediaTime = (s: number) => `${Math.floor(s / 60)}:${pad(Math.floor(s % 60))}`;

const TIME_FIELDS = /(?:At|Expire|Until|^from$|^to$)$/;

/** A table cell by its field name: times as dates, the rest as text. */
export function cell(name: string, value: unknown, yes: string, no: string): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? yes : no;
  if (typeof value === 'number' && TIME_FIELDS.test(name)) return dateTime(value);
  const text = String(value);
  return text.length > 80 ? `${text.slice(0, 80)}…` : text;
}

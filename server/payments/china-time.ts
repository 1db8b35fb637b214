// Alipay and WeChat Pay write times in China time (UTC+8, no daylight saving), as
// "yyyy-MM-dd HH:mm:ss" (Alipay) or RFC 3339 with +08:00 (WeChat Pay).
const CN_OFFSET_S = 8 * 3600;

/** "2026-12-07 13:45:00" for a unix time, in China time. */
export function chinaTime(unix: number): string {
  return new Date((unix + CN_OFFSET_S) * 1000).toISOString().slice(0, 19).replace('T', ' ');
}

/** RFC 3339 in China time: "2026-12-07T13:45:00+08:00". */
export const chinaRfc3339 = (unix: number): string => `${chinaTime(unix).replace(' ', 'T')}+08:00`;

/** Unix seconds of a "yyyy-MM-dd HH:mm:ss" China time, NaN when malformed. */
export function fromChinaTime(s: string): number {
  if (!/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/.test(s)) return NaN;
  return Math.floor(Date.parse(`${s.replace(' ', 'T')}+08:00`) / 1000);
}

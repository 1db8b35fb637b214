// The width cache is bounded and keeps one font's widths: a long session's heap must not grow
// with it (issue 14, point 5).
import { describe, expect, it } from 'vitest';
import { MeasureCache } from '@src/barrage/measure-cache';

describe('MeasureCache', () => {
  it('measures a text once per font and forgets the old font when the size changes', () => {
    const calls: string[] = [];
    const cache = new MeasureCache((text, font) => {
      calls.push(`${font}|${text}`);
      return text.length * Number.parseInt(font, 10);
    });
    expect(cache.width('哈哈', '20px a')).toBe(40);
    expect(cache.width('哈哈', '20px a')).toBe(40);
    expect(cache.width('哈哈', '30px a')).toBe(60);
    expect(cache.size).toBe(1);
    expect(cache.width('哈哈', '20px a')).toBe(40);
    expect(calls).toEqual(['20px a|哈哈', '30px a|哈哈', '20px a|哈哈']);
  });

  it('never holds more than its capacity, dropping the oldest first', () => {
    const cache = new MeasureCache((text) => text.length, 3);
    for (const t of ['a', 'bb', 'ccc', 'dddd']) cache.width(t, 'f');
    expect(cache.size).toBe(3);
    let measured = 0;
    const probe = new MeasureCache(() => ++measured, 3);
    for (const t of ['a', 'b', 'c', 'd', 'b', 'a']) probe.width(t, 'f');
    // 'a' was evicted by 'd' and measured again; 'b' was still cached.
    expect(measured).toBe(5);
  });
});

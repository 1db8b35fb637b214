import { describe, expect, it } from 'vitest';
import { normalizeComment } from '@src/barrage/comment-input';
import { BARRAGE_ELLIPSIS, BARRAGE_MAX_LENGTH, sanitizeBarrageText } from '@src/barrage/sanitize';

describe('sanitizeBarrageText', () => {
  it('keeps HTML as plain text', () => {
    expect(sanitizeBarrageText('<img src=x onerror=alert(1)>&amp;')).toBe('<img src=x onerror=alert(1)>&amp;');
  });

  it('strips control characters and turns line breaks and tabs into spaces', () => {
    expect(sanitizeBarrageText('a\u0000b\u0007c\u001b[31m')).toBe('abc[31m');
    expect(sanitizeBarrageText('line1\r\nline2\tend')).toBe('line1 line2 end');
    expect(sanitizeBarrageText('\u202eevil\u202c text')).toBe('evil text');
    expect(sanitizeBarrageText('  padded  ')).toBe('padded');
  });

  it(`cuts text over ${BARRAGE_MAX_LENGTH} characters with an ellipsis`, () => {
    const long = '弹'.repeat(150);
    const out = sanitizeBarrageText(long);
    expect(Array.from(out)).toHaveLength(BARRAGE_MAX_LENGTH);
    expect(out.endsWith(BARRAGE_ELLIPSIS)).toBe(true);
    expect(sanitizeBarrageText('x'.repeat(BARRAGE_MAX_LENGTH))).toBe('x'.repeat(BARRAGE_MAX_LENGTH));
  });

  it('never splits a surrogate pair when cutting', () => {
    const out = sanitizeBarrageText('😀'.repeat(120));
    expect(Array.from(out)).toHaveLength(BARRAGE_MAX_LENGTH);
    expect(out).toBe('😀'.repeat(BARRAGE_MAX_LENGTH - 1) + BARRAGE_ELLIPSIS);
  });

  it('accepts non-string input without throwing', () => {
    expect(sanitizeBarrageText(undefined)).toBe('');
    expect(sanitizeBarrageText(12345)).toBe('12345');
  });
});

describe('normalizeComment', () => {
  it('fills defaults and rejects empty text', () => {
    expect(normalizeComment({ text: '\u0000\u0001' })).toBeNull();
    expect(normalizeComment(null)).toBeNull();
    const c = normalizeComment({ id: 5, text: 'hi', mode: 'weird', time: -3, userId: 9, color: 'red;}' }, 12);
    expect(c).toEqual({ id: '5', text: 'hi', mode: 'scroll', time: 12, userId: '9', color: undefined });
  });
});

import { describe, expect, it } from 'vitest';
import { BARRAGE_MAX_CHARS } from '@src/api/contract/limits';
import { normalizeComment } from '@src/barrage/comment-input';

const text = (raw: unknown) => normalizeComment({ text: raw })?.text;

describe('normalizeComment: text by the contract plain-text rule', () => {
  it('keeps HTML as plain text', () => {
    expect(text('<img src=x onerror=alert(1)>&amp;')).toBe('<img src=x onerror=alert(1)>&amp;');
  });

  it('turns control characters, line breaks and bidi overrides into single spaces', () => {
    expect(text('a\u0000b\u0007c\u001b[31m')).toBe('a b c [31m');
    expect(text('line1\r\nline2\tend')).toBe('line1 line2 end');
    expect(text('\u202eevil\u202c text')).toBe('evil text');
    expect(text('  padded  ')).toBe('padded');
  });

  it(`cuts text to ${BARRAGE_MAX_CHARS} code points, never inside a surrogate pair`, () => {
    expect(Array.from(text('弹'.repeat(150))!)).toHaveLength(BARRAGE_MAX_CHARS);
    expect(text('x'.repeat(BARRAGE_MAX_CHARS))).toBe('x'.repeat(BARRAGE_MAX_CHARS));
    expect(text('😀'.repeat(120))).toBe('😀'.repeat(BARRAGE_MAX_CHARS));
  });

  it('accepts non-string text without throwing', () => {
    expect(text(undefined)).toBeUndefined();
    expect(text(12345)).toBe('12345');
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

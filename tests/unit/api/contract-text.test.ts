// One plain-text rule and one set of limits for client inputs and server validation
// (src/api/contract/text.ts, limits.ts).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BARRAGE_MAX_CHARS, COMMENT_MAX_CHARS, NICKNAME_MAX_CHARS, SHIELD_KEYWORD_MAX_CHARS } from '@src/api/contract/limits';
import { charCount, plainMultiline, plainText } from '@src/api/contract/text';
import { replys } from '@src/api/contract/video';
import { shieldKeyWord } from '@src/api/contract/shield';
import { updateUserInfo } from '@src/api/contract/user';
import { BARRAGE_SEND_MAX, checkBarrageText } from '@src/features/watch/barrage-actions';
import { checkKeyword, SHIELD_KEYWORD_MAX } from '@src/features/shield/shield-actions';
import { COMMENT_MAX } from '@src/features/watch/use-comments';

describe('plainText', () => {
  it('turns NUL, other controls and bidi overrides into spaces, collapses white space and trims', () => {
    expect(plainText('  a\u0000b\u0007c\u202ed\u2066e\ufeff  ')).toBe('a b c d e');
    expect(plainText('line1\r\nline2\tend')).toBe('line1 line2 end');
    expect(plainText('\u0001\u0002 ')).toBe('');
  });

  it('keeps markup literally: it is text, never HTML', () => {
    expect(plainText('<img src=x onerror=alert(1)>')).toBe('<img src=x onerror=alert(1)>');
  });

  it('cuts to a number of code points, never inside a surrogate pair', () => {
    expect(plainText('😀'.repeat(5), 3)).toBe('😀😀😀');
    expect(charCount(plainText('好'.repeat(150), BARRAGE_MAX_CHARS))).toBe(BARRAGE_MAX_CHARS);
    expect(plainText('ab   ', 2)).toBe('ab');
  });
});

describe('plainMultiline', () => {
  it('keeps line breaks, drops other controls, allows at most one blank line in a row', () => {
    expect(plainMultiline('a\u0000b\r\n\r\n\r\n\r\nc  \nd')).toBe('a b\n\nc\nd');
  });
});

describe('one limit per field, used by the contract and the client inputs', () => {
  it('the contract schemas use the limits', () => {
    const bad = (n: number) => 'x'.repeat(n);
    expect(replys.body!.check({ mediaKey: 'v1001', content: bad(COMMENT_MAX_CHARS) }, 'body')).toBeNull();
    expect(replys.body!.check({ mediaKey: 'v1001', content: bad(COMMENT_MAX_CHARS + 1) }, 'body')).not.toBeNull();
    expect(shieldKeyWord.query!.check({ keyword: bad(SHIELD_KEYWORD_MAX_CHARS + 1) }, 'query')).not.toBeNull();
    expect(updateUserInfo.body!.check({ nickName: bad(NICKNAME_MAX_CHARS + 1) }, 'body')).not.toBeNull();
    expect(updateUserInfo.body!.check({ nickName: bad(NICKNAME_MAX_CHARS) }, 'body')).toBeNull();
  });

  it('the client checks take the same numbers and the same cleaning', () => {
    expect([BARRAGE_SEND_MAX, COMMENT_MAX, SHIELD_KEYWORD_MAX]).toEqual([
      BARRAGE_MAX_CHARS, COMMENT_MAX_CHARS, SHIELD_KEYWORD_MAX_CHARS,
    ]);
    expect(checkBarrageText('好'.repeat(BARRAGE_MAX_CHARS))).toMatchObject({ ok: true });
    expect(checkBarrageText('好'.repeat(BARRAGE_MAX_CHARS + 1))).toMatchObject({ ok: false });
    expect(checkBarrageText(' a\u0000b ')).toEqual({ ok: true, text: 'a b' });
    expect(checkKeyword(' 剧\u0000透 ', [])).toEqual({ ok: true, keyword: '剧 透' });
  });

  it('no layout input hard-codes a length', () => {
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const f of readdirSync(dir)) {
        const p = join(dir, f);
        if (statSync(p).isDirectory()) walk(p);
        else if (/\.tsx?$/.test(f)) files.push(p);
      }
    };
    walk('layouts');
    const literal = files.filter((f) => /maxLength=\{\s*\d+\s*\}|maxLength="\d+"/.test(readFileSync(f, 'utf8')));
    expect(literal).toEqual([]);
  });
});

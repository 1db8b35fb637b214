import { describe, expect, it } from 'vitest';
import { KeywordAutomaton } from '@src/barrage/aho-corasick';

function naive(keywords: string[], text: string): string[] {
  const out: string[] = [];
  const t = text.toLowerCase();
  for (let end = 1; end <= t.length; end++)
    for (const k of keywords) if (k && end >= k.length && t.slice(end - k.length, end) === k.toLowerCase()) out.push(`${end - k.length}:${k}`);
  return out.sort();
}

describe('KeywordAutomaton (Aho-Corasick)', () => {
  it('finds overlapping and nested keywords in one pass', () => {
    const ac = new KeywordAutomaton(['he', 'she', 'his', 'hers']);
    const found = ac.findAll('ushers').map((m) => `${m.start}-${m.end}:${m.keyword}`);
    expect(found.sort()).toEqual(['1-4:she', '2-4:he', '2-6:hers'].sort());
    expect(ac.test('ushers')).toBe(true);
    expect(ac.test('usual')).toBe(false);
  });

  it('matches Chinese and astral-plane (emoji) keywords by UTF-16 offsets', () => {
    const ac = new KeywordAutomaton(['广告', '加微信', '😀😀']);
    const text = '快来加微信看广告😀😀!';
    const found = ac.findAll(text);
    expect(found.map((m) => m.keyword).sort()).toEqual(['广告', '加微信', '😀😀'].sort());
    for (const m of found) expect(text.slice(m.start, m.end)).toBe(m.keyword);
    expect(ac.test('一个😀而已')).toBe(false);
  });

  it('is case-insensitive and folds full-width letters and digits', () => {
    const ac = new KeywordAutomaton(['VX123', 'qq']);
    expect(ac.test('加我vx123')).toBe(true);
    expect(ac.test('加我ＶＸ１２３')).toBe(true);
    expect(ac.test('Ｑｑ群')).toBe(true);
    expect(ac.test('vx12')).toBe(false);
    const [m] = new KeywordAutomaton(['ab']).findAll('xＡＢ');
    expect(m).toEqual({ keyword: 'ab', start: 1, end: 3 });
  });

  it('ignores empty and duplicate keywords', () => {
    const ac = new KeywordAutomaton(['', '  ', 'abc', 'ABC', 'abc']);
    expect(ac.size).toBe(1);
    expect(new KeywordAutomaton([]).test('anything')).toBe(false);
  });

  it('agrees with a naive scan on random text over a small alphabet', () => {
    let seed = 7;
    const rnd = () => ((seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff);
    const alpha = 'abAB弹幕';
    const word = (n: number) => Array.from({ length: n }, () => alpha[Math.floor(rnd() * alpha.length)]).join('');
    const keywords = Array.from({ length: 40 }, () => word(1 + Math.floor(rnd() * 4)).toLowerCase());
    const ac = new KeywordAutomaton(keywords);
    const unique = [...new Set(keywords)];
    for (let i = 0; i < 200; i++) {
      const text = word(Math.floor(rnd() * 20));
      const got = ac.findAll(text).map((m) => `${m.start}:${m.keyword}`).sort();
      expect(got).toEqual(naive(unique, text));
      expect(ac.test(text)).toBe(got.length > 0);
    }
  });
});

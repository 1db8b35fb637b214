// The pinyin forms of a title and the matcher that reads them (issue 28 point 1), without a server.
import { describe, expect, it } from 'vitest';
import { matchPinyin } from './pinyin-match';
import { pinyinQuery, searchForms } from './search-forms';

const match = (title: string, typed: string) => {
  const f = searchForms(title);
  return matchPinyin(f.pinyin ? f.pinyin.split(' ') : [], f.initials, pinyinQuery(typed));
};

describe('search forms', () => {
  it('spells hanzi as toneless syllables by context, keeps Latin words and digits, drops punctuation', () => {
    expect(searchForms('繁花似锦')).toEqual({ pinyin: 'fan hua si jin', initials: 'fhsj' });
    expect(searchForms('长夜将明')).toEqual({ pinyin: 'chang ye jiang ming', initials: 'cyjm' });
    expect(searchForms('重庆森林')).toEqual({ pinyin: 'chong qing sen lin', initials: 'cqsl' });
    expect(searchForms('X战警2')).toEqual({ pinyin: 'x zhan jing 2', initials: 'xzj2' });
    expect(searchForms('蝙蝠侠：黑暗骑士')).toEqual({ pinyin: 'bian fu xia hei an qi shi', initials: 'bfxhaqs' });
    // ü is typed as v; full-width letters are letters.
    expect(searchForms('绿野仙踪').pinyin).toBe('lv ye xian zong');
    expect(searchForms('ＡＢＣ漫游记')).toEqual({ pinyin: 'abc man you ji', initials: 'amyj' });
    expect(searchForms('……')).toEqual({ pinyin: '', initials: '' });
  });

  it('keeps the letters of a keyword; spells hanzi only when mixed with letters', () => {
    expect(pinyinQuery('FHSJ')).toBe('fhsj');
    expect(pinyinQuery("fan'hua si")).toBe('fanhuasi');
    expect(pinyinQuery('繁花sj')).toBe('fanhuasj');
    expect(pinyinQuery('繁花')).toBe('');
    expect(pinyinQuery('%_')).toBe('');
  });
});

describe('matchPinyin', () => {
  it('matches initials, full syllables and mixes over consecutive syllables', () => {
    for (const typed of ['fhsj', 'fanhuasijin', 'fanhsj', 'fhsijin', 'fanhuasij', 'fanhuasji']) expect(match('繁花似锦', typed), typed).toBe('whole');
    for (const typed of ['f', 'fh', 'fanhua', 'fanhu', 'fhs']) expect(match('繁花似锦', typed), typed).toBe('start');
    for (const typed of ['hsj', 'huasijin', 'sj', 'jin']) expect(match('繁花似锦', typed), typed).toBe('inside');
    for (const typed of ['fsj', 'anhua', 'fanhuasjx', 'fhsjj', 'x', 'fanhuax']) expect(match('繁花似锦', typed), typed).toBeNull();
  });

  it('lets a letter either go on in the syllable or start the next one', () => {
    // "xian" is one syllable of 仙 and two (xi an) of 西安.
    expect(match('西安往事', 'xian')).toBe('start');
    expect(match('仙剑奇侠传', 'xian')).toBe('start');
    expect(match('西安往事', 'xianws')).toBe('whole');
    expect(match('X战警2', 'xzj2')).toBe('whole');
    expect(match('ABC漫游记', 'abcmyj')).toBe('whole');
    expect(match('ABC漫游记', 'amyj')).toBe('whole');
  });

  it('stays polynomial on a title built to make a backtracking matcher explode', () => {
    const words = Array.from({ length: 40 }, () => 'aaa');
    const initials = 'a'.repeat(40);
    // Every split of 119 a's over the words is tried by a naive matcher; the final b fails them all.
    expect(matchPinyin(words, initials, `${'a'.repeat(119)}b`)).toBeNull();
    expect(matchPinyin(words, initials, 'a'.repeat(120))).toBe('whole');
  });
});

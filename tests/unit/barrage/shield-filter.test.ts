import { describe, expect, it } from 'vitest';
import { compileRegexRules } from '@src/barrage/regex-rules';
import { ShieldFilter } from '@src/barrage/shield-filter';

describe('ShieldFilter', () => {
  it('blocks shielded users by id, numbers and strings alike', () => {
    const f = new ShieldFilter({ users: [42, 'u7'] });
    expect(f.reason('hello', '42')).toBe('user');
    expect(f.reason('hello', 'u7')).toBe('user');
    expect(f.reason('hello', 'u8')).toBeNull();
    expect(f.reason('hello')).toBeNull();
  });

  it('blocks keywords case-insensitively, with full-width folding', () => {
    const f = new ShieldFilter({ keywords: ['剧透', 'Spoiler'] });
    expect(f.reason('前方剧透预警')).toBe('keyword');
    expect(f.reason('SPOILER ahead')).toBe('keyword');
    expect(f.reason('ｓｐｏｉｌｅｒ')).toBe('keyword');
    expect(f.reason('好看')).toBeNull();
  });

  it('combines regex rules into few RegExp and applies them to folded text', () => {
    const rules = ['\\d{6,}', '/加.{0,2}微/', '/https?:\\/\\//i', 'v\\s*x'];
    const compiled = compileRegexRules(rules);
    expect(compiled.count).toBe(4);
    expect(compiled.patterns.length).toBe(1);
    const f = new ShieldFilter({ regexes: rules });
    expect(f.reason('call 1234567')).toBe('regex');
    expect(f.reason('加个微')).toBe('regex');
    expect(f.reason('HTTP://x')).toBe('regex');
    expect(f.reason('ＶＸ')).toBe('regex');
    expect(f.reason('12345')).toBeNull();
  });

  it('reports an invalid rule and keeps the valid ones', () => {
    const f = new ShieldFilter({ regexes: ['(unclosed', 'ok+'] });
    expect(f.errors).toHaveLength(1);
    expect(f.errors[0].rule).toBe('(unclosed');
    expect(f.reason('okkk')).toBe('regex');
  });

  it('keeps rules with backreferences in a RegExp of their own', () => {
    const compiled = compileRegexRules(['(.)\\1{3}', 'abc']);
    expect(compiled.patterns.length).toBe(2);
    const f = new ShieldFilter({ regexes: ['(.)\\1{3}', 'abc'] });
    expect(f.blocks('哈哈哈哈')).toBe(true);
    expect(f.blocks('哈哈哈')).toBe(false);
  });

  it('treats full-width brackets in a rule as literals after folding', () => {
    const f = new ShieldFilter({ regexes: ['（广告）'] });
    expect(f.blocks('这是(广告)')).toBe(true);
    expect(f.blocks('这是（广告）')).toBe(true);
    expect(f.blocks('这是广告')).toBe(false);
  });

  it('setLists replaces only the lists given', () => {
    const f = new ShieldFilter({ users: ['1'], keywords: ['坏'] });
    f.setLists({ keywords: ['差'] });
    expect(f.blocks('坏')).toBe(false);
    expect(f.blocks('差')).toBe(true);
    expect(f.blocks('x', '1')).toBe(true);
  });
});

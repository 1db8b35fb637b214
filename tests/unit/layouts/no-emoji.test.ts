// Icons are SVG (src/icons), never emoji or pictograph glyphs: TVs and headless browsers without
// an emoji font draw those as empty boxes. This fails on any such code point in a view file.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(__dirname, '../../..');
const SCANNED = ['layouts', 'src'];

/**
 * Pictographs (emoji), the symbol blocks that fonts draw as emoji or lack (arrows, technical,
 * geometric shapes, miscellaneous symbols, dingbats), any code point outside the BMP, and the
 * emoji variation selector.
 */
const EMOJI = /[\p{Extended_Pictographic}\u{2190}-\u{21FF}\u{2300}-\u{23FF}\u{25A0}-\u{25FF}\u{2600}-\u{27BF}\u{2B00}-\u{2BFF}\u{10000}-\u{10FFFF}]|\u{FE0F}/u;

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) return files(p);
    return /\.(tsx?|css|html)$/.test(name) ? [p] : [];
  });
}

export function emojiIn(text: string): { line: number; char: string }[] {
  const found: { line: number; char: string }[] = [];
  text.split('\n').forEach((l, i) => {
    for (const ch of l) if (EMOJI.test(ch)) found.push({ line: i + 1, char: `${ch} U+${ch.codePointAt(0)!.toString(16).toUpperCase()}` });
  });
  return found;
}

describe('no emoji in view code', () => {
  it('recognises emoji, pictograph symbols and non-BMP characters, but not Chinese text or punctuation', () => {
    expect(emojiIn('<b>👍 {n}</b>').map((f) => f.char)).toEqual(['👍 U+1F44D']);
    expect(emojiIn("c.liked ? '♥' : '♡'")).toHaveLength(2);
    expect(emojiIn('{k} ✕')).toHaveLength(1);
    expect(emojiIn("playing ? '❚❚' : '▶'")).toHaveLength(3);
    expect(emojiIn('𠀀')).toHaveLength(1);
    expect(emojiIn('弹幕设置：开 — 100% · 已收藏 ‹ ›')).toEqual([]);
  });

  it('finds none in layouts/ and src/', () => {
    const hits = SCANNED.flatMap((d) => files(join(ROOT, d))).flatMap((f) => emojiIn(readFileSync(f, 'utf8')).map((h) => `${relative(ROOT, f)}:${h.line} ${h.char}`));
    expect(hits).toEqual([]);
  });
});

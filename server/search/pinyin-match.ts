// Does what a viewer typed spell a title in pinyin? The typed letters must cover a run of the
// title's consecutive syllables, each by a non-empty prefix of it, in order: "fhsj" (initials),
// "fanhua" (full syllables), "fanhsj" or "fhsijin" (a mix), "fanhu" (the last one unfinished)
// all spell 繁花似锦 (fan hua si jin). A backtracking regex says the same but can take
// exponential time on a crafted title; this is a memoised walk, at most syllables x letters
// steps per title.

/** Where the typed letters lie in the title: all of it, from its start, or further in. */
export type PinyinHit = 'whole' | 'start' | 'inside';

// The walk's state lives at module level (the matcher is synchronous and not re-entrant): a
// closure per call, or clearing the memo per call, costs more than the walk itself when a
// search runs it over ten thousand titles.
let words: readonly string[] = [];
let typed = '';
let m = 0;
let n = 0;
// Memo per (toEnd, word, letter): generation * 2 + answer, so a new call needs no clearing.
let memo = new Uint32Array(4096);
let generation = 0;

/** Can typed[i..] be spelled from word j on; `toEnd`: ending in the title's last word. */
function from(j: number, i: number, toEnd: boolean): boolean {
  if (j >= m) return false;
  const slot = (toEnd ? m * n : 0) + j * n + i;
  const seen = memo[slot];
  if (seen >>> 1 === generation) return (seen & 1) === 1;
  const w = words[j];
  let common = 0;
  while (common < w.length && i + common < n && w.charCodeAt(common) === typed.charCodeAt(i + common)) common++;
  let ok = false;
  // Longest prefix first: full syllables are what people type most.
  for (let len = common; len >= 1 && !ok; len--) {
    if (i + len === n) ok = !toEnd || j === m - 1;
    else ok = from(j + 1, i + len, toEnd);
  }
  memo[slot] = generation * 2 + (ok ? 1 : 0);
  return ok;
}

/**
 * `titleWords`: the title's syllables (search-forms.ts); `initials`: their first letters, one
 * character per word; `letters`: what was typed, letters and digits only (pinyinQuery). Null
 * when they do not match.
 */
export function matchPinyin(titleWords: readonly string[], initials: string, letters: string): PinyinHit | null {
  if (!letters || !titleWords.length) return null;
  const first = letters[0];
  let s = initials.indexOf(first);
  if (s < 0) return null;
  // One letter: any word it starts will do.
  if (letters.length === 1) return s > 0 ? 'inside' : titleWords.length === 1 ? 'whole' : 'start';
  words = titleWords;
  typed = letters;
  m = titleWords.length;
  n = letters.length;
  if (memo.length < 2 * m * n) memo = new Uint32Array(2 * m * n);
  if (++generation >= 0x7fffffff) {
    memo.fill(0);
    generation = 1;
  }
  for (; s >= 0; s = initials.indexOf(first, s + 1)) {
    if (!from(s, 0, false)) continue;
    if (s > 0) return 'inside';
    return from(0, 0, true) ? 'whole' : 'start';
  }
  return null;
}

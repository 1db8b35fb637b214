import { performance } from 'node:perf_hooks';
import { ShieldFilter } from '../../../src/barrage/shield-filter';
import { foldText } from '../../../src/barrage/fold';
import { makeText, mulberry32 } from './stream';

export interface FilterBenchOptions {
  comments: number;
  /** Comments the plain loop runs over (it is ~1000x slower; same cost per comment). */
  baselineComments: number;
  seed?: number;
}

function word(rnd: () => number, min: number, max: number): string {
  const n = min + Math.floor(rnd() * (max - min + 1));
  let s = '';
  for (let i = 0; i < n; i++) {
    // Mostly CJK from a narrow block so keywords really occur in the stream.
    s += rnd() < 0.8 ? String.fromCharCode(0x4e00 + Math.floor(rnd() * 800)) : String.fromCharCode(97 + Math.floor(rnd() * 26));
  }
  return s;
}

const REGEX_SHAPES = [
  (r: () => number) => `加.{0,3}${word(r, 1, 1)}`,
  (r: () => number) => `${word(r, 1, 2)}\\d{${3 + Math.floor(r() * 4)},}`,
  (r: () => number) => `(?:qq|vx|wx)\\s*${Math.floor(r() * 90 + 10)}`,
  (r: () => number) => `https?://${word(r, 2, 3)}`,
  (r: () => number) => `${word(r, 1, 1)}[^\\s]{0,2}${word(r, 1, 1)}`,
];

export function makeRules(seed: number) {
  const rnd = mulberry32(seed);
  const keywords = Array.from({ length: 10_000 }, () => word(rnd, 2, 4));
  const users = Array.from({ length: 1_000 }, () => `u${Math.floor(rnd() * 50_000)}`);
  const regexes = Array.from({ length: 50 }, (_, i) => REGEX_SHAPES[i % REGEX_SHAPES.length](rnd));
  return { keywords, users, regexes };
}

function makeComments(seed: number, n: number): { text: string; userId: string }[] {
  const rnd = mulberry32(seed);
  const out: { text: string; userId: string }[] = [];
  for (let i = 0; i < n; i++) {
    const text = rnd() < 0.5 ? makeText(rnd) : makeText(rnd) + word(rnd, 1, 6);
    out.push({ text, userId: `u${Math.floor(rnd() * 50_000)}` });
  }
  return out;
}

/** The obvious implementation: every rule checked one by one. */
class PlainLoopFilter {
  private readonly keywords: string[];
  private readonly regexes: RegExp[];
  constructor(private readonly rules: ReturnType<typeof makeRules>) {
    this.keywords = rules.keywords.map((k) => k.toLowerCase());
    this.regexes = rules.regexes.map((r) => new RegExp(r, 'iu'));
  }
  blocks(text: string, userId: string): boolean {
    for (const u of this.rules.users) if (u === userId) return true;
    const lower = foldText(text);
    for (const k of this.keywords) if (lower.includes(k)) return true;
    for (const r of this.regexes) if (r.test(lower)) return true;
    return false;
  }
}

export function runFilterBench(o: FilterBenchOptions) {
  const seed = o.seed ?? 2024;
  const rules = makeRules(seed);
  const t0 = performance.now();
  const ours = new ShieldFilter(rules);
  const buildMs = performance.now() - t0;
  const plain = new PlainLoopFilter(rules);
  const comments = makeComments(seed + 1, o.comments);

  // Warm both up so the JIT has compiled the hot paths.
  for (let i = 0; i < 20_000; i++) ours.blocks(comments[i % comments.length].text, comments[i % comments.length].userId);
  for (let i = 0; i < 200; i++) plain.blocks(comments[i].text, comments[i].userId);

  let blockedOurs = 0;
  const s1 = performance.now();
  for (let i = 0; i < comments.length; i++) if (ours.blocks(comments[i].text, comments[i].userId)) blockedOurs++;
  const oursMs = performance.now() - s1;

  const nb = Math.min(o.baselineComments, comments.length);
  let blockedPlain = 0;
  let disagreements = 0;
  const s2 = performance.now();
  for (let i = 0; i < nb; i++) if (plain.blocks(comments[i].text, comments[i].userId)) blockedPlain++;
  const plainMs = performance.now() - s2;
  for (let i = 0; i < nb; i++) {
    if (plain.blocks(comments[i].text, comments[i].userId) !== ours.blocks(comments[i].text, comments[i].userId)) disagreements++;
  }
  const oursPerCommentUs = (oursMs * 1000) / comments.length;
  const plainPerCommentUs = (plainMs * 1000) / nb;
  return {
    rules: { keywords: rules.keywords.length, users: rules.users.length, regexes: rules.regexes.length },
    compiledRegexPatterns: (ours as unknown as { patterns: RegExp[] }).patterns.length,
    buildMs: round(buildMs),
    comments: comments.length,
    blockedShare: round(blockedOurs / comments.length, 4),
    ours: { totalMs: round(oursMs), perCommentUs: round(oursPerCommentUs, 3) },
    plainLoop: { comments: nb, totalMs: round(plainMs), perCommentUs: round(plainPerCommentUs, 3), blockedShare: round(blockedPlain / nb, 4) },
    disagreementsOnBaselineSample: disagreements,
    speedup: round(plainPerCommentUs / oursPerCommentUs, 1),
    targets: {
      speedupAtLeast50: plainPerCommentUs / oursPerCommentUs >= 50,
      perCommentAtMost2us: oursPerCommentUs <= 2,
    },
  };
}

export function round(v: number, digits = 2): number {
  const f = 10 ** digits;
  return Math.round(v * f) / f;
}

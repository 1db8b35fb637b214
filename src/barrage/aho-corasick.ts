import { foldTable, foldText } from './fold';

export interface KeywordMatch {
  /** The keyword as given (not folded). */
  keyword: string;
  /** UTF-16 offsets into the searched text; end is exclusive. */
  start: number;
  end: number;
}

/**
 * Aho-Corasick automaton over folded UTF-16 code units: one pass over the text
 * finds every keyword, whatever their number. Matching is case-insensitive and
 * folds full-width ASCII to half-width.
 */
export class KeywordAutomaton {
  /** Per state: children by folded code unit. */
  private readonly next: Map<number, number>[] = [new Map()];
  private fail: Int32Array = new Int32Array(1);
  /** Keyword index ending exactly at a state, or -1. */
  private readonly out: number[] = [-1];
  /** Nearest proper suffix state that ends a keyword, or -1. */
  private dict: Int32Array = new Int32Array(1);
  /** 1 when some keyword ends at this state or a suffix of it: test() stops there. */
  private hit: Uint8Array = new Uint8Array(1);
  /** Code units that occur in no keyword send the automaton straight to the root. */
  private readonly alphabet = new Uint8Array(65536);
  private readonly keywords: string[] = [];
  private readonly lengths: number[] = [];

  constructor(keywords: Iterable<string>) {
    const seen = new Set<string>();
    for (const raw of keywords) {
      if (typeof raw !== 'string') continue;
      const k = foldText(raw.trim());
      if (!k || seen.has(k)) continue;
      seen.add(k);
      this.insert(k, raw.trim());
    }
    this.link();
  }

  get size(): number {
    return this.keywords.length;
  }

  private insert(folded: string, original: string): void {
    let s = 0;
    for (let i = 0; i < folded.length; i++) {
      const c = folded.charCodeAt(i);
      this.alphabet[c] = 1;
      let n = this.next[s].get(c);
      if (n === undefined) {
        n = this.next.length;
        this.next.push(new Map());
        this.out.push(-1);
        this.next[s].set(c, n);
      }
      s = n;
    }
    this.out[s] = this.keywords.length;
    this.keywords.push(original);
    this.lengths.push(folded.length);
  }

  private link(): void {
    const n = this.next.length;
    this.fail = new Int32Array(n);
    this.dict = new Int32Array(n).fill(-1);
    this.hit = new Uint8Array(n);
    const queue: number[] = [];
    for (const child of this.next[0].values()) {
      this.fail[child] = 0;
      queue.push(child);
    }
    for (let qi = 0; qi < queue.length; qi++) {
      const s = queue[qi];
      const f = this.fail[s];
      this.dict[s] = this.out[f] >= 0 ? f : this.dict[f];
      this.hit[s] = this.out[s] >= 0 || this.hit[f] ? 1 : 0;
      for (const [c, child] of this.next[s]) {
        let g = f;
        let target: number | undefined;
        for (;;) {
          target = this.next[g].get(c);
          if (target !== undefined || g === 0) break;
          g = this.fail[g];
        }
        this.fail[child] = target !== undefined && target !== child ? target : 0;
        queue.push(child);
      }
    }
  }

  private step(s: number, c: number): number {
    for (;;) {
      const n = this.next[s].get(c);
      if (n !== undefined) return n;
      if (s === 0) return 0;
      s = this.fail[s];
    }
  }

  /** True when any keyword occurs in text. Allocation-free. */
  test(text: string): boolean {
    if (this.keywords.length === 0) return false;
    const fold = foldTable();
    const alphabet = this.alphabet;
    const hit = this.hit;
    let s = 0;
    for (let i = 0; i < text.length; i++) {
      const c = fold[text.charCodeAt(i)];
      if (alphabet[c] === 0) {
        s = 0;
        continue;
      }
      s = this.step(s, c);
      if (hit[s] === 1) return true;
    }
    return false;
  }

  /** Every occurrence, overlapping ones included, ordered by end (longest first at one end). */
  findAll(text: string): KeywordMatch[] {
    const found: KeywordMatch[] = [];
    if (this.keywords.length === 0) return found;
    const fold = foldTable();
    let s = 0;
    for (let i = 0; i < text.length; i++) {
      const c = fold[text.charCodeAt(i)];
      if (this.alphabet[c] === 0) {
        s = 0;
        continue;
      }
      s = this.step(s, c);
      for (let o = this.out[s] >= 0 ? s : this.dict[s]; o >= 0; o = this.dict[o]) {
        const k = this.out[o];
        found.push({ keyword: this.keywords[k], start: i + 1 - this.lengths[k], end: i + 1 });
      }
    }
    return found;
  }
}

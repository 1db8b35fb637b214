import { KeywordAutomaton } from './aho-corasick';
import { foldText } from './fold';
import { compileRegexRules, type RegexRuleError } from './regex-rules';
import { minScoreOf } from './shield-level';

export interface ShieldLists {
  users?: Iterable<string | number>;
  keywords?: Iterable<string>;
  /** "/pattern/flags" or a bare pattern, or a RegExp. */
  regexes?: Iterable<string | RegExp>;
  /** 弹幕屏蔽等级 1..10 (shield-level.ts): a comment scored below the level is shielded. */
  level?: number;
}

export type ShieldReason = 'user' | 'keyword' | 'regex' | 'level';

/**
 * Decides whether a comment is shielded. Users are a Set lookup, keywords
 * one Aho-Corasick pass, regex rules a handful of combined RegExp.
 */
export class ShieldFilter {
  private users = new Set<string>();
  private automaton = new KeywordAutomaton([]);
  private patterns: RegExp[] = [];
  /** The lowest score shown (from the level); 0 shows everything. */
  private minScore = 0;
  /** Rules that could not be compiled, with the engine's message. */
  errors: RegexRuleError[] = [];

  constructor(lists?: ShieldLists) {
    if (lists) this.setLists(lists);
  }

  /** Replaces the lists given; a list left undefined keeps its current rules. */
  setLists(lists: ShieldLists): void {
    if (lists.users) {
      const users = new Set<string>();
      for (const u of lists.users) if (u !== null && u !== undefined && String(u) !== '') users.add(String(u));
      this.users = users;
    }
    if (lists.keywords) this.automaton = new KeywordAutomaton(lists.keywords);
    if (lists.regexes) {
      const compiled = compileRegexRules(lists.regexes);
      this.patterns = compiled.patterns;
      this.errors = compiled.errors;
    }
    if (lists.level !== undefined) this.minScore = minScoreOf(lists.level);
  }

  get isEmpty(): boolean {
    return this.users.size === 0 && this.automaton.size === 0 && this.patterns.length === 0 && this.minScore === 0;
  }

  /** Why the comment is shielded, or null when it may be shown. `score` absent: not judged by the level. */
  reason(text: string, userId?: string | number | null, score?: number): ShieldReason | null {
    if (score !== undefined && score < this.minScore) return 'level';
    if (userId !== undefined && userId !== null && this.users.size > 0 && this.users.has(String(userId))) return 'user';
    if (this.automaton.test(text)) return 'keyword';
    if (this.patterns.length > 0) {
      const folded = foldText(text);
      for (let i = 0; i < this.patterns.length; i++) if (this.patterns[i].test(folded)) return 'regex';
    }
    return null;
  }

  blocks(text: string, userId?: string | number | null, score?: number): boolean {
    return this.reason(text, userId, score) !== null;
  }
}

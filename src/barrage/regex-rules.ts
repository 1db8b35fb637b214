export interface RegexRuleError {
  rule: string;
  message: string;
}

export interface CompiledRegexRules {
  /** As few RegExp as the rules allow; each tests folded text. */
  patterns: RegExp[];
  errors: RegexRuleError[];
  /** Number of valid rules merged into patterns. */
  count: number;
}

// Backreferences and named groups change meaning when sources are joined, so
// such rules keep a RegExp of their own.
const STANDALONE = /\\[1-9]|\\k<|\(\?<(?![=!])/;
// Keeps one alternation from growing past what engines compile quickly.
const MAX_PER_GROUP = 200;

function parseRule(rule: string | RegExp): { source: string; flags: string } {
  if (rule instanceof RegExp) return { source: rule.source, flags: rule.flags };
  const m = /^\/(.*)\/([a-z]*)$/s.exec(rule);
  return m ? { source: m[1], flags: m[2] } : { source: rule, flags: '' };
}

/**
 * Compiles shield regex rules. Rules are matched case-insensitively against
 * folded text (full-width to half-width, lower case), like keywords. Rules
 * with the same remaining flags are joined into one alternation. An invalid
 * rule is reported in errors and skipped; the others still apply.
 */
export function compileRegexRules(rules: Iterable<string | RegExp>): CompiledRegexRules {
  const errors: RegexRuleError[] = [];
  const groups = new Map<string, string[]>();
  const patterns: RegExp[] = [];
  let count = 0;
  for (const rule of rules) {
    if (typeof rule !== 'string' && !(rule instanceof RegExp)) continue;
    if (typeof rule === 'string' && !rule.trim()) continue;
    const { source, flags: rawFlags } = parseRule(rule);
    // g and y make test() stateful; i is implied; u is always on.
    const flags = Array.from(new Set(rawFlags.replace(/[gyiu]/g, '') + 'iu')).sort().join('');
    const text = typeof rule === 'string' ? rule : String(rule);
    let single: RegExp;
    try {
      single = new RegExp(foldPattern(source), flags);
    } catch (e) {
      errors.push({ rule: text, message: e instanceof Error ? e.message : String(e) });
      continue;
    }
    count++;
    if (STANDALONE.test(source)) {
      patterns.push(single);
      continue;
    }
    const list = groups.get(flags) ?? [];
    list.push(foldPattern(source));
    groups.set(flags, list);
  }
  for (const [flags, sources] of groups) {
    for (let i = 0; i < sources.length; i += MAX_PER_GROUP) {
      const part = sources.slice(i, i + MAX_PER_GROUP);
      patterns.push(new RegExp(part.map((s) => `(?:${s})`).join('|'), flags));
    }
  }
  return { patterns, errors, count };
}

const SYNTAX = new Set('^$\\.*+?()[]{}|/');

// Text is folded before matching, so full-width characters in a rule are
// folded too; one that becomes a regex syntax character stays a literal.
// Case is left to the i flag: lower-casing a source would turn \D into \d.
function foldPattern(source: string): string {
  let out = '';
  for (let i = 0; i < source.length; i++) {
    const c = source.charCodeAt(i);
    if (c >= 0xff01 && c <= 0xff5e) {
      const h = String.fromCharCode(c - 0xfee0);
      out += SYNTAX.has(h) ? '\\' + h : h;
    } else if (c === 0x3000) out += ' ';
    else out += source[i];
  }
  return out;
}

// Every script an engine loads parses at that engine's level (issue 26). The build has two
// halves (scripts/vite-plugins/vite-plugin-old-engines.ts): modern chunks for engines that parse ES2022
// (Chrome 94 and up), and the legacy build (SystemJS chunks and the polyfill chunk) for the TVs
// people own, down to Chromium 53 (ES2016 syntax: no async functions before 55, no trailing
// commas in parameters before 58, no object spread before 60, no optional catch binding or
// newer regular expressions before 62-66). No engine below Chrome 94 may run a modern chunk:
// every modern entry carries a canary that such an engine cannot parse, and so does the
// HTML's detection script, which sends it to the legacy build instead. Chromium 64-93 get the
// middle tier (issue 41, scripts/vite-plugins/vite-plugin-middle-tier.ts): copies of the modern
// chunks in assets/mid/ at Chrome 64's syntax (ES2018 with import() and import.meta), whose
// entries an engine without import.meta (Chrome 63 and older) cannot parse.
import { describe, expect, it } from 'vitest';
import { Parser, type Options } from 'acorn';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const dist = fileURLToPath(new URL('../../node_modules/.cache/e2e/dist', import.meta.url));
const assets = join(dist, 'assets');

function parseError(source: string, ecmaVersion: Options['ecmaVersion'], sourceType: 'module' | 'script'): string | null {
  try {
    Parser.parse(source, { ecmaVersion, sourceType });
    return null;
  } catch (e) {
    return String((e as Error).message);
  }
}

interface Node { type: string; [key: string]: unknown }
const isNode = (v: unknown): v is Node => typeof v === 'object' && v !== null && typeof (v as Node).type === 'string';
const isTypeof = (n: Node) => n.type === 'UnaryExpression' && n.operator === 'typeof';
const isBigIntText = (n: Node) => (n.type === 'Literal' && n.value === 'bigint') || (n.type === 'TemplateLiteral' && (n.expressions as unknown[]).length === 0 && (n.quasis as { value: { cooked: string } }[])[0]?.value.cooked === 'bigint');

/**
 * How many `typeof x === "bigint"` comparisons with a string literal a script holds: Chromium
 * 64's TurboFan aborts the renderer when it optimizes a function with one (the old-engines plugin
 * rewrites them in the legacy chunks).
 */
function typeofBigIntLiterals(source: string, sourceType: 'module' | 'script'): number {
  let found = 0;
  const visit = (node: Node): void => {
    if (node.type === 'BinaryExpression' && /^[=!]==?$/.test(node.operator as string)) {
      const [l, r] = [node.left as Node, node.right as Node];
      if ((isTypeof(l) && isBigIntText(r)) || (isTypeof(r) && isBigIntText(l))) found++;
    }
    for (const v of Object.values(node)) {
      if (Array.isArray(v)) for (const item of v) { if (isNode(item)) visit(item); }
      else if (isNode(v)) visit(v);
    }
  };
  visit(Parser.parse(source, { ecmaVersion: 'latest', sourceType }) as unknown as Node);
  return found;
}

const isLegacy = (f: string) => f.includes('-legacy-') || f.startsWith('polyfills-legacy');
const scripts = () => readdirSync(assets).filter((f) => f.endsWith('.js'));
const middle = join(assets, 'mid');
const middleScripts = () => readdirSync(middle).filter((f) => f.endsWith('.js'));

/**
 * What Chrome 64 cannot parse beyond what acorn refuses below ES2020 (numeric separators,
 * logical assignment, class fields and static blocks are ES2021-22): optional chaining, ??,
 * optional catch binding (Chrome 66), BigInt literals (67).
 */
function newerThanChrome64(source: string): string[] {
  const found = new Set<string>();
  const visit = (node: Node): void => {
    if (node.type === 'ChainExpression') found.add('optional chaining');
    if (node.type === 'LogicalExpression' && node.operator === '??') found.add('??');
    if (node.type === 'CatchClause' && node.param === null) found.add('optional catch binding');
    if (node.type === 'Literal' && typeof node.bigint === 'string') found.add('BigInt literal');
    for (const v of Object.values(node)) {
      if (Array.isArray(v)) for (const item of v) { if (isNode(item)) visit(item); }
      else if (isNode(v)) visit(v);
    }
  };
  visit(Parser.parse(source, { ecmaVersion: 2020, sourceType: 'module' }) as unknown as Node);
  return [...found];
}

/** The module scripts the built HTML files run: the modern entries. */
function modernEntries(): string[] {
  const htmls = [join(dist, 'index.html'), ...readdirSync(join(dist, 'shells')).filter((f) => f.endsWith('.html')).map((f) => join(dist, 'shells', f))];
  const found = new Set<string>();
  for (const h of htmls) for (const m of readFileSync(h, 'utf8').matchAll(/<script type="module" crossorigin src="\/assets\/([^"]+\.js)"/g)) found.add(m[1]);
  return [...found];
}

describe('production bundle syntax level', () => {
  it('the checks flag newer syntax (guards against a checker that passes everything)', () => {
    for (const newer of ['async function f() {}', 'f(a, b,)', 'const o = { ...p }', 'try {} catch {}', '/(?<y>\\d)/', 'a?.b', 'a ?? b'])
      expect(parseError(newer, 2016, 'script'), newer).not.toBeNull();
    expect(parseError('class A {} const f = (a, b) => a ** b; `x${f}`', 2016, 'script')).toBeNull();
    expect(parseError('export class C{static{this.ok=1}}', 2021, 'module')).not.toBeNull();
    expect(parseError('export class C{static{this.ok=1}}', 2022, 'module')).toBeNull();
  });

  it('every legacy script (SystemJS chunks, polyfills) parses as Chromium 53 syntax, as a classic script', () => {
    const legacy = scripts().filter(isLegacy);
    expect(legacy.length).toBeGreaterThan(100);
    expect(legacy.some((f) => f.startsWith('polyfills-legacy'))).toBe(true);
    const offenders: Record<string, string> = {};
    for (const f of legacy) {
      const err = parseError(readFileSync(join(assets, f), 'utf8'), 2016, 'script');
      if (err) offenders[f] = err;
    }
    expect(offenders).toEqual({});
  });

  it('no legacy script compares typeof with a "bigint" literal, which Chromium 64 cannot optimize (the modern React chunk does)', () => {
    expect(typeofBigIntLiterals('if (typeof a === "bigint" || `bigint` != typeof b) f(typeof c === ("big" + "int"))', 'script')).toBe(2);
    const offenders = scripts().filter(isLegacy).filter((f) => typeofBigIntLiterals(readFileSync(join(assets, f), 'utf8'), 'script') > 0);
    expect(offenders).toEqual([]);
    // The guard has something to find where the rewrite does not run.
    const modern = scripts().filter((f) => !isLegacy(f)).map((f) => typeofBigIntLiterals(readFileSync(join(assets, f), 'utf8'), 'module'));
    expect(modern.reduce((a, b) => a + b, 0)).toBeGreaterThan(0);
  });

  it('every modern script parses as ES2022 (Chrome 94), and no engine older than that parses a modern entry', () => {
    const modern = scripts().filter((f) => !isLegacy(f));
    expect(modern.length).toBeGreaterThan(100);
    const offenders: Record<string, string> = {};
    for (const f of modern) {
      const err = parseError(readFileSync(join(assets, f), 'utf8'), 2022, 'module');
      if (err) offenders[f] = err;
    }
    expect(offenders).toEqual({});
    const entries = modernEntries();
    expect(entries.length).toBeGreaterThanOrEqual(2); // index and the phone's first-screen starter
    for (const f of entries) expect(parseError(readFileSync(join(assets, f), 'utf8'), 2021, 'module'), f).not.toBeNull();
  });

  it('the HTML sends an engine that cannot parse the canary to the legacy build', () => {
    const html = readFileSync(join(dist, 'index.html'), 'utf8');
    const detect = [...html.matchAll(/<script type="module">([^<]*)<\/script>/g)].map((m) => m[1]).find((c) => c.includes('__vite_is_modern_browser=true'));
    expect(detect).toBeDefined();
    expect(parseError(detect!, 2021, 'module')).not.toBeNull();
    expect(parseError(detect!, 2022, 'module')).toBeNull();
    // No data: import (the CSP allows scripts from 'self' and these inline scripts only).
    expect(html).not.toContain('data:text/javascript');
    expect(html).toMatch(/<script nomodule crossorigin id="vite-legacy-entry" data-src="\/assets\/index-legacy-[^"]+\.js">/);
  });

  it('the middle tier (Chromium 64-93): a copy of every modern script at Chrome 64 syntax, its entries refused below, no typeof "bigint" literal', () => {
    expect(newerThanChrome64('a?.b; a ?? b; try {} catch {} 1n')).toEqual(['optional chaining', '??', 'optional catch binding', 'BigInt literal']);
    expect(newerThanChrome64('import("./x.js"); import.meta.url; async function* g() { for await (const x of y) yield { ...x }; }')).toEqual([]);
    const copies = middleScripts();
    // hls.js's worker is an asset (ES5) both tiers load from assets/, not a chunk.
    const modern = scripts().filter((f) => !isLegacy(f) && !/\.worker-/.test(f));
    expect(modern.filter((f) => !copies.includes(f))).toEqual([]);
    const offenders: Record<string, string> = {};
    for (const f of copies) {
      const source = readFileSync(join(middle, f), 'utf8');
      const err = parseError(source, 2020, 'module');
      const newer = err ? [] : newerThanChrome64(source);
      if (err || newer.length > 0) offenders[f] = err ?? newer.join(', ');
      else if (typeofBigIntLiterals(source, 'module') > 0) offenders[f] = 'typeof "bigint" literal';
    }
    expect(offenders).toEqual({});
    // The entries start with import.meta (Chrome 64): an older engine never runs one.
    for (const f of modernEntries()) {
      const entry = readFileSync(join(middle, f), 'utf8');
      expect(entry.startsWith('import.meta.url;import"./polyfills-mid-'), f).toBe(true);
      expect(parseError(entry, 2019, 'module'), f).not.toBeNull();
    }
    // The polyfills set the flag that keeps the inline loader from starting the legacy build.
    const polyfills = copies.filter((f) => f.startsWith('polyfills-mid-'));
    expect(polyfills).toHaveLength(1);
    expect(readFileSync(join(middle, polyfills[0]), 'utf8').startsWith('window.__vite_is_modern_browser=true;')).toBe(true);
  });
});

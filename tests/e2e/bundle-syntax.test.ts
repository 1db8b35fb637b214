// The TV bundle must parse on Chromium 68 (webOS 2020 / Tizen 5.5 class). Chromium 68 has
// ES2019 syntax plus dynamic import() and import.meta, but not optional chaining, nullish
// coalescing, class fields, logical assignment or numeric separators. Every emitted script of
// the production build is parsed and walked for those.
import { describe, expect, it } from 'vitest';
import { Parser, type Node } from 'acorn';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const assets = fileURLToPath(new URL('../../node_modules/.cache/e2e/dist/assets', import.meta.url));

const TOO_NEW: Record<string, (n: Record<string, unknown>) => boolean> = {
  'optional chaining (Chrome 80)': (n) => n.type === 'ChainExpression',
  'nullish coalescing (Chrome 80)': (n) => n.type === 'LogicalExpression' && n.operator === '??',
  'logical assignment (Chrome 85)': (n) => n.type === 'AssignmentExpression' && ['??=', '||=', '&&='].includes(n.operator as string),
  'class fields (Chrome 72)': (n) => n.type === 'PropertyDefinition' || n.type === 'PrivateIdentifier' || n.type === 'StaticBlock',
  'top-level await (Chrome 89)': (n) => n.type === 'AwaitExpression' && n.__topLevel === true,
};

function walk(node: unknown, visit: (n: Record<string, unknown>) => void) {
  if (!node || typeof node !== 'object') return;
  if (Array.isArray(node)) {
    for (const child of node) walk(child, visit);
    return;
  }
  const rec = node as Record<string, unknown>;
  if (typeof rec.type === 'string') visit(rec);
  for (const key of Object.keys(rec)) if (key !== 'loc') walk(rec[key], visit);
}

function newerSyntax(source: string): string[] {
  const ast: Node = Parser.parse(source, { ecmaVersion: 2022, sourceType: 'module' });
  const found = new Set<string>();
  walk(ast, (n) => {
    for (const [name, test] of Object.entries(TOO_NEW)) if (test(n)) found.add(name);
    if (n.type === 'Literal' && typeof n.raw === 'string' && /^\d[\d_]*_\d/.test(n.raw)) found.add('numeric separators (Chrome 75)');
  });
  return [...found];
}

describe('production bundle syntax level', () => {
  it('the checker does flag newer syntax (guards against a checker that passes everything)', () => {
    expect(newerSyntax('a?.b')).toContain('optional chaining (Chrome 80)');
    expect(newerSyntax('a ?? b')).toContain('nullish coalescing (Chrome 80)');
    expect(newerSyntax('class A { x = 1 }')).toContain('class fields (Chrome 72)');
    expect(newerSyntax('const f = async () => { await import("./x.js"); }; f(); import.meta.url;')).toEqual([]);
  });

  it('every emitted script parses as Chromium 68 syntax', () => {
    const files = readdirSync(assets).filter((f) => f.endsWith('.js'));
    expect(files.length).toBeGreaterThan(5);
    const offenders: Record<string, string[]> = {};
    for (const f of files) {
      const found = newerSyntax(readFileSync(join(assets, f), 'utf8'));
      if (found.length) offenders[f] = found;
    }
    expect(offenders).toEqual({});
  });
});

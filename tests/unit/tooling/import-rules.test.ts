// `npm run lint` refuses a view that calls the request layer and a feature that reaches into
// another feature's files (issue 7 point 1): dependency-cruiser with the project's rules, run
// on probe files written into the tree for the test and removed after. `npm run lint` leaves
// their names out (package.json, eslint.config.js, knip.jsonc): a probe that a killed run could
// not remove must not fail it.
// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '../../..');
const probes: string[] = [];

function probe(rel: string, source: string): string {
  const file = path.join(root, rel);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, source);
  probes.push(file);
  return rel;
}

function cruise(rel: string): { status: number | null; out: string } {
  const r = spawnSync(process.execPath, [path.join(root, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs'), '--config', '.dependency-cruiser.cjs', rel], { cwd: root, encoding: 'utf8' });
  return { status: r.status, out: `${r.stdout}${r.stderr}` };
}

afterAll(() => {
  for (const f of probes) rmSync(f, { force: true });
  rmSync(path.join(root, 'src/features/zzprobe'), { recursive: true, force: true });
});

describe('import rules', () => {
  it('refuses a view that imports a request-layer module or the call function', () => {
    const rel = probe('layouts/tv/pages/zz-lint-probe-view.ts', "import { call } from '@src/api/call';\nimport { recordVisit } from '@src/api/misc';\nexport const x = [call, recordVisit];\n");
    const r = cruise(rel);
    expect(r.status).not.toBe(0);
    expect(r.out).toContain('views-not-to-request-layer');
  }, 60_000);

  it('lets a view use a feature (with its input limits) and the contract\'s shapes', () => {
    const rel = probe('layouts/tv/pages/zz-lint-probe-ok.ts', "import { loadRank, SEARCH_KEYWORD_MAX_CHARS } from '@src/features/catalog';\nimport type { Token } from '@src/api/contract/common';\nexport const x = [loadRank, SEARCH_KEYWORD_MAX_CHARS];\nexport type T = Token;\n");
    expect(cruise(rel).status).toBe(0);
  }, 60_000);

  it('refuses a view that takes input limits or the request navigator from the request layer', () => {
    const rel = probe('layouts/mobile/pages/zz-lint-probe-limits.ts', "import { BARRAGE_MAX_CHARS } from '@src/api/contract/limits';\nimport { setNavigator } from '@src/api/navigator';\nexport const x = [BARRAGE_MAX_CHARS, setNavigator];\n");
    const r = cruise(rel);
    expect(r.status).not.toBe(0);
    expect(r.out).toContain('views-not-to-request-layer');
  }, 60_000);

  it('refuses a feature reaching into another feature past its index', () => {
    const rel = probe('src/features/zzprobe/zz-lint-probe-feature.ts', "import { loadRank } from '../catalog/catalog-data';\nexport const x = loadRank;\n");
    const r = cruise(rel);
    expect(r.status).not.toBe(0);
    expect(r.out).toContain('features-through-index');
  }, 60_000);
});

// @vitest-environment node
// The build half of the dictionary split (vite-plugin-traditional.ts with splitPages): in a
// real Vite build the i18n runtime's chunk holds the first-screen blocks only, and each
// language's page texts are a chunk of their own, loaded through page-texts.ts.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build, type Rolldown } from 'vite';
import zhCN from '@src/i18n/zh-CN';
import { CORE_BLOCKS, evaluateDictionary, splitDictionary, toTraditional, traditionalChinese } from '../../../scripts/vite-plugins/vite-plugin-traditional';

const root = fileURLToPath(new URL('../../../', import.meta.url));

describe('dictionary split', () => {
  it('reads zh-CN.ts as the object the app imports', () => {
    expect(evaluateDictionary(readFileSync(`${root}src/i18n/zh-CN.ts`, 'utf8'))).toEqual(zhCN);
  });

  it('puts every block in exactly one part, the first-screen blocks in core', () => {
    const { core, pages } = splitDictionary(zhCN);
    expect(Object.keys(core).sort()).toEqual([...CORE_BLOCKS].sort());
    expect({ ...core, ...pages }).toEqual(zhCN);
    expect(Object.keys(pages)).toContain('vip');
  });

  it('a build ships page texts as one chunk per language, out of the runtime chunk', async () => {
    const out = (await build({
      root,
      configFile: false,
      logLevel: 'silent',
      plugins: [traditionalChinese({ splitPages: true })],
      build: { write: false, minify: false, rolldownOptions: { input: { i18n: `${root}src/i18n/index.ts` }, external: ['react'], preserveEntrySignatures: 'strict' } },
    })) as Rolldown.RolldownOutput;
    const chunks = out.output.filter((o): o is Rolldown.OutputChunk => o.type === 'chunk');
    const entry = chunks.find((c) => c.isEntry)!;
    const withText = (text: string) => chunks.filter((c) => c.code.includes(text)).map((c) => c.fileName);
    // A first-screen text is in the runtime's chunk; a VIP page text is not.
    expect(entry.code).toContain(zhCN.tabs.home);
    expect(entry.code).not.toContain(zhCN.vip.expire);
    const simplified = withText(zhCN.vip.expire);
    const traditional = withText(toTraditional(zhCN.vip.expire));
    expect(simplified).toHaveLength(1);
    expect(traditional).toHaveLength(1);
    expect(simplified[0]).not.toBe(traditional[0]);
    // ... and neither is among the entry's static imports: they load on demand.
    expect(entry.imports).not.toContain(simplified[0]);
    expect(entry.dynamicImports).toEqual(expect.arrayContaining([simplified[0], traditional[0]]));
  }, 60_000);
});

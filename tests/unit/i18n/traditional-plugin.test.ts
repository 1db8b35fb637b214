// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';
import { toTraditional, traditionalChinese, traditionalModuleSource } from '../../../scripts/vite-plugins/vite-plugin-traditional';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const zhCNSource = readFileSync(`${root}src/i18n/zh-CN.ts`, 'utf8');

describe('traditional Chinese build plugin', () => {
  it('converts simplified text to traditional characters', () => {
    expect(toTraditional('简体中文')).toBe('簡體中文');
    expect(toTraditional('网络错误')).toBe('網絡錯誤');
    expect(toTraditional('当前网络不可用')).toBe('當前網絡不可用');
  });

  it('keeps keys and structure: only Chinese characters change', () => {
    const out = traditionalModuleSource(zhCNSource);
    const ascii = (s: string) => s.replace(/[^\x20-\x7e\n]/g, '');
    expect(ascii(out)).toBe(ascii(zhCNSource) + '\nexport const converted: boolean = true;\n');
    expect(out).toContain("language: '語言'");
  });

  it('works inside a Vite pipeline: zh-TW.ts loads converted', async () => {
    const server = await createServer({
      root,
      configFile: false,
      logLevel: 'silent',
      plugins: [traditionalChinese()],
      server: { middlewareMode: true, hmr: false, watch: null },
      optimizeDeps: { noDiscovery: true, include: [] },
    });
    try {
      const mod = (await server.ssrLoadModule('/src/i18n/zh-TW.ts')) as { converted: boolean; default: { errors: { network: string }; tabs: { home: string } } };
      expect(mod.converted).toBe(true);
      expect(mod.default.errors.network).toBe('網絡錯誤');
      expect(mod.default.tabs.home).toBe('首頁');
    } finally {
      await server.close();
    }
  });

  it('leaves other modules alone', () => {
    const plugin = traditionalChinese();
    const transform = plugin.transform as (this: unknown, code: string, id: string) => unknown;
    expect(transform.call({ addWatchFile() {} }, 'export default "网络"', '/x/src/i18n/zh-CN.ts')).toBeNull();
  });
});

// The runtime half of the dictionary split (src/i18n/index.ts, src/lib/lazy-page.ts): page
// texts arrive with the first page other than the home, in the current language and in
// simplified Chinese, and a language switch afterwards brings the new language's page texts.
// The loaders stand in for the build's generated chunks (tests run without the split).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ensurePageTexts, registerMessages, setLang, simplifiedText, t, type Messages } from '@src/i18n';
import { pageTextLoaders } from '@src/i18n/page-texts';
import { lazyPage } from '@src/lib/lazy-page';
import zhCN from '@src/i18n/zh-CN';

const key = 'pageOnly.hello' as never;
const loads: string[] = [];
let failNext = false;

pageTextLoaders['zh-CN'] = async () => {
  loads.push('zh-CN');
  if (failNext) {
    failNext = false;
    throw new Error('chunk failed');
  }
  return { default: { pageOnly: { hello: '你好，这里' } } };
};
pageTextLoaders['zh-TW'] = async () => {
  loads.push('zh-TW');
  return { default: { pageOnly: { hello: '你好，這裏' } } };
};
registerMessages('zh-TW', zhCN as Messages);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('page texts', () => {
  it('are not there before a page asks for them, and a home page does not ask', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const home = lazyPage(async () => ({ default: () => null }), { coreTexts: true });
    await home.preload();
    expect(loads).toEqual([]);
    expect(t(key)).toBe('pageOnly.hello');
  });

  it('a failed chunk fails the page load, and the next page load fetches it again', async () => {
    failNext = true;
    const page = lazyPage(async () => ({ default: () => null }));
    await expect(page.preload()).rejects.toThrow('chunk failed');
    expect(page.loaded).toBe(false);
    await page.preload();
    expect(page.loaded).toBe(true);
    expect(loads).toEqual(['zh-CN', 'zh-CN']);
    expect(t(key)).toBe('你好，这里');
  });

  it('load once, and a language switch brings that language page texts along', async () => {
    await ensurePageTexts();
    expect(loads).toEqual(['zh-CN', 'zh-CN']);
    await setLang('zh-TW');
    expect(loads).toEqual(['zh-CN', 'zh-CN', 'zh-TW']);
    expect(t(key)).toBe('你好，這裏');
    // Payloads that send the simplified label whatever the language shown.
    expect(simplifiedText(key)).toBe('你好，这里');
    await setLang('zh-CN');
    expect(t(key)).toBe('你好，这里');
  });
});

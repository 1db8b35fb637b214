import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import zhCN, { type Messages } from '@src/i18n/zh-CN';
import { detectLang, getLang, interpolate, langLabel, registerMessages, setLang, t, useT } from '@src/i18n';
import { toTraditional } from '../../../scripts/vite-plugins/vite-plugin-traditional';

function convertDeep<T>(v: T): T {
  if (typeof v === 'string') return toTraditional(v) as T;
  return Object.fromEntries(Object.entries(v as object).map(([k, x]) => [k, convertDeep(x)])) as T;
}
registerMessages('zh-TW', convertDeep<Messages>(zhCN));

afterEach(async () => {
  await setLang('zh-CN');
});

describe('t()', () => {
  it('looks up simplified Chinese by dotted key', () => {
    expect(t('tabs.home')).toBe('首页');
    expect(t('tabs.discovery')).toBe('发现');
    expect(t('footer.noMore')).toBe('没有更多了');
    expect(t('network.unavailable')).toBe('当前网络不可用');
  });

  it('fills {placeholders} and leaves unknown ones', () => {
    expect(t('errors.chooseGroup', { group: '设备' })).toBe('请选择设备');
    expect(interpolate('{a}-{b}', { a: 1 })).toBe('1-{b}');
  });

  it('returns the key and warns once for an unknown key', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(t('nope.key' as never)).toBe('nope.key');
    t('nope.key' as never);
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });
});

describe('setLang', () => {
  it('switches to traditional, writes the language cookie and <html lang>', async () => {
    await setLang('zh-TW');
    expect(getLang()).toBe('zh-TW');
    expect(t('settings.language')).toBe('語言');
    expect(t('errors.network')).toBe('網絡錯誤');
    expect(document.cookie).toContain('lang=zh-TW');
    expect(document.documentElement.lang).toBe('zh-TW');
  });

  it('sets the cookie for 365 days', async () => {
    const spy = vi.spyOn(document, 'cookie', 'set');
    await setLang('zh-TW');
    expect(spy.mock.calls[0][0]).toMatch(/^lang=zh-TW; max-age=31536000; path=\//);
    spy.mockRestore();
  });

  it('refuses an unknown language and keeps the current one', async () => {
    await expect(setLang('en' as never)).rejects.toThrow(/unknown language/);
    expect(getLang()).toBe('zh-CN');
  });
});

describe('language label and detection', () => {
  it('is 简体中文 by default and 繁体中文 when the locale contains TW', () => {
    expect(langLabel('zh-CN')).toBe('简体中文');
    expect(langLabel('zh-TW')).toBe('繁体中文');
    expect(langLabel('en')).toBe('简体中文');
  });

  it('reads 繁体中文 as the spec writes it, also in the traditional dictionary', async () => {
    await setLang('zh-TW');
    expect(langLabel()).toBe('繁体中文');
    await setLang('zh-CN');
    expect(langLabel()).toBe('简体中文');
  });

  it('prefers the cookie, then a TW browser locale', () => {
    expect(detectLang('a=1; lang=zh-TW', 'zh-CN')).toBe('zh-TW');
    expect(detectLang('lang=zh-CN', 'zh-TW')).toBe('zh-CN');
    expect(detectLang('', 'zh-TW')).toBe('zh-TW');
    expect(detectLang('', 'en-US')).toBe('zh-CN');
  });
});

describe('useT', () => {
  it('re-renders with the new language', async () => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    const seen: string[] = [];
    function Label() {
      const tr = useT();
      const text = tr('tabs.home');
      useEffect(() => {
        seen.push(text);
      }, [text]);
      return <span>{text}</span>;
    }
    const el = document.createElement('div');
    const root = createRoot(el);
    await act(async () => root.render(<Label />));
    expect(el.textContent).toBe('首页');
    await act(async () => setLang('zh-TW'));
    expect(el.textContent).toBe('首頁');
    expect(seen).toEqual(['首页', '首頁']);
    act(() => root.unmount());
  });
});

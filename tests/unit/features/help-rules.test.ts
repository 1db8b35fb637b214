// The help centre's rules (src/features/help): title rule, image rewrite, sanitizing, the
// session and local caches, and the TV focus throttle.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { articleTitle, AGREEMENT_ID, rewriteImageSrc } from '@src/features/help/help-rules';
import { sanitizeArticle } from '@src/features/help/sanitize';
import { cachedArticle, cachedCategories, HELP_ARTICLES_MAX, storeArticle, storeCategories } from '@src/features/help/help-cache';
import { createFocusRest, HELP_LOAD_THROTTLE_MS } from '@src/features/help/focus-rest';
import { articleIdFrom } from '@src/features/help/help-data';

describe('help title rule', () => {
  it('article 70 is always the user agreement and privacy policy', () => {
    expect(AGREEMENT_ID).toBe(70);
    expect(articleTitle(70, '随便什么标题')).toBe('用户协议与隐私政策');
    expect(articleTitle(61, '如何开通VIP会员？')).toBe('如何开通VIP会员？');
  });
});

describe('image path rewrite', () => {
  const host = 'https://img.example.com';
  it('points /images paths at the static image host', () => {
    expect(rewriteImageSrc('/images/help/a.png', host, 'http://127.0.0.1:8080')).toBe('https://img.example.com/images/help/a.png');
    expect(rewriteImageSrc('/images/x.png', 'http://127.0.0.1:8080')).toBe('http://127.0.0.1:8080/images/x.png');
  });
  it('makes protocol-relative and http addresses https', () => {
    expect(rewriteImageSrc('//cdn.example.com/a.png', host)).toBe('https://cdn.example.com/a.png');
    expect(rewriteImageSrc('http://cdn.example.com/a.png', host)).toBe('https://cdn.example.com/a.png');
    expect(rewriteImageSrc('https://cdn.example.com/a.png', host)).toBe('https://cdn.example.com/a.png');
  });
  it('keeps the demo origin own http addresses and roots other paths at the page origin', () => {
    expect(rewriteImageSrc('http://127.0.0.1:8080/up/a.png', host, 'http://127.0.0.1:8080')).toBe('http://127.0.0.1:8080/up/a.png');
    expect(rewriteImageSrc('/upload/a.png', host, 'https://app.example.com')).toBe('https://app.example.com/upload/a.png');
  });
});

describe('sanitizing (DOMPurify, loaded lazily)', () => {
  it('keeps text and pictures, drops what runs, embeds or restyles', async () => {
    const html = [
      '<h3>标题</h3><p onclick="alert(1)">正文<b>加粗</b></p>',
      '<script>window.__x=1</script>',
      '<img src="/images/help/a.png" onerror="window.__x=2">',
      '<a href="javascript:alert(1)">坏链接</a><a href="https://example.com/ok">好链接</a>',
      '<a href="data:text/html,<script>alert(1)</script>">数据链接</a>',
      '<svg><script>alert(1)</script><circle r="4"/></svg>',
      '<iframe src="https://evil.example"></iframe>',
      '<style>body{display:none}</style><p style="position:fixed">样式</p>',
      '<form action="https://evil.example"><input name="x"></form>',
      '<p><b>未闭合<i>标签',
    ].join('');
    const out = await sanitizeArticle(html, 'https://img.example.com', 'https://app.example.com');
    expect(out).toContain('<h3>标题</h3>');
    expect(out).toContain('加粗');
    expect(out).toContain('src="https://img.example.com/images/help/a.png"');
    expect(out).toContain('href="https://example.com/ok"');
    expect(out).not.toMatch(/<script|onerror|onclick|javascript:|data:text|<svg|<iframe|<style|style=|<form|<input/i);
    expect(out).toContain('未闭合');
  });
});

describe('help caches', () => {
  beforeEach(() => {
    sessionStorage.clear();
    localStorage.clear();
  });
  it('categories live in the session and an empty list is not a cache', () => {
    expect(cachedCategories()).toBeNull();
    storeCategories([]);
    expect(cachedCategories()).toBeNull();
    storeCategories([{ id: 1, path: 'use', title: '使用', sublist: [{ id: 61, title: 'q' }] }]);
    expect(cachedCategories()?.[0]?.sublist[0]?.id).toBe(61);
    expect(localStorage.length).toBe(0);
  });
  it('articles live in local storage, the oldest dropped past the cap', () => {
    for (let i = 1; i <= HELP_ARTICLES_MAX + 2; i++) storeArticle({ id: i, title: `t${i}`, contxt: `<p>${i}</p>` }, 1000 + i);
    expect(cachedArticle(1)).toBeNull();
    expect(cachedArticle(2)).toBeNull();
    expect(cachedArticle(3)?.contxt).toBe('<p>3</p>');
    expect(cachedArticle(HELP_ARTICLES_MAX + 2)?.title).toBe(`t${HELP_ARTICLES_MAX + 2}`);
  });
  it('a broken store reads as empty', () => {
    localStorage.setItem('helpArticles', '{bad json');
    expect(cachedArticle(3)).toBeNull();
  });
  it('article ids from the query: digits only, at least 1', () => {
    expect(articleIdFrom('70')).toBe(70);
    expect(articleIdFrom(null)).toBeNull();
    expect(articleIdFrom('0')).toBeNull();
    expect(articleIdFrom('7a')).toBeNull();
    expect(articleIdFrom('-1')).toBeNull();
  });
});

describe('TV focus throttle', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('loads only the question focus rested on for 1 s', () => {
    const settled: number[] = [];
    const rest = createFocusRest((id) => settled.push(id), () => false);
    rest.focus(61);
    vi.advanceTimersByTime(400);
    rest.focus(62);
    vi.advanceTimersByTime(HELP_LOAD_THROTTLE_MS - 1);
    expect(settled).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(settled).toEqual([62]);
  });
  it('focus leaving before the second cancels the load', () => {
    const settled: number[] = [];
    const rest = createFocusRest((id) => settled.push(id), () => false);
    rest.focus(61);
    rest.cancel();
    vi.advanceTimersByTime(HELP_LOAD_THROTTLE_MS * 2);
    expect(settled).toEqual([]);
  });
  it('a stored article shows at once', () => {
    const settled: number[] = [];
    const rest = createFocusRest((id) => settled.push(id), (id) => id === 70);
    rest.focus(70);
    expect(settled).toEqual([70]);
  });
});

// The help loads: categories asked only when the session has none; articles get the title
// rule and land in local storage. The request layer is mocked here (unit level).
import { beforeEach, describe, expect, it, vi } from 'vitest';

const calls = vi.hoisted(() => ({ cat: 0, art: 0 }));
vi.mock('@src/api/call', async (original) =>
  (await import('../api/fake-calls')).withFakeCalls(await original(), {
    getHelpCategories: async () => {
      calls.cat++;
      return { info: [{ id: 1, path: 'use', title: '使用帮助', sublist: [{ id: 70, title: '协议' }] }] };
    },
    getHelpContentById: async ({ id }: { id: number }) => {
      calls.art++;
      return { info: [{ id, title: '原标题', contxt: '<p>正文</p>' }] };
    },
  }),
);

import { loadArticle, loadCategories } from '@src/features/help/help-data';
import { cachedArticle } from '@src/features/help/help-cache';

describe('help loads', () => {
  beforeEach(() => {
    sessionStorage.clear();
    localStorage.clear();
    calls.cat = 0;
    calls.art = 0;
  });
  it('fetches the categories only when the session cache is empty', async () => {
    expect((await loadCategories())[0]?.title).toBe('使用帮助');
    expect((await loadCategories())[0]?.title).toBe('使用帮助');
    expect(calls.cat).toBe(1);
    sessionStorage.clear();
    await loadCategories();
    expect(calls.cat).toBe(2);
  });
  it('an article gets the title rule and is stored for the next visit', async () => {
    expect((await loadArticle(70))?.title).toBe('用户协议与隐私政策');
    expect((await loadArticle(61))?.title).toBe('原标题');
    expect(cachedArticle(70)?.contxt).toBe('<p>正文</p>');
    expect(calls.art).toBe(2);
  });
});

// The help loads: categories asked only when the session has none; articles get the title
// rule and land in local storage. The request layer is mocked here (unit level).
import { beforeEach, describe, expect, it, vi } from 'vitest';

const calls = vi.hoisted(() => ({ cat: 0, art: 0, params: [] as unknown[] }));
vi.mock('@src/api/call', async (original) =>
  (await import('../api/fake-calls')).withFakeCalls(await original(), {
    getHelpCategories: async (p: unknown) => {
      calls.cat++;
      calls.params.push(p);
      // The list's own sublist is not what the page shows: gethelpcontent gives the questions.
      return { info: [{ id: 1, path: 'use', title: '使用帮助', sublist: [] }, { id: 2, path: 'pay', title: '支付帮助', sublist: [] }] };
    },
    getHelpContent: async (p: { cid: string }) => {
      calls.params.push(p);
      const id = Number(p.cid.split(',')[1]);
      return { info: [{ id, path: '', title: '', sublist: [{ id: 69 + id, title: `问题${id}` }] }] };
    },
    getHelpContentById: async (p: { id: number }) => {
      const { id } = p;
      calls.params.push(p);
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
    calls.params = [];
  });
  it('asks gethelpcat, then each category\'s questions from gethelpcontent (cid path,id), all with cinema', async () => {
    const list = await loadCategories();
    expect(list.map((c) => [c.title, c.sublist.map((q) => q.title)])).toEqual([['使用帮助', ['问题1']], ['支付帮助', ['问题2']]]);
    await loadArticle(70);
    expect(calls.params).toEqual([{ cinema: 1 }, { cinema: 1, cid: 'use,1' }, { cinema: 1, cid: 'pay,2' }, { id: 70, cinema: 1 }]);
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

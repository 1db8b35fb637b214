// Issue 11 point 8: `npm run help:import -- FOLDER` loads help categories and articles from
// Markdown (rendered by marked), idempotently, and the help calls serve them at once.
import { mkdtempSync, mkdirSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { importHelp, readHelpFolder, splitTitle } from '../../server/help/help-import';
import { BACKENDS, clientFor } from './harness';

const root = mkdtempSync(path.join(tmpdir(), 'help-import-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function folder(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(root, 'set-'));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), text);
  }
  return dir;
}

const GOOD = {
  '90-devices/_category.md': '# 设备与遥控器\n',
  '90-devices/901-remote.md': '# 遥控器怎么用？\n\n使用**方向键**移动焦点。\n\n- 确认键：选择\n- 返回键：返回\n',
  '90-devices/902-tv.md': '# 支持哪些电视？\n\n![电视](/images/help/tv.png)\n',
  '91-faq/911-other.md': '# 其他问题\n\n请通过[在线反馈](/feedback)联系我们。\n',
};

describe('help folder reading', () => {
  it('takes the first heading as the title and renders the rest', () => {
    expect(splitTitle('# 标题 #\n\n正文')).toEqual({ title: '标题', body: '正文' });
    const c = readHelpFolder(folder(GOOD));
    expect(c.categories).toEqual([
      { id: 90, path: 'devices', title: '设备与遥控器', sort: 1 },
      { id: 91, path: 'faq', title: 'faq', sort: 2 },
    ]);
    const remote = c.articles.find((a) => a.id === 901)!;
    expect(remote.title).toBe('遥控器怎么用？');
    expect(remote.contxt).toContain('<strong>方向键</strong>');
    expect(remote.contxt).toContain('<li>确认键：选择</li>');
    expect(c.articles.find((a) => a.id === 902)!.contxt).toContain('<img src="/images/help/tv.png" alt="电视">');
  });

  it('refuses badly named folders and files, a missing title and a duplicate id, naming the file', () => {
    expect(() => readHelpFolder(folder({ 'devices/901-a.md': '# a' }))).toThrow(/devices: a category folder is named/);
    expect(() => readHelpFolder(folder({ '90-d/remote.md': '# a' }))).toThrow(/remote\.md: an article file is named/);
    expect(() => readHelpFolder(folder({ '90-d/901-a.md': 'no heading' }))).toThrow(/901-a\.md: no title/);
    expect(() => readHelpFolder(folder({ '90-d/901-a.md': '# a', '91-e/901-b.md': '# b' }))).toThrow(/article id 901 is also used by/);
  });
});

describe.each(BACKENDS)('help import on %s', (backend) => {
  it('imports, serves at once, and a second run changes nothing', async () => {
    const c = await clientFor(backend);
    const content = readHelpFolder(folder(GOOD));
    expect(await importHelp(c.server.db, content)).toEqual({ categories: 2, articles: 3 });
    const snapshot = async () =>
      (await c.server.db.query('SELECT a.id, a.category_id, a.title, a.contxt, a.sort FROM help_articles a WHERE a.category_id IN (90, 91) ORDER BY a.id')).rows;
    const first = await snapshot();
    await importHelp(c.server.db, content);
    expect(await snapshot()).toEqual(first);
    expect(first).toHaveLength(3);

    const cats = await c.get<{ info: { id: number; title: string; sublist: { id: number; title: string }[] }[] }>('/api/home/gethelpcat');
    const devices = cats.data.info.find((x) => x.id === 90);
    expect(devices?.title).toBe('设备与遥控器');
    expect(devices?.sublist.map((q) => q.id)).toEqual([901, 902]);
    // The seeded categories are still there.
    expect(cats.data.info.some((x) => x.id === 4)).toBe(true);

    // An edited file updates its row.
    const edited = readHelpFolder(folder({ ...GOOD, '90-devices/901-remote.md': '# 遥控器使用说明\n\n新的内容。\n' }));
    await importHelp(c.server.db, edited);
    const art = await c.get<{ info: { title: string; contxt: string }[] }>('/api/home/gethelpcontentbyid', { id: 901 });
    expect(art.data.info[0]?.title).toBe('遥控器使用说明');
    expect(art.data.info[0]?.contxt).toBe('<p>新的内容。</p>');
  });
});

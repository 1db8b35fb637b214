// Help content from Markdown files (issue 11 point 8), so operators edit the help centre
// without SQL. The folder holds one folder per category, named `<id>-<path>` (`2-vip`), with
// an optional `_category.md` whose first `# ` heading is the category title; each article is
// `<id>-<anything>.md`, its first `# ` heading the title and the rest its body, rendered to
// HTML by marked (clients sanitise it again before showing it). Importing is an upsert by id:
// running it twice changes nothing, and rows not in the folder are left alone.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { marked } from 'marked';
import type { Db } from '../db/db';

export interface HelpCategoryFile {
  id: number;
  path: string;
  title: string;
  sort: number;
}

export interface HelpArticleFile {
  id: number;
  categoryId: number;
  title: string;
  contxt: string;
  sort: number;
}

export interface HelpContent {
  categories: HelpCategoryFile[];
  articles: HelpArticleFile[];
}

const NAME = /^(\d{1,9})-([A-Za-z0-9_-]{1,60})$/;
const ARTICLE = /^(\d{1,9})-[^/]*\.md$/i;
const TITLE_MAX = 200;
const BODY_MAX = 200_000;

/** The first `# ` heading as the title, the rest as the Markdown body. */
export function splitTitle(markdown: string): { title: string; body: string } {
  const text = markdown.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  const m = /^#[ \t]+(.+?)[ \t#]*$/m.exec(text);
  if (!m) return { title: '', body: text.trim() };
  return { title: m[1]!.trim(), body: (text.slice(0, m.index) + text.slice(m.index + m[0].length)).trim() };
}

export function renderMarkdown(body: string): string {
  return marked.parse(body, { async: false, gfm: true }).trim();
}

/** Reads a help folder; throws with the file name on the first thing that is wrong. */
export function readHelpFolder(folder: string): HelpContent {
  const categories: HelpCategoryFile[] = [];
  const articles: HelpArticleFile[] = [];
  const seen = new Map<number, string>();
  const dirs = readdirSync(folder).filter((d) => statSync(path.join(folder, d)).isDirectory()).sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
  for (const dir of dirs) {
    const m = NAME.exec(dir);
    if (!m) throw new Error(`${dir}: a category folder is named <id>-<path>, e.g. 2-vip`);
    const id = Number(m[1]);
    const catFile = path.join(folder, dir, '_category.md');
    const title = safeRead(catFile) !== null ? splitTitle(safeRead(catFile) ?? '').title : '';
    categories.push({ id, path: m[2]!, title: checkTitle(title || m[2]!, catFile), sort: categories.length + 1 });
    const files = readdirSync(path.join(folder, dir)).filter((f) => f !== '_category.md' && f.toLowerCase().endsWith('.md')).sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
    for (const f of files) {
      const file = path.join(dir, f);
      const am = ARTICLE.exec(f);
      if (!am) throw new Error(`${file}: an article file is named <id>-<name>.md, e.g. 61-open-vip.md`);
      const aid = Number(am[1]);
      if (aid < 1) throw new Error(`${file}: the article id must be at least 1`);
      const other = seen.get(aid);
      if (other) throw new Error(`${file}: article id ${aid} is also used by ${other}`);
      seen.set(aid, file);
      const { title: at, body } = splitTitle(readFileSync(path.join(folder, file), 'utf8'));
      const contxt = renderMarkdown(body);
      if (contxt.length > BODY_MAX) throw new Error(`${file}: the article is over ${BODY_MAX} characters of HTML`);
      articles.push({ id: aid, categoryId: id, title: checkTitle(at, file), contxt, sort: articles.filter((a) => a.categoryId === id).length + 1 });
    }
  }
  if (new Set(categories.map((c) => c.id)).size !== categories.length) throw new Error('two category folders have the same id');
  return { categories, articles };
}

function safeRead(file: string): string | null {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return null;
  }
}

function checkTitle(title: string, where: string): string {
  if (!title) throw new Error(`${where}: no title (start the file with a "# " heading)`);
  if (Array.from(title).length > TITLE_MAX) throw new Error(`${where}: the title is over ${TITLE_MAX} characters`);
  return title;
}

/** Upserts the content in one transaction; returns how many rows were written. */
export async function importHelp(db: Db, content: HelpContent): Promise<{ categories: number; articles: number }> {
  await db.transaction(async (tx) => {
    for (const c of content.categories) {
      await tx.query(
        `INSERT INTO help_categories (id, path, title, sort) VALUES ($1, $2, $3, $4)
         ON CONFLICT (id) DO UPDATE SET path = EXCLUDED.path, title = EXCLUDED.title, sort = EXCLUDED.sort`,
        [c.id, c.path, c.title, c.sort],
      );
    }
    for (const a of content.articles) {
      await tx.query(
        `INSERT INTO help_articles (id, category_id, title, contxt, sort) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (id) DO UPDATE SET category_id = EXCLUDED.category_id, title = EXCLUDED.title, contxt = EXCLUDED.contxt, sort = EXCLUDED.sort`,
        [a.id, a.categoryId, a.title, a.contxt, a.sort],
      );
    }
  });
  return { categories: content.categories.length, articles: content.articles.length };
}

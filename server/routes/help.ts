import { addSuggestion, getHelpCategories, getHelpContent, getHelpContentById, problemCollect, type HelpCategory } from '../../src/api/contract/help';
import type { Queryable } from '../db/db';
import { badRequest, notFound, withMsg } from '../http/api-error';
import { IMAGE_NOT_OWN_MSG, ownsChatImage } from './chat';
import { ownsGuestImage } from './guest-upload';
import { nowS } from './mappers';
import type { RouteKit } from './types';

/** Spec 002 §2: article 70 always carries this title. */
export const AGREEMENT_ID = 70;
export const AGREEMENT_TITLE = '用户协议与隐私政策';

async function categories(db: Queryable, only?: number): Promise<HelpCategory[]> {
  const cats = await db.query<{ id: number; path: string; title: string }>(
    `SELECT id, path, title FROM help_categories ${only !== undefined ? 'WHERE id = $1' : ''} ORDER BY sort, id`,
    only !== undefined ? [only] : [],
  );
  const arts = await db.query<{ id: number; category_id: number; title: string }>(
    `SELECT id, category_id, title FROM help_articles WHERE published ${only !== undefined ? 'AND category_id = $1' : ''} ORDER BY sort, id`,
    only !== undefined ? [only] : [],
  );
  return cats.rows.map((c) => ({
    id: c.id,
    path: c.path,
    title: c.title,
    sublist: arts.rows.filter((a) => a.category_id === c.id).map((a) => ({ id: a.id, title: a.id === AGREEMENT_ID ? AGREEMENT_TITLE : a.title })),
  }));
}

const HELP_TABLES = ['help_categories', 'help_articles'];

export function helpRoutes({ ctx, on }: RouteKit): void {
  const { db, cache } = ctx;
  on(getHelpCategories, async () => ({ info: await cache.get('help:all', HELP_TABLES, () => categories(db)) }));

  on(getHelpContent, async ({ query }) => {
    const id = Number(query.cid.split(',').pop());
    const info = Number.isInteger(id) && id < 2 ** 31 ? await cache.get(`help:${id}`, HELP_TABLES, () => categories(db, id)) : [];
    if (!info.length) throw notFound('帮助分类');
    return { info };
  });

  on(getHelpContentById, async ({ query }) => {
    const rows = await cache.get(`help_article:${query.id}`, ['help_articles'], async () =>
      (await db.query<{ id: number; title: string; contxt: string }>('SELECT id, title, contxt FROM help_articles WHERE id = $1 AND published', [query.id])).rows,
    );
    if (!rows.length) throw notFound('帮助文章');
    return { info: rows.map((a) => ({ ...a, title: a.id === AGREEMENT_ID ? AGREEMENT_TITLE : a.title })) };
  });

  on(problemCollect, async ({ query, req }) => {
    await ctx.flood.take(['feedbackAddress', req.ip]);
    const payload = {
      name: query.name ?? '', videoTitle: query.videoTitle ?? '', description: query.description ?? '',
      setName: query.setName, browser: query.browser ?? '', question: query.question, mediaKey: query.mediaKey ?? '',
    };
    await db.query('INSERT INTO feedback (uid, kind, payload, created_at) VALUES ($1, $2, $3::jsonb, $4)', [
      req.authUser?.uid ?? null, 'play', JSON.stringify(payload), nowS(),
    ]);
    return withMsg(null, '感谢您的反馈，我们会尽快处理');
  });

  on(addSuggestion, async ({ query, req }) => {
    const uid = req.authUser?.uid ?? null;
    // Images as the complaint takes them: only the caller's own uploads; a visitor's are the
    // recent UploadFileNoLogin images from the same client address.
    const images = query.images ?? [];
    for (const p of images) {
      const own = uid === null ? await ownsGuestImage(db, req.ip, p) : await ownsChatImage(db, uid, p);
      if (!own) throw badRequest(IMAGE_NOT_OWN_MSG);
    }
    await ctx.flood.take(['feedbackAddress', req.ip]);
    await db.query('INSERT INTO feedback (uid, kind, payload, created_at) VALUES ($1, $2, $3::jsonb, $4)', [
      uid, 'suggestion', JSON.stringify({ type: query.type ?? 4, content: query.content, contact: query.contact ?? '', images }), nowS(),
    ]);
    return withMsg(null, '提交成功，感谢您的建议');
  });
}

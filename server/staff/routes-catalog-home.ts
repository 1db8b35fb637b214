// Staff catalogue, the home page's rows and the adverts (issue 38 point 4, ADR 061). A row or
// advert starts as a draft; its preview is built by the viewer code itself (sectionsOf,
// toAdItem), so what the console shows in the TV layout is what viewers get once published.
import {
  staffAdPreview, staffAdPublish, staffAds, staffAdSave, staffHomeRowOrder, staffHomeRowPreview, staffHomeRowPublish, staffHomeRows, staffHomeRowSave,
  type StaffAd, type StaffHomeRow,
} from '../../src/api/contract/staff-catalog-home';
import { one, type Param, type Queryable } from '../db/db';
import { badRequest, notFound } from '../http/api-error';
import { toAdItem, type AdRow } from '../routes/ads';
import { idsOf, sectionsOf, type HomeRowRow } from '../routes/home-rows';
import { pageArgs, pagedOf } from '../routes/mappers';
import type { RouteKit } from '../routes/types';
import { audit } from './audit';
import { conflict, nextId, nowS } from './catalog-kit';
import { requirePermission } from './guard';

const toRow = (r: HomeRowRow): StaffHomeRow => ({
  id: r.id, title: r.title, kind: r.kind, categoryId: r.category_id ?? 0, videoIds: idsOf(r), sort: r.sort, published: r.published, updatedAt: r.updated_at,
});

type StaffAdRow = AdRow & { sort: number; media_key: string; regions: string; starts_at: number; ends_at: number; published: boolean; views: number };

const toStaffAd = (r: StaffAdRow): StaffAd => ({
  id: r.id, group: r.grp, title: r.title, showUrl: r.show_url, linkUrl: r.link_url, duration: r.duration, sort: r.sort, mediaKey: r.media_key,
  regions: r.regions, startsAt: r.starts_at, endsAt: r.ends_at, published: r.published, views: r.views,
});

async function homeRow(q: Queryable, id: number, lock = false): Promise<HomeRowRow> {
  const r = await one<HomeRowRow>(q, `SELECT * FROM home_rows WHERE id = $1${lock ? ' FOR UPDATE' : ''}`, [id]);
  if (!r) throw notFound('首页栏目');
  return r;
}

async function allRows(q: Queryable): Promise<StaffHomeRow[]> {
  return (await q.query<HomeRowRow>('SELECT * FROM home_rows ORDER BY sort, id')).rows.map(toRow);
}

async function adRow(q: Queryable, id: number, lock = false): Promise<StaffAdRow> {
  const r = await one<StaffAdRow>(q, `SELECT * FROM ads WHERE id = $1${lock ? ' FOR UPDATE' : ''}`, [id]);
  if (!r) throw notFound('广告');
  return r;
}

export function staffCatalogHomeRoutes({ ctx, on }: RouteKit): void {
  const { db } = ctx;

  on(staffHomeRows, async ({ req }) => {
    await requirePermission(ctx, req, 'catalog.edit');
    return { list: await allRows(db) };
  });

  on(staffHomeRowSave, async ({ body, req }) => {
    const actor = await requirePermission(ctx, req, 'catalog.edit');
    let categoryId: number | null = null;
    let videoIds = '';
    if (body.kind === 'category') {
      if (!body.categoryId) throw badRequest('请选择分类');
      categoryId = body.categoryId;
    } else {
      const ids = [...new Set(body.videoIds ?? [])];
      if (!ids.length) throw badRequest('请至少选择一部影片');
      videoIds = ids.join(',');
    }
    return db.transaction(async (tx) => {
      if (categoryId !== null && !(await one(tx, 'SELECT 1 FROM categories WHERE id = $1', [categoryId]))) throw notFound('分类');
      if (videoIds) {
        // Picks are published titles: a draft would be a hole in the row (the home leaves it out).
        const ids = videoIds.split(',').map(Number);
        const found = await tx.query<{ id: number; published: boolean }>('SELECT id, published FROM videos WHERE id = ANY($1::int[])', [`{${videoIds}}`]);
        const byId = new Map(found.rows.map((r) => [Number(r.id), r.published]));
        const missing = ids.find((id) => !byId.has(id));
        if (missing) throw notFound(`影片 ${missing} `);
        const draft = ids.find((id) => byId.get(id) === false);
        if (draft) throw badRequest(`影片 ${draft} 尚未上架，不能放入首页栏目`);
      }
      const now = nowS();
      if (body.id === undefined) {
        const last = await one<{ n: number }>(tx, 'SELECT (COALESCE(max(sort), 0) + 1)::integer AS n FROM home_rows');
        const made = await one<HomeRowRow>(
          tx,
          `INSERT INTO home_rows (title, kind, category_id, video_ids, sort, published, updated_at) VALUES ($1, $2, $3, $4, $5, false, $6) RETURNING *`,
          [body.title.trim(), body.kind, categoryId, videoIds, Number(last?.n ?? 1), now],
        );
        const after = toRow(made as HomeRowRow);
        await audit(tx, actor, { action: 'catalog.homerow.create', target: `homerow:${after.id}`, after });
        return after;
      }
      const before = toRow(await homeRow(tx, body.id, true));
      const changed = await one<HomeRowRow>(
        tx, 'UPDATE home_rows SET title = $2, kind = $3, category_id = $4, video_ids = $5, updated_at = $6 WHERE id = $1 RETURNING *',
        [body.id, body.title.trim(), body.kind, categoryId, videoIds, now],
      );
      const after = toRow(changed as HomeRowRow);
      await audit(tx, actor, { action: 'catalog.homerow.edit', target: `homerow:${body.id}`, before, after });
      return after;
    });
  });

  on(staffHomeRowOrder, async ({ body, req }) => {
    const actor = await requirePermission(ctx, req, 'catalog.edit');
    return db.transaction(async (tx) => {
      await tx.query('LOCK TABLE home_rows IN SHARE ROW EXCLUSIVE MODE');
      const before = await allRows(tx);
      const want = new Set(body.ids);
      if (want.size !== body.ids.length || want.size !== before.length || before.some((r) => !want.has(r.id))) {
        throw badRequest('排序须包含每个首页栏目各一次，请刷新后重试');
      }
      for (const [i, id] of body.ids.entries()) await tx.query('UPDATE home_rows SET sort = $2 WHERE id = $1', [id, i + 1]);
      const after = await allRows(tx);
      await audit(tx, actor, { action: 'catalog.homerow.order', target: 'home', before: before.map((r) => r.id), after: after.map((r) => r.id) });
      return { list: after };
    });
  });

  on(staffHomeRowPublish, async ({ body, req }) => {
    const actor = await requirePermission(ctx, req, 'catalog.edit');
    return db.transaction(async (tx) => {
      const row = await homeRow(tx, body.id, true);
      if (body.published) {
        const [section] = await sectionsOf(tx, [row]);
        if (!section?.list.length) throw conflict('该栏目没有可展示的影片，不能发布');
      }
      const changed = await one<HomeRowRow>(tx, 'UPDATE home_rows SET published = $2, updated_at = $3 WHERE id = $1 RETURNING *', [body.id, body.published, nowS()]);
      const after = toRow(changed as HomeRowRow);
      await audit(tx, actor, { action: body.published ? 'catalog.homerow.publish' : 'catalog.homerow.unpublish', target: `homerow:${body.id}`, before: { published: row.published }, after: { published: after.published } });
      return after;
    });
  });

  on(staffHomeRowPreview, async ({ query, req }) => {
    await requirePermission(ctx, req, 'catalog.edit');
    const [section] = await sectionsOf(db, [await homeRow(db, query.id)]);
    return section;
  });

  on(staffAds, async ({ query, req }) => {
    await requirePermission(ctx, req, 'ads.edit');
    const { page, pageSize, offset } = pageArgs(query);
    const where: string[] = [];
    const params: Param[] = [];
    if (query.group) where.push(`grp = $${params.push(query.group)}`);
    if (query.state) where.push(query.state === 'published' ? 'published' : 'NOT published');
    const w = where.length ? `WHERE ${where.join(' AND ')}` : '';
    const total = Number((await one<{ n: number }>(db, `SELECT count(*)::integer AS n FROM ads ${w}`, params))?.n ?? 0);
    const { rows } = await db.query<StaffAdRow>(`SELECT * FROM ads ${w} ORDER BY grp, sort, id LIMIT ${pageSize} OFFSET ${offset}`, params);
    return pagedOf(rows.map(toStaffAd), page, pageSize, total);
  });

  on(staffAdSave, async ({ body, req }) => {
    const actor = await requirePermission(ctx, req, 'ads.edit');
    if (body.startsAt && body.endsAt && body.endsAt <= body.startsAt) throw badRequest('结束时间须晚于开始时间');
    if (body.group === 'danmu' && !body.title.trim()) throw badRequest('弹幕广告请填写广告文字');
    const mediaKey = body.mediaKey ?? '';
    const regions = (body.regions ?? '').toUpperCase();
    return db.transaction(async (tx) => {
      if (mediaKey && !(await one(tx, 'SELECT 1 FROM videos WHERE media_key = $1', [mediaKey]))) throw notFound('视频');
      const fields = [body.group, body.title.trim(), body.showUrl, body.linkUrl ?? '', body.duration, body.sort, mediaKey, regions, body.startsAt, body.endsAt];
      if (body.id === undefined) {
        const id = await nextId(tx, 'ads');
        // A new advert is a draft until it is published (and then shown within its schedule).
        await tx.query(
          `INSERT INTO ads (id, grp, title, show_url, link_url, duration, sort, media_key, regions, starts_at, ends_at, published)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, false)`,
          [id, ...fields],
        );
        const after = toStaffAd(await adRow(tx, id));
        await audit(tx, actor, { action: 'ads.ad.create', target: `ad:${id}`, after });
        return after;
      }
      const before = toStaffAd(await adRow(tx, body.id, true));
      await tx.query(
        `UPDATE ads SET grp = $2, title = $3, show_url = $4, link_url = $5, duration = $6, sort = $7, media_key = $8, regions = $9, starts_at = $10, ends_at = $11
         WHERE id = $1`,
        [body.id, ...fields],
      );
      const after = toStaffAd(await adRow(tx, body.id));
      await audit(tx, actor, { action: 'ads.ad.edit', target: `ad:${body.id}`, before, after });
      return after;
    });
  });

  on(staffAdPublish, async ({ body, req }) => {
    const actor = await requirePermission(ctx, req, 'ads.edit');
    return db.transaction(async (tx) => {
      const before = await adRow(tx, body.id, true);
      await tx.query('UPDATE ads SET published = $2 WHERE id = $1', [body.id, body.published]);
      const after = toStaffAd(await adRow(tx, body.id));
      await audit(tx, actor, { action: body.published ? 'ads.ad.publish' : 'ads.ad.unpublish', target: `ad:${body.id}`, before: { published: before.published }, after: { published: after.published } });
      return after;
    });
  });

  on(staffAdPreview, async ({ query, req }) => {
    await requirePermission(ctx, req, 'ads.edit');
    const r = await adRow(db, query.id);
    return { group: r.grp, ad: toAdItem(r), ...(r.media_key ? { mediaKey: r.media_key } : {}) };
  });
}

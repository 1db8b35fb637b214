// Staff catalogue, titles and episodes (issue 38 point 4, ADR 061): list with search, filters
// and paging, create and edit (drafts), publish, the episodes and their stream, categories, and
// the subtitle / audio tracks of an episode. Every handler checks catalog.edit first and writes
// its change and its audit row in one transaction.
import {
  staffCategories, staffCategorySave, staffEpisodePublish, staffEpisodeSave, staffEpisodeTrackAdd, staffEpisodeTrackRemove, staffEpisodeTracks,
  staffTitle, staffTitlePublish, staffTitles, staffTitleSave, type StaffCategory, type StaffEpisode, type StaffTitle, type StaffTrack, type TrackKindName,
} from '../../src/api/contract/staff-catalog';
import { one, type Param, type Queryable } from '../db/db';
import { badRequest, notFound } from '../http/api-error';
import { defaultTrackName } from '../media/tracks';
import { pageArgs, pagedOf } from '../routes/mappers';
import type { RouteKit } from '../routes/types';
import { fillSearchPinyin } from '../search/search-forms';
import { audit } from './audit';
import { conflict, newMediaKey, nextId, nowS } from './catalog-kit';
import { requirePermission } from './guard';

interface TitleRow {
  id: number; media_key: string; title: string; poster: string; category_id: number; category_name: string; tags: string; year: number;
  region: string; description: string; vip: boolean; gold: number; published: boolean; eps: number; all_eps: number; play_count: number;
  created_at: number; updated_at: number;
}
interface EpisodeRow { id: number; video_id: number; idx: number; title: string; stream_key: string; media_dir: string; duration_sec: number; vip: boolean; published: boolean; tracks: number }
interface TrackRow { id: number; episode_id: number; kind: 'subtitles' | 'audio'; lang: string; name: string; file_key: string; created_at: number }

const TITLE_SELECT = `
  SELECT v.id, v.media_key, v.title, v.poster, v.category_id, c.name AS category_name, v.tags, v.year, v.region, v.description, v.vip, v.gold,
         v.published, v.play_count, v.created_at, v.updated_at,
         (SELECT count(*) FROM episodes e WHERE e.video_id = v.id AND e.published)::integer AS eps,
         (SELECT count(*) FROM episodes e WHERE e.video_id = v.id)::integer AS all_eps
  FROM videos v JOIN categories c ON c.id = v.category_id`;

const EPISODE_SELECT = `
  SELECT e.id, e.video_id, e.idx, e.title, e.stream_key, e.media_dir, e.duration_sec, e.vip, e.published,
         (SELECT count(*) FROM episode_tracks t WHERE t.episode_id = e.id)::integer AS tracks
  FROM episodes e`;

const toTitle = (r: TitleRow): StaffTitle => ({
  id: r.id, mediaKey: r.media_key, title: r.title, poster: r.poster, categoryId: r.category_id, categoryName: r.category_name,
  tags: r.tags ? r.tags.split(',') : [], year: r.year, region: r.region, description: r.description, vip: r.vip, gold: r.gold,
  published: r.published, episodes: Number(r.eps), allEpisodes: Number(r.all_eps), playCount: r.play_count, createdAt: r.created_at, updatedAt: r.updated_at,
});

const toEpisode = (r: EpisodeRow): StaffEpisode => ({
  id: r.id, videoId: r.video_id, index: r.idx, title: r.title, streamKey: r.stream_key, mediaDir: r.media_dir, durationSec: Number(r.duration_sec),
  vip: r.vip, published: r.published, tracks: Number(r.tracks),
});

const toTrack = (r: TrackRow): StaffTrack => ({ id: r.id, episodeId: r.episode_id, kind: r.kind, lang: r.lang, name: r.name, fileKey: r.file_key, createdAt: r.created_at });

async function titleOf(q: Queryable, id: number): Promise<StaffTitle> {
  const r = await one<TitleRow>(q, `${TITLE_SELECT} WHERE v.id = $1`, [id]);
  if (!r) throw notFound('影片');
  return toTitle(r);
}

async function episodeOf(q: Queryable, id: number): Promise<StaffEpisode> {
  const r = await one<EpisodeRow>(q, `${EPISODE_SELECT} WHERE e.id = $1`, [id]);
  if (!r) throw notFound('剧集');
  return toEpisode(r);
}

/** The episode count and first duration every viewer list shows count published episodes only. */
async function refreshEpisodeSummary(tx: Queryable, videoId: number): Promise<void> {
  await tx.query(
    `UPDATE videos SET episode_count = (SELECT count(*)::integer FROM episodes WHERE video_id = $1 AND published),
       first_duration = COALESCE((SELECT duration_sec FROM episodes WHERE video_id = $1 AND published ORDER BY idx LIMIT 1), 0)
     WHERE id = $1`,
    [videoId],
  );
}

/** Tags as the viewer filters match them: trimmed, no commas, each once. */
function tagsText(tags: readonly string[]): string {
  const clean = [...new Set(tags.map((t) => t.trim()).filter(Boolean))];
  if (clean.some((t) => t.includes(','))) throw badRequest('标签不能包含逗号');
  return clean.join(',');
}

export function staffCatalogTitleRoutes({ ctx, on }: RouteKit): void {
  const { db } = ctx;

  on(staffTitles, async ({ query, req }) => {
    await requirePermission(ctx, req, 'catalog.edit');
    const { page, pageSize, offset } = pageArgs(query);
    const where: string[] = [];
    const params: Param[] = [];
    const kw = query.keyword?.trim().toLowerCase();
    if (kw) where.push(`(position($${params.push(kw)} in lower(v.title)) > 0 OR position($${params.length} in lower(v.media_key)) > 0)`);
    if (query.categoryId) where.push(`v.category_id = $${params.push(query.categoryId)}`);
    if (query.state) where.push(query.state === 'published' ? 'v.published' : 'NOT v.published');
    if (query.vip !== undefined) where.push(query.vip ? 'v.vip' : 'NOT v.vip');
    if (query.tag) where.push(`(',' || v.tags || ',') LIKE ('%,' || $${params.push(query.tag.replace(/[%_\\]/g, ''))} || ',%')`);
    const w = where.length ? `WHERE ${where.join(' AND ')}` : '';
    const total = Number((await one<{ n: number }>(db, `SELECT count(*)::integer AS n FROM videos v ${w}`, params))?.n ?? 0);
    const { rows } = await db.query<TitleRow>(`${TITLE_SELECT} ${w} ORDER BY v.id DESC LIMIT ${pageSize} OFFSET ${offset}`, params);
    return pagedOf(rows.map(toTitle), page, pageSize, total);
  });

  on(staffTitle, async ({ query, req }) => {
    await requirePermission(ctx, req, 'catalog.edit');
    const title = await titleOf(db, query.id);
    const { rows } = await db.query<EpisodeRow>(`${EPISODE_SELECT} WHERE e.video_id = $1 ORDER BY e.idx`, [query.id]);
    return { title, episodes: rows.map(toEpisode) };
  });

  on(staffTitleSave, async ({ body, req }) => {
    const actor = await requirePermission(ctx, req, 'catalog.edit');
    const tags = tagsText(body.tags);
    const now = nowS();
    return db.transaction(async (tx) => {
      if (!(await one(tx, 'SELECT 1 FROM categories WHERE id = $1', [body.categoryId]))) throw notFound('分类');
      const fields = [body.title.trim(), body.poster, body.categoryId, tags, body.year, body.region.trim(), body.description, body.vip, body.gold, now];
      if (body.id === undefined) {
        const key = body.mediaKey ?? newMediaKey();
        if (await one(tx, 'SELECT 1 FROM videos WHERE media_key = $1', [key])) throw conflict('该视频标识已被使用');
        // A new title is a draft: no viewer query shows it until it is published.
        const made = await one<{ id: number }>(
          tx,
          `INSERT INTO videos (title, poster, category_id, tags, year, region, description, vip, gold, updated_at, media_key, created_at, published)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $10, false) RETURNING id`,
          [...fields, key],
        );
        const id = Number(made?.id);
        await fillSearchPinyin(tx, id);
        const after = await titleOf(tx, id);
        await audit(tx, actor, { action: 'catalog.title.create', target: `video:${key}`, after });
        return after;
      }
      const before = await one<{ id: number }>(tx, 'SELECT id FROM videos WHERE id = $1 FOR UPDATE', [body.id]);
      if (!before) throw notFound('影片');
      const was = await titleOf(tx, body.id);
      if (body.mediaKey !== undefined && body.mediaKey !== was.mediaKey) throw badRequest('视频标识创建后不能修改');
      await tx.query(
        `UPDATE videos SET title = $1, poster = $2, category_id = $3, tags = $4, year = $5, region = $6, description = $7, vip = $8, gold = $9, updated_at = $10
         WHERE id = $11`,
        [...fields, body.id],
      );
      await fillSearchPinyin(tx, body.id);
      const after = await titleOf(tx, body.id);
      await audit(tx, actor, { action: 'catalog.title.edit', target: `video:${was.mediaKey}`, before: was, after });
      return after;
    });
  });

  on(staffTitlePublish, async ({ body, req }) => {
    const actor = await requirePermission(ctx, req, 'catalog.edit');
    return db.transaction(async (tx) => {
      if (!(await one(tx, 'SELECT 1 FROM videos WHERE id = $1 FOR UPDATE', [body.id]))) throw notFound('影片');
      const before = await titleOf(tx, body.id);
      // A title that cannot play is never shown.
      if (body.published && before.episodes < 1) throw conflict('请先发布至少一集再上架影片');
      await tx.query('UPDATE videos SET published = $2, updated_at = $3 WHERE id = $1', [body.id, body.published, nowS()]);
      await refreshEpisodeSummary(tx, body.id);
      const after = await titleOf(tx, body.id);
      await audit(tx, actor, { action: body.published ? 'catalog.title.publish' : 'catalog.title.unpublish', target: `video:${before.mediaKey}`, before: { published: before.published }, after: { published: after.published } });
      return after;
    });
  });

  on(staffCategories, async ({ req }) => {
    await requirePermission(ctx, req, 'catalog.edit');
    const { rows } = await db.query<StaffCategory>(
      'SELECT c.id, c.key, c.name, c.sort, (SELECT count(*) FROM videos v WHERE v.category_id = c.id)::integer AS titles FROM categories c ORDER BY c.sort, c.id',
    );
    return { list: rows.map((r) => ({ ...r, titles: Number(r.titles) })) };
  });

  on(staffCategorySave, async ({ body, req }) => {
    const actor = await requirePermission(ctx, req, 'catalog.edit');
    return db.transaction(async (tx) => {
      const taken = await one<{ id: number }>(tx, 'SELECT id FROM categories WHERE lower(key) = lower($1)', [body.key]);
      if (taken && taken.id !== body.id) throw conflict('该分类标识已被使用');
      const before = body.id === undefined ? null : await one<{ id: number; key: string; name: string; sort: number }>(tx, 'SELECT id, key, name, sort FROM categories WHERE id = $1 FOR UPDATE', [body.id]);
      if (body.id !== undefined && !before) throw notFound('分类');
      const id = before ? before.id : await nextId(tx, 'categories');
      if (before) await tx.query('UPDATE categories SET key = $2, name = $3, sort = $4 WHERE id = $1', [id, body.key, body.name.trim(), body.sort]);
      else await tx.query('INSERT INTO categories (id, key, name, sort) VALUES ($1, $2, $3, $4)', [id, body.key, body.name.trim(), body.sort]);
      const after = { id, key: body.key, name: body.name.trim(), sort: body.sort };
      await audit(tx, actor, { action: before ? 'catalog.category.edit' : 'catalog.category.create', target: `category:${id}`, before: before ?? undefined, after });
      const titles = Number((await one<{ n: number }>(tx, 'SELECT count(*)::integer AS n FROM videos WHERE category_id = $1', [id]))?.n ?? 0);
      return { ...after, titles };
    });
  });

  on(staffEpisodeSave, async ({ body, req }) => {
    const actor = await requirePermission(ctx, req, 'catalog.edit');
    return db.transaction(async (tx) => {
      const v = await one<{ id: number; media_key: string }>(tx, 'SELECT id, media_key FROM videos WHERE id = $1 FOR UPDATE', [body.videoId]);
      if (!v) throw notFound('影片');
      const sameIdx = await one<{ id: number }>(tx, 'SELECT id FROM episodes WHERE video_id = $1 AND idx = $2', [v.id, body.index]);
      if (sameIdx && sameIdx.id !== body.id) throw conflict(`第${body.index}集已存在`);
      // The stream: one already made (a transcoded upload's, an imported title's). The new
      // episode gets a stream key of its own that maps to that folder (migration 121).
      let source: { dir: string; duration: number } | null = null;
      if (body.sourceStreamKey !== undefined) {
        const s = await one<{ stream_key: string; media_dir: string; duration_sec: number }>(
          tx, 'SELECT stream_key, media_dir, duration_sec FROM episodes WHERE stream_key = $1 ORDER BY id LIMIT 1', [body.sourceStreamKey],
        );
        if (!s) throw notFound('视频流（请先上传并等待转码完成）');
        source = { dir: s.media_dir || s.stream_key, duration: Number(s.duration_sec) };
      }
      if (body.id === undefined) {
        if (!source) throw badRequest('请选择该集的视频流');
        let key = `${v.media_key}-${body.index}`;
        if (await one(tx, 'SELECT 1 FROM episodes WHERE stream_key = $1', [key])) key = `${key}-${newMediaKey()}`;
        const made = await one<{ id: number }>(
          tx,
          `INSERT INTO episodes (video_id, idx, title, stream_key, media_dir, duration_sec, vip, published) VALUES ($1, $2, $3, $4, $5, $6, $7, false) RETURNING id`,
          [v.id, body.index, body.title.trim(), key, source.dir, source.duration, body.vip],
        );
        const after = await episodeOf(tx, Number(made?.id));
        await audit(tx, actor, { action: 'catalog.episode.create', target: `video:${v.media_key}`, after });
        return after;
      }
      const before = await one<EpisodeRow>(tx, `${EPISODE_SELECT} WHERE e.id = $1 AND e.video_id = $2 FOR UPDATE OF e`, [body.id, v.id]);
      if (!before) throw notFound('剧集');
      await tx.query(
        `UPDATE episodes SET idx = $2, title = $3, vip = $4, media_dir = COALESCE($5, media_dir), duration_sec = COALESCE($6, duration_sec) WHERE id = $1`,
        [body.id, body.index, body.title.trim(), body.vip, source?.dir ?? null, source?.duration ?? null],
      );
      await refreshEpisodeSummary(tx, v.id);
      const after = await episodeOf(tx, body.id);
      await audit(tx, actor, { action: 'catalog.episode.edit', target: `video:${v.media_key}`, before: toEpisode(before), after });
      return after;
    });
  });

  on(staffEpisodePublish, async ({ body, req }) => {
    const actor = await requirePermission(ctx, req, 'catalog.edit');
    return db.transaction(async (tx) => {
      const e = await one<{ video_id: number; published: boolean }>(tx, 'SELECT video_id, published FROM episodes WHERE id = $1', [body.id]);
      if (!e) throw notFound('剧集');
      const v = await one<{ media_key: string; published: boolean }>(tx, 'SELECT media_key, published FROM videos WHERE id = $1 FOR UPDATE', [e.video_id]);
      if (!v) throw notFound('影片');
      if (!body.published && e.published && v.published) {
        const left = await one<{ n: number }>(tx, 'SELECT count(*)::integer AS n FROM episodes WHERE video_id = $1 AND published AND id <> $2', [e.video_id, body.id]);
        if (!Number(left?.n)) throw conflict('这是已上架影片的最后一集，请先下架影片');
      }
      await tx.query('UPDATE episodes SET published = $2 WHERE id = $1', [body.id, body.published]);
      await refreshEpisodeSummary(tx, e.video_id);
      const after = await episodeOf(tx, body.id);
      await audit(tx, actor, { action: body.published ? 'catalog.episode.publish' : 'catalog.episode.unpublish', target: `episode:${body.id}`, before: { published: e.published }, after: { published: after.published } });
      return after;
    });
  });

  on(staffEpisodeTracks, async ({ query, req }) => {
    await requirePermission(ctx, req, 'catalog.edit');
    if (!(await one(db, 'SELECT 1 FROM episodes WHERE id = $1', [query.episodeId]))) throw notFound('剧集');
    const { rows } = await db.query<TrackRow>('SELECT * FROM episode_tracks WHERE episode_id = $1 ORDER BY kind, lang', [query.episodeId]);
    return { list: rows.map(toTrack) };
  });

  on(staffEpisodeTrackAdd, async ({ body, req }) => {
    const actor = await requirePermission(ctx, req, 'catalog.edit');
    const lang = body.lang.toLowerCase();
    const name = body.name.trim() || defaultTrackName(body.kind as TrackKindName, lang);
    return db.transaction(async (tx) => {
      if (!(await one(tx, 'SELECT 1 FROM episodes WHERE id = $1 FOR UPDATE', [body.episodeId]))) throw notFound('剧集');
      // Only a file that arrived whole: a half-sent upload never becomes a track.
      const file = await one<{ id: number }>(tx, `SELECT id FROM uploads WHERE file_key = $1 AND state IN ('complete', 'used') ORDER BY id DESC LIMIT 1`, [body.fileKey]);
      if (!file) throw notFound('文件（请先上传完成）');
      if (await one(tx, 'SELECT 1 FROM episode_tracks WHERE episode_id = $1 AND kind = $2 AND lang = $3', [body.episodeId, body.kind, lang])) {
        throw conflict(body.kind === 'audio' ? '该语言的音轨已存在' : '该语言的字幕已存在');
      }
      const made = await one<TrackRow>(
        tx,
        'INSERT INTO episode_tracks (episode_id, kind, lang, name, file_key, upload_id, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING *',
        [body.episodeId, body.kind, lang, name, body.fileKey, file.id, nowS()],
      );
      const after = toTrack(made as TrackRow);
      await audit(tx, actor, { action: 'catalog.track.add', target: `episode:${body.episodeId}`, after });
      return after;
    });
  });

  on(staffEpisodeTrackRemove, async ({ body, req }) => {
    const actor = await requirePermission(ctx, req, 'catalog.edit');
    return db.transaction(async (tx) => {
      const gone = await one<TrackRow>(tx, 'DELETE FROM episode_tracks WHERE id = $1 RETURNING *', [body.id]);
      if (!gone) throw notFound('音轨或字幕');
      await audit(tx, actor, { action: 'catalog.track.remove', target: `episode:${gone.episode_id}`, before: toTrack(gone) });
      return { removed: 1 };
    });
  });
}

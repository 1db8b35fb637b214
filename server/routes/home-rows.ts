// The home page's rows (issue 38 point 4, ADR 061): what GetHomeRecommend shows, in order. A
// category row shows the category's most played titles, a picks row the titles chosen by hand.
// The viewer home and the staff preview build a row the same way (sectionsOf), so a preview
// is exactly what the home will show once the row is published.
import type { HomeSection } from '../../src/api/contract/home';
import type { Queryable } from '../db/db';
import { toVideoItem, VIDEO_SELECT, type VideoRow } from './mappers';

export interface HomeRowRow {
  id: number;
  title: string;
  kind: 'category' | 'picks';
  category_id: number | null;
  video_ids: string;
  sort: number;
  published: boolean;
  updated_at: number;
}

/** Titles a category row shows. */
export const HOME_ROW_TITLES = 12;

/** Tables a home row's section is read from (the read cache's dependencies). */
export const HOME_ROW_TABLES = ['home_rows', 'videos', 'categories'] as const;

export const idsOf = (r: Pick<HomeRowRow, 'video_ids'>): number[] => (r.video_ids ? r.video_ids.split(',').map(Number).filter((n) => Number.isInteger(n) && n > 0) : []);

export async function publishedHomeRows(db: Queryable): Promise<HomeRowRow[]> {
  return (await db.query<HomeRowRow>('SELECT * FROM home_rows WHERE published ORDER BY sort, id')).rows;
}

/** The sections of these rows: one windowed query for the category rows, one for the picks. */
export async function sectionsOf(db: Queryable, rows: readonly HomeRowRow[]): Promise<HomeSection[]> {
  const cats = [...new Set(rows.filter((r) => r.kind === 'category' && r.category_id).map((r) => Number(r.category_id)))];
  const picks = [...new Set(rows.filter((r) => r.kind === 'picks').flatMap(idsOf))];
  const [byCat, byId] = await Promise.all([
    cats.length
      ? db.query<VideoRow & { rn: number }>(
          `SELECT * FROM (SELECT x.*, row_number() OVER (PARTITION BY x.category_id ORDER BY x.play_count DESC, x.id) AS rn
             FROM (${VIDEO_SELECT}) x WHERE x.category_id = ANY($1::int[])) y
           WHERE y.rn <= ${HOME_ROW_TITLES} ORDER BY y.category_id, y.rn`,
          [`{${cats.join(',')}}`],
        )
      : { rows: [] },
    picks.length ? db.query<VideoRow>(`${VIDEO_SELECT} WHERE v.id = ANY($1::int[])`, [`{${picks.join(',')}}`]) : { rows: [] },
  ]);
  const picked = new Map(byId.rows.map((v) => [Number(v.id), v]));
  return rows.map((r) => {
    // A picked title that is withdrawn later drops out of the row rather than showing a dead poster.
    const list = r.kind === 'category'
      ? byCat.rows.filter((v) => Number(v.category_id) === Number(r.category_id))
      : idsOf(r).map((id) => picked.get(id)).filter((v): v is VideoRow => !!v);
    return { id: r.id, title: r.title, categoryId: r.kind === 'category' ? Number(r.category_id) : 0, list: list.map(toVideoItem) };
  });
}

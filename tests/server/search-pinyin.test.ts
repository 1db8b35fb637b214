// Issue 28 point 1: search finds what a viewer types with a remote. A title is found by its full
// pinyin, its initials or a mix of both; Chinese substrings still work; whole-title and
// title-start matches come before matches further in; the contract's bounds hold; as-you-type
// requests (live=1) are not counted in the hot searches. The seed's 繁花似锦 (v2001) is the
// title a TV viewer types.
import { describe, expect, it } from 'vitest';
import type { Paged, VideoItem } from '../../src/api/contract/common';
import { RET } from '../../src/api/contract/envelope';
import { searchVideos } from '../../src/api/contract/home';
import { SEARCH_KEYWORD_MAX_CHARS } from '../../src/api/contract/limits';
import { insertImportedVideo } from '../../server/media/import-video';
import { fillSearchPinyin } from '../../server/search/search-forms';
import { BACKENDS, clientFor, type Client } from './harness';

const unique = () => `sp${Date.now().toString(36)}${Math.floor(Math.random() * 1e5)}`;

/** A search as the TV asks it while typing (live: not counted as a hot search). */
async function find(c: Client, keyword: string, extra: Record<string, string | number> = {}) {
  const r = await c.get<Paged<VideoItem>>(searchVideos.path, { keyword, live: 1, ...extra });
  expect(r.ret, `search ${keyword}`).toBe(RET.OK);
  expect(searchVideos.reply.check(r.data)).toBeNull();
  return r.data;
}
const keys = (p: Paged<VideoItem>) => p.list.map((v) => v.mediaKey);

/** A video of its own, inserted by hand as other suites do (no plays of note, category 6, oldest). */
async function insertByHand(c: Client, title: string, plays: number, description = ''): Promise<string> {
  const key = unique();
  await c.server.db.query(
    `INSERT INTO videos (media_key, title, poster, category_id, year, region, created_at, play_count, description) VALUES ($1, $2, '', 6, 2024, '大陆', 0, $3, $4)`,
    [key, title, plays, description],
  );
  return key;
}

describe.each(BACKENDS)('pinyin search on %s', (backend) => {
  it('stores the pinyin forms of the catalogue: full syllables and initials', async () => {
    const c = await clientFor(backend);
    const { rows } = await c.server.db.query<{ search_pinyin: string; search_initials: string }>(
      `SELECT search_pinyin, search_initials FROM videos WHERE media_key = 'v2001'`,
    );
    expect(rows[0]).toEqual({ search_pinyin: 'fan hua si jin', search_initials: 'fhsj' });
    // A search fills whatever other suites inserted by hand since the start.
    await find(c, 'fhsj');
    expect((await c.server.db.query(`SELECT 1 FROM videos WHERE search_pinyin IS NULL`)).rows).toEqual([]);
  });

  it('finds 繁花似锦 by its initials, typed letter by letter as the TV asks', async () => {
    const c = await clientFor(backend);
    for (const typed of ['f', 'fh', 'fhs', 'fhsj']) expect(keys(await find(c, typed)), typed).toContain('v2001');
    const whole = await find(c, 'fhsj');
    expect(keys(whole)[0]).toBe('v2001');
    // Upper case from a keyboard is the same letters.
    expect(keys(await find(c, 'FHSJ'))[0]).toBe('v2001');
  });

  it('finds it by full pinyin, whole or begun', async () => {
    const c = await clientFor(backend);
    for (const typed of ['fanhua', 'fanhuasijin', 'fanhu', 'huasijin']) expect(keys(await find(c, typed)), typed).toContain('v2001');
    expect(keys(await find(c, 'fanhuasijin'))[0]).toBe('v2001');
    // Letters that do not spell consecutive syllables find nothing of it.
    for (const typed of ['fhj', 'anhua', 'fanhuasjx']) expect(keys(await find(c, typed)), typed).not.toContain('v2001');
  });

  it('finds it by a mix: full syllables and initials, or hanzi finished in pinyin', async () => {
    const c = await clientFor(backend);
    for (const typed of ['fanhsj', 'fhsijin', 'fanhuasj', '繁花sj', 'fan hua', "fan'hua"]) {
      expect(keys(await find(c, typed)), typed).toContain('v2001');
    }
  });

  it('still finds Chinese substrings of titles, tags and descriptions', async () => {
    const c = await clientFor(backend);
    expect(keys(await find(c, '花似'))).toEqual(['v2001']);
    expect(keys(await find(c, '弄堂'))).toEqual(['v2001']);
    expect(keys(await find(c, '武侠'))).toContain('v2002');
    // A hanzi keyword is not matched by sound: 番 (fan) is not 繁.
    expect(keys(await find(c, '番花'))).toEqual([]);
  });

  it('puts the whole title first, then titles that start with it, then the rest, whatever the plays', async () => {
    const c = await clientFor(backend);
    const tag = unique();
    const inside = await insertByHand(c, '夜访青竹小亭', 900);
    const start = await insertByHand(c, '青竹小亭夜话', 500);
    const startMore = await insertByHand(c, '青竹小亭往事', 700);
    const whole = await insertByHand(c, '青竹小亭', 100);
    const other = await insertByHand(c, `别的故事${tag}`, 1000, '讲述青竹小亭的往事');
    const ranked = [whole, startMore, start, inside];
    expect(keys(await find(c, 'qzxt'))).toEqual(ranked);
    expect(keys(await find(c, 'qingzhuxiaoting'))).toEqual(ranked);
    expect(keys(await find(c, '青竹小亭'))).toEqual([...ranked, other]);
    // Pages walk the same order across the tiers.
    const seen: string[] = [];
    for (let page = 1; page <= 3; page++) {
      const p = await find(c, '青竹小亭', { page, pageSize: 2 });
      expect(p.total).toBe(5);
      expect(p.hasMore).toBe(page < 3);
      seen.push(...keys(p));
    }
    expect(seen).toEqual([...ranked, other]);
  });

  it('finds a video inserted by hand, by media import or retitled: its forms are filled and stored', async () => {
    const c = await clientFor(backend);
    const byHand = await insertByHand(c, '手工入库的纪录片', 0);
    expect(keys(await find(c, 'sgrkdjlp'))).toEqual([byHand]);
    const imported = unique();
    const id = await insertImportedVideo(c.server.db, {
      mediaKey: imported, streamKey: imported, title: '导入的山水画卷', categoryId: 6, poster: '', durationSec: 10,
    });
    const stored = await c.server.db.query<{ search_initials: string }>('SELECT search_initials FROM videos WHERE id = $1', [id]);
    expect(stored.rows[0].search_initials).toBe('drdsshj');
    // (Other suites import videos titled 导入… too: the whole start of this one.)
    expect(keys(await find(c, 'daorudeshanshui'))).toEqual([imported]);

    await c.server.db.query('UPDATE videos SET title = $1 WHERE media_key = $2', ['改名后的片子', byHand]);
    expect(keys(await find(c, 'gmhdpz'))).toEqual([byHand]);
    expect(keys(await find(c, 'sgrkdjlp'))).toEqual([]);
    // The startup backfill fills whatever is left without forms.
    const bare = await insertByHand(c, '补全拼音', 0);
    expect(await fillSearchPinyin(c.server.db)).toBeGreaterThanOrEqual(1);
    const filled = await c.server.db.query<{ search_pinyin: string }>('SELECT search_pinyin FROM videos WHERE media_key = $1', [bare]);
    expect(filled.rows[0].search_pinyin).toBe('bu quan pin yin');
  });

  it('keeps the bounds: keyword 1 to 50 characters, live 0 or 1, page sizes; a blank keyword finds nothing', async () => {
    const c = await clientFor(backend);
    expect((await c.get(searchVideos.path, { keyword: 'f'.repeat(SEARCH_KEYWORD_MAX_CHARS + 1) })).ret).toBe(RET.BAD_REQUEST);
    expect((await find(c, 'f'.repeat(SEARCH_KEYWORD_MAX_CHARS))).total).toBe(0);
    expect((await find(c, '繁'.repeat(SEARCH_KEYWORD_MAX_CHARS))).total).toBe(0);
    expect((await find(c, `${'繁'.repeat(SEARCH_KEYWORD_MAX_CHARS - 4)}fhsj`)).total).toBe(0);
    expect((await c.get(searchVideos.path, { keyword: '' })).ret).toBe(RET.BAD_REQUEST);
    expect((await c.get(searchVideos.path, { keyword: 'fhsj', live: 2 })).ret).toBe(RET.BAD_REQUEST);
    expect((await c.get(searchVideos.path, { keyword: 'fhsj', pageSize: 101 })).ret).toBe(RET.BAD_REQUEST);
    expect((await c.get(searchVideos.path, { keyword: 'fhsj', page: 0 })).ret).toBe(RET.BAD_REQUEST);
    const blank = await c.get<Paged<VideoItem>>(searchVideos.path, { keyword: '   ' });
    expect(blank.ret).toBe(RET.OK);
    expect(blank.data.total).toBe(0);
    // LIKE wildcards are plain characters.
    expect((await find(c, '%')).total).toBe(0);
    expect((await find(c, '_')).total).toBe(0);
  });

  it('counts a search in the hot searches, but not one asked while typing', async () => {
    const c = await clientFor(backend);
    const hot = async (k: string) =>
      (await c.server.db.query<{ hot: number }>('SELECT hot FROM hot_search WHERE keyword = $1', [k])).rows[0]?.hot ?? 0;
    const keyword = '繁花似';
    try {
      await find(c, keyword);
      expect(await hot(keyword)).toBe(0);
      const counted = await c.get<Paged<VideoItem>>(searchVideos.path, { keyword });
      expect(counted.data.total).toBeGreaterThan(0);
      expect(await hot(keyword)).toBe(1);
    } finally {
      // Other suites read the hot list of this shared server.
      await c.server.db.query('DELETE FROM hot_search WHERE keyword = $1', [keyword]);
    }
  });
});

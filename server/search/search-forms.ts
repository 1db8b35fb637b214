// The pinyin forms a title is searched by (issue 28): a TV viewer types with A-Z and 0-9 only, so
// 繁花似锦 must be found as "fanhuasijin", "fhsj" or a mix ("fanhsj"). pinyin-pro picks each
// hanzi's reading from its context (长夜 chang, 重庆 chong); a title keeps one reading, not
// every reading of its polyphonic characters. Server-only: the dictionary never reaches the
// client bundle.
import { pinyin } from 'pinyin-pro';
import type { Queryable } from '../db/db';

export interface SearchForms {
  /** Syllables and Latin/digit words, lowercase, separated by single spaces: 'x zhan jing 2'. */
  pinyin: string;
  /** The first letter of each of them: 'xzj2'. */
  initials: string;
}

const HAN = /\p{Script=Han}/u;
const NOT_ALNUM = /[^a-z0-9]+/;

/**
 * The words of a text for pinyin matching: each hanzi's syllable, each run of Latin letters or
 * digits as one word; punctuation and other scripts dropped. NFKC first, so full-width letters
 * from a phone's Chinese keyboard count as letters.
 */
function syllables(text: string): string[] {
  const parts = pinyin(text.normalize('NFKC'), { toneType: 'none', type: 'array', nonZh: 'consecutive', v: true });
  return parts.flatMap((p) => p.toLowerCase().split(NOT_ALNUM)).filter(Boolean);
}

export function searchForms(title: string): SearchForms {
  const words = syllables(title);
  return { pinyin: words.join(' '), initials: words.map((w) => w[0]).join('') };
}

/** Bounds the matcher's work: a 50-character keyword of hanzi is at most 300 letters of pinyin. */
const QUERY_MAX_LETTERS = 300;

/**
 * What a keyword is matched against the pinyin forms with: its letters and digits. A keyword of
 * hanzi only gets '' (it is found by its characters, not by every homophone); hanzi mixed with
 * letters ("繁花sj") are spelled out, so the viewer can finish a title in pinyin.
 */
export function pinyinQuery(keyword: string): string {
  const k = keyword.normalize('NFKC').toLowerCase();
  if (!HAN.test(k)) return k.replace(/[^a-z0-9]/g, '').slice(0, QUERY_MAX_LETTERS);
  if (!/[a-z0-9]/.test(k)) return '';
  return syllables(k).join('').slice(0, QUERY_MAX_LETTERS);
}

/** Rows filled per statement by the backfill. */
const FILL_BATCH = 500;

/**
 * Fills the pinyin forms of videos that have none: the one video `videoId` (call it right after
 * inserting a video, in the same transaction), or, without it, every unfilled row (startup, and
 * before the search index reloads). Returns how many rows it filled.
 */
export async function fillSearchPinyin(db: Queryable, videoId?: number): Promise<number> {
  let filled = 0;
  for (;;) {
    const { rows } = await db.query<{ id: number; title: string }>(
      videoId === undefined
        ? `SELECT id, title FROM videos WHERE search_pinyin IS NULL ORDER BY id LIMIT ${FILL_BATCH}`
        : 'SELECT id, title FROM videos WHERE search_pinyin IS NULL AND id = $1',
      videoId === undefined ? [] : [videoId],
    );
    if (!rows.length) return filled;
    const forms = rows.map((r) => ({ id: r.id, ...searchForms(r.title) }));
    // One statement per batch: the ids and forms travel as one JSON parameter (the Db layer binds
    // scalars only), which both PGlite and PostgreSQL unpack with jsonb_to_recordset.
    await db.query(
      `UPDATE videos v SET search_pinyin = f.pinyin, search_initials = f.initials
       FROM jsonb_to_recordset($1::jsonb) AS f(id integer, pinyin text, initials text)
       WHERE v.id = f.id`,
      [JSON.stringify(forms)],
    );
    filled += rows.length;
    if (videoId !== undefined || rows.length < FILL_BATCH) return filled;
  }
}

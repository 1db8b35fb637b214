// Catalog search (GET /api/list/Search): which videos match a keyword, best first.
//
// Each server process keeps the searchable text of every video in memory and matches in plain
// code: the same tests in SQL are sequential scans (substrings, and a pinyin walk no index
// serves) that PGlite, PostgreSQL compiled to WebAssembly, takes tens of milliseconds for over
// 10,000 titles. The index reloads when search_catalog_version moves (a trigger on videos,
// migration 540), so a write by any process is seen on the next search. The page itself comes
// from the database, ordered by live play counts (home.ts).
import type { Queryable } from '../db/db';
import type { ReadCache } from '../db/read-cache';
import { columns } from '../db/write-tracking';
import { fillSearchPinyin, pinyinQuery, searchForms } from './search-forms';
import { matchPinyin } from './pinyin-match';

/**
 * Match tiers, best first: the whole title (its text or its pinyin), the title's start, inside
 * the title, then tags or description only. Within a tier the most played come first.
 */
const TIER = { whole: 0, start: 1, inside: 2, other: 3 } as const;
const NONE = 4;

export interface SearchMatches {
  /** Matching video ids per tier (TIER), in catalogue order. */
  tiers: readonly (readonly number[])[];
  total: number;
}

/**
 * Texts of many videos end to end, each after a separator: one indexOf over all of them finds
 * the few that hold a keyword, where a test per video would touch every one.
 */
class Texts {
  readonly all: string;
  /** Where each video's text starts in `all`, ascending. */
  private readonly starts: Int32Array;

  constructor(texts: readonly string[]) {
    this.starts = new Int32Array(texts.length + 1);
    let at = 0;
    for (let k = 0; k < texts.length; k++) {
      this.starts[k] = at + 1;
      at += texts[k].length + 1;
    }
    this.starts[texts.length] = at + 1;
    this.all = `${SEP}${texts.join(SEP)}${SEP}`;
  }

  /** Calls `hit(video, tier)` for every occurrence of `kw` (which holds no separator). */
  find(kw: string, hit: (k: number, tier: number) => void): void {
    for (let at = this.all.indexOf(kw); at >= 0; at = this.all.indexOf(kw, at + 1)) {
      // The video whose text holds `at`: the last start at or before it.
      let lo = 0;
      let hi = this.starts.length - 2;
      while (lo < hi) {
        const mid = (lo + hi + 1) >> 1;
        if (this.starts[mid] <= at) lo = mid;
        else hi = mid - 1;
      }
      const start = this.starts[lo];
      const end = this.starts[lo + 1] - 1;
      hit(lo, at !== start ? TIER.inside : at + kw.length === end ? TIER.whole : TIER.start);
    }
  }
}

const SEP = '\u0000';
// Control characters are the separator's kin: a keyword keeps none of them.
const CONTROL = /\p{Cc}/gu;
const fold = (s: string) => s.normalize('NFKC').toLowerCase().replace(CONTROL, ' ');

/** Bit of a letter or digit in an initials mask (digits share one bit: a cheap pre-test only). */
const letterBit = (c: number) => (c >= 97 && c <= 122 ? 1 << (c - 97) : 1 << 26);

interface Snapshot {
  version: string;
  ids: Int32Array;
  titles: Texts;
  /** Tags and description. */
  rest: Texts;
  words: (readonly string[])[];
  initials: string[];
  /** Which letters start a word of each title (letterBit). */
  masks: Int32Array;
}

interface VideoTextRow {
  id: number;
  title: string;
  tags: string;
  description: string;
  search_pinyin: string | null;
  search_initials: string | null;
}

function snapshotOf(version: string, rows: readonly VideoTextRow[]): Snapshot {
  const words: (readonly string[])[] = [];
  const initials: string[] = [];
  const masks = new Int32Array(rows.length);
  rows.forEach((r, k) => {
    // A row inserted between the backfill and the read has no forms yet: computed here, and
    // stored by the next reload's backfill.
    const forms = r.search_pinyin === null ? searchForms(r.title) : { pinyin: r.search_pinyin, initials: r.search_initials ?? '' };
    const w = forms.pinyin ? forms.pinyin.split(' ') : [];
    // The matcher reads initials[i] as w[i]'s first letter: a stored value that disagrees is rebuilt.
    const ini = forms.initials.length === w.length ? forms.initials : w.map((x) => x[0]).join('');
    words.push(w);
    initials.push(ini);
    for (let i = 0; i < ini.length; i++) masks[k] |= letterBit(ini.charCodeAt(i));
  });
  return {
    version,
    ids: Int32Array.from(rows, (r) => r.id),
    titles: new Texts(rows.map((r) => fold(r.title))),
    rest: new Texts(rows.map((r) => fold(`${r.tags} ${r.description}`))),
    words,
    initials,
    masks,
  };
}

const readVersion = async (db: Queryable) =>
  (await db.query<{ v: string }>('SELECT version::text AS v FROM search_catalog_version WHERE id = 1')).rows[0]?.v ?? '0';

/** What the version trigger watches; with the read cache on (PGlite), the version is read again only after such a write. */
const VERSION_DEPS = columns('videos', ['title', 'tags', 'description', 'search_pinyin', 'search_initials', 'published']);

export class CatalogSearch {
  private snapshot: Snapshot | null = null;
  private loading: Promise<Snapshot> | null = null;

  constructor(
    private readonly db: Queryable,
    private readonly cache: ReadCache,
  ) {}

  /** The matches of `keyword` (already bounded by the contract), by tier. */
  async find(keyword: string): Promise<SearchMatches> {
    const kw = fold(keyword).trim();
    if (!kw) return { tiers: [], total: 0 };
    const typed = pinyinQuery(kw);
    const s = await this.current();
    const best = new Uint8Array(s.ids.length).fill(NONE);
    s.titles.find(kw, (k, tier) => {
      if (tier < best[k]) best[k] = tier;
    });
    if (typed) {
      const bit = letterBit(typed.charCodeAt(0));
      for (let k = 0; k < best.length; k++) {
        if (!(s.masks[k] & bit) || best[k] === TIER.whole) continue;
        const hit = matchPinyin(s.words[k], s.initials[k], typed);
        if (hit && TIER[hit] < best[k]) best[k] = TIER[hit];
      }
    }
    s.rest.find(kw, (k) => {
      if (best[k] === NONE) best[k] = TIER.other;
    });
    const tiers: number[][] = [[], [], [], []];
    let total = 0;
    for (let k = 0; k < best.length; k++) {
      if (best[k] === NONE) continue;
      tiers[best[k]].push(s.ids[k]);
      total++;
    }
    return { tiers, total };
  }

  /** The index as of the catalogue's current version: at most one small read when nothing changed. */
  private async current(): Promise<Snapshot> {
    const version = await this.cache.get('search:catalog-version', VERSION_DEPS, () => readVersion(this.db));
    if (this.snapshot?.version === version) return this.snapshot;
    // Concurrent searches after a change share one reload.
    this.loading ??= this.load().finally(() => {
      this.loading = null;
    });
    return this.loading;
  }

  private async load(): Promise<Snapshot> {
    // Rows inserted without their forms (by hand, by an older build, retitled) get them first;
    // that moves the version, so it is read after.
    await fillSearchPinyin(this.db);
    const version = await readVersion(this.db);
    const { rows } = await this.db.query<VideoTextRow>('SELECT id, title, tags, description, search_pinyin, search_initials FROM videos WHERE published ORDER BY id');
    this.snapshot = snapshotOf(version, rows);
    return this.snapshot;
  }
}

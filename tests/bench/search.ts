// `npm run bench -- search`: the search endpoint over a 10,000-title catalogue on PGlite (issue
// 28 point 1, target p95 <= 20 ms). A throwaway data folder gets the migrations, the demo seed
// and 10,000 generated Chinese titles (with tags and a description each); their pinyin forms are
// filled as the server's startup backfill does (timed); then a reference server runs in a child
// process (server-process.ts) and answers searches one at a time on loopback, as a TV asks them:
// initials typed letter by letter, full pinyin syllable by syllable (both live=1), and Chinese
// two-character keywords as a phone sends them (counted in the hot searches). Every keyword is
// asked once, so no answer comes from an earlier one. 600 searches (150 with --quick).
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { openDatabase } from '../../server/db/open-db';
import { seed } from '../../server/db/seed';
import { fillSearchPinyin, searchForms } from '../../server/search/search-forms';
import { getHotSearch, searchVideos } from '../../src/api/contract/home';
import { signGet } from '../../src/api/contract/signature';
import { benchSecret } from './bench-secret';
import { cpuMs } from './server';
import { spawnServer, stopServer } from './spawn-server';

const CATALOGUE = 10_000;
const TARGET_P95_MS = 20;
// Common characters of film and series titles; the titles are random words of them.
const HANZI =
  '天地人山水花月风云雪夜星河海江湖城家国春秋心梦情爱恋生死战歌舞光影龙凤虎狼猫鱼鸟少年女王子公主将军侠客神仙鬼妖魔' +
  '东西南北京华金银红绿青白黑长短新旧大小高远近明暗冷热英雄传说奇迹秘密旅行回家重逢离别青春时代故事人生世界未来过去' +
  '一二三四五六七八九十百千万第部章集之的与和在上下前后左右里外中开关来去追寻守望归途远方微笑眼泪声音记忆';
const TAGS = ['剧情', '爱情', '悬疑', '犯罪', '古装', '武侠', '科幻', '动作', '喜剧', '家庭', '都市', '奇幻', '纪录', '动画'];

/** Deterministic, so every run searches the same catalogue. */
function random(seed: number): () => number {
  let s = seed;
  return () => ((s = (Math.imul(s, 1103515245) + 12345) & 0x7fffffff) / 0x7fffffff);
}

function makeTitles(rnd: () => number): string[] {
  const pick = () => HANZI[Math.floor(rnd() * HANZI.length)];
  return Array.from({ length: CATALOGUE }, (_, i) => {
    let t = '';
    for (let k = 2 + Math.floor(rnd() * 5); k > 0; k--) t += pick();
    // Some titles carry a sequel number or a Latin word, as real catalogues do.
    if (i % 17 === 0) t += String(2 + (i % 3));
    if (i % 41 === 0) t = `X${t}`;
    return t;
  });
}

/** Fills the data folder; returns how many videos it holds and how long the pinyin backfill took. */
async function prepareCatalogue(dataDir: string, titles: readonly string[], rnd: () => number): Promise<{ videos: number; backfillMs: number }> {
  const db = await openDatabase({ dataDir });
  try {
    await seed(db);
    const now = Math.floor(Date.now() / 1000);
    for (let i = 0; i < titles.length; i += 1000) {
      const batch = titles.slice(i, i + 1000).map((title, k) => ({
        key: `bench-${i + k}`,
        title,
        tags: `${TAGS[(i + k) % TAGS.length]},${TAGS[(i + k * 7) % TAGS.length]}`,
        description: `${title}讲述了${titles[(i + k * 31) % titles.length]}与${titles[(i + k * 17) % titles.length]}的故事。`,
        plays: Math.floor(rnd() * 1_000_000),
        cat: 1 + ((i + k) % 6),
      }));
      await db.query(
        `INSERT INTO videos (media_key, title, poster, category_id, tags, year, region, play_count, description, created_at)
         SELECT b.key, b.title, '', b.cat, b.tags, 2024, '大陆', b.plays, b.description, $2
         FROM jsonb_to_recordset($1::jsonb) AS b(key text, title text, tags text, description text, plays integer, cat integer)`,
        [JSON.stringify(batch), now],
      );
    }
    const t0 = performance.now();
    await fillSearchPinyin(db);
    const backfillMs = performance.now() - t0;
    const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM videos');
    return { videos: rows[0].n, backfillMs };
  } finally {
    await db.close();
  }
}

interface Ask { kind: 'initials' | 'fullPinyin' | 'chinese'; keyword: string; live: boolean }

/** What viewers type: every prefix of some titles' initials and full pinyin, and Chinese words. */
function makeAsks(titles: readonly string[], count: number, rnd: () => number): Ask[] {
  const asks: Ask[] = [];
  const seen = new Set<string>();
  const add = (a: Ask) => {
    if (asks.length < count && a.keyword && !seen.has(a.keyword)) {
      seen.add(a.keyword);
      asks.push(a);
    }
  };
  const title = () => titles[Math.floor(rnd() * titles.length)];
  while (asks.length < count) {
    const f = searchForms(title());
    for (let n = 1; n <= f.initials.length; n++) add({ kind: 'initials', keyword: f.initials.slice(0, n), live: true });
    const words = f.pinyin.split(' ');
    for (let n = 1; n <= words.length; n++) add({ kind: 'fullPinyin', keyword: words.slice(0, n).join(''), live: true });
    const t = title();
    const at = Math.floor(rnd() * Math.max(1, t.length - 1));
    add({ kind: 'chinese', keyword: t.slice(at, at + 2), live: false });
  }
  // Shuffled (Fisher-Yates), so no kind runs while the machine happens to be busier.
  for (let i = asks.length - 1; i > 0; i--) {
    const j = Math.floor(rnd() * (i + 1));
    [asks[i], asks[j]] = [asks[j], asks[i]];
  }
  return asks;
}

const pct = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
const round = (v: number) => Math.round(v * 100) / 100;
function stats(ms: number[]) {
  const s = [...ms].sort((a, b) => a - b);
  return { n: s.length, p50: round(pct(s, 0.5)), p95: round(pct(s, 0.95)), p99: round(pct(s, 0.99)), max: round(s[s.length - 1]) };
}

/** One signed GET on loopback: its wall time and the reply's data. */
async function timedGet<T>(url: string, p: string, params: Record<string, string>): Promise<{ ms: number; data: T }> {
  const pub = Math.floor(Date.now() / 1000);
  const q = new URLSearchParams({ ...params, pub: String(pub), vv: signGet(params, pub) });
  const t0 = performance.now();
  const r = await fetch(`${url}${p.toLowerCase()}?${q}`);
  const body = (await r.json()) as { ret: number; data: T };
  const ms = performance.now() - t0;
  if (body.ret !== 200) throw new Error(`${p} ${JSON.stringify(params)}: ret ${body.ret}`);
  return { ms, data: body.data };
}

async function ask(url: string, keyword: string, live: boolean): Promise<{ ms: number; total: number }> {
  const { ms, data } = await timedGet<{ total: number }>(url, searchVideos.path, { keyword, pageSize: '30', ...(live ? { live: '1' } : {}) });
  return { ms, total: data.total };
}

export async function runSearchBench(opts: { quick: boolean }): Promise<object> {
  const count = opts.quick ? 150 : 600;
  const rnd = random(28);
  const titles = makeTitles(rnd);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-search-'));
  try {
    const { videos, backfillMs } = await prepareCatalogue(dataDir, titles, rnd);
    const server = await spawnServer({ dataDir, mediaDir: dataDir, databaseUrl: '', tokenSecret: benchSecret() });
    try {
      // The first search loads the in-memory index; a few more warm the JIT and the plans.
      const load = await ask(server.url, '繁花似锦', true);
      for (const w of ['a', 'zh', 'tian', '天地']) await ask(server.url, w, true);
      const asks = makeAsks(titles, count, rnd);
      const by: Record<Ask['kind'], number[]> = { initials: [], fullPinyin: [], chinese: [] };
      const all: number[] = [];
      let matched = 0;
      const cpu0 = cpuMs(server.pid);
      for (const a of asks) {
        const { ms, total } = await ask(server.url, a.keyword, a.live);
        by[a.kind].push(ms);
        all.push(ms);
        matched += total;
      }
      const cpu1 = cpuMs(server.pid);
      // The floor on this machine at this moment: a small cached reply (the hot keywords) asked the same way.
      const floor: number[] = [];
      for (let i = 0; i < Math.min(count, 200); i++) floor.push((await timedGet(server.url, getHotSearch.path, {})).ms);
      const overall = stats(all);
      return {
        catalogue: { videos, generated: CATALOGUE, backend: 'pglite (read cache on, as by default)', transport: 'loopback, one request at a time', server: 'child process' },
        pinyinBackfillMs: round(backfillMs),
        firstSearchWithIndexLoadMs: round(load.ms),
        searchMs: overall,
        byKind: { initials: stats(by.initials), fullPinyin: stats(by.fullPinyin), chinese: stats(by.chinese) },
        meanMatches: round(matched / asks.length),
        // Server CPU per search (from /proc, Linux): stays comparable when the machine is busy, unlike wall time.
        serverCpuMsPerSearch: cpu0 !== null && cpu1 !== null ? round((cpu1 - cpu0) / asks.length) : null,
        floorHotSearchMs: stats(floor),
        loadAverage: loadavg().map(round),
        targets: { p95AtMost20ms: { p95: overall.p95, met: overall.p95 <= TARGET_P95_MS } },
      };
    } finally {
      await stopServer(server);
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

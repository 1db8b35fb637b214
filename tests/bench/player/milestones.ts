// Where the time to the first frame goes: the resource timing of what the start of playback
// waits for (page chunks, the two watch requests, hls.js and its worker, playlists, the first
// fragment), read in the page after the first frame. Each is the first matching entry at or
// after `from` (navigation start for the cold case, the OK press for the warm one), as
// [start, end] in ms from `from`; `before` lists the ones already fetched before `from` (what a
// warm-up brought in). Medians over the runs say which step is long.
import type { Page } from 'puppeteer';
import { median, round } from './visit';

export type Patterns = Record<string, string>;

export function milestonePatterns(hlsChunks: string[]): Patterns {
  // The chunk named for hls.js (others only hold its worker's URL).
  const named = hlsChunks.filter((f) => /(^|\/)hls[-.]/.test(f));
  hlsChunks = named.length ? named : hlsChunks;
  const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return {
    watchChunk: 'assets/watch-page-[^/]*\\.js$',
    details: '/api/video/videodetails',
    playData: '/api/video/getplaydata',
    hlsChunk: hlsChunks.length ? hlsChunks.map((f) => `${esc(f)}$`).join('|') : 'hls\\.min\\.js$',
    worker: 'hls\\.worker[^/]*\\.js$',
    master: 'master\\.m3u8',
    levelPlaylist: '/index\\.m3u8',
    firstFragment: '\\.ts(\\?|$)',
  };
}

export interface Milestone {
  start: number;
  end: number;
}

export interface Milestones {
  at: Record<string, Milestone | null>;
  before: string[];
  firstFrame: number;
}

export async function readMilestones(page: Page, patterns: Patterns, from: number, frameAt: number): Promise<Milestones> {
  const script = `(() => {
    const patterns = ${JSON.stringify(patterns)};
    const from = ${from};
    const rs = performance.getEntriesByType('resource');
    const at = {};
    const before = [];
    for (const name of Object.keys(patterns)) {
      const re = new RegExp(patterns[name], 'i');
      const hits = rs.filter((r) => re.test(r.name));
      const e = hits.find((r) => r.startTime >= from);
      if (hits.some((r) => r.startTime < from)) before.push(name);
      at[name] = e ? { start: e.startTime - from, end: e.responseEnd - from } : null;
    }
    return { at, before };
  })()`;
  const r = (await page.evaluate(script)) as Omit<Milestones, 'firstFrame'>;
  return { ...r, firstFrame: frameAt - from };
}

/** Median start and end of each milestone over the runs (null where no run fetched it). */
export function summarize(runs: Milestones[]) {
  const names = Object.keys(runs[0]?.at ?? {});
  const out: Record<string, { startMs: number; endMs: number; runs: number } | null> = {};
  for (const n of names) {
    const hits = runs.map((r) => r.at[n]).filter((m): m is Milestone => m !== null);
    out[n] = hits.length ? { startMs: round(median(hits.map((m) => m.start))), endMs: round(median(hits.map((m) => m.end))), runs: hits.length } : null;
  }
  const before = [...new Set(runs.flatMap((r) => r.before))];
  return { milestonesMs: out, fetchedBefore: before, firstFrameMs: round(median(runs.map((r) => r.firstFrame))) };
}

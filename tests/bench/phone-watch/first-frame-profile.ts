// What a phone's cold /watch runs before its first frame (issue 41 point 1): a fresh browser
// context per run, Moto G-class viewport, 4x CPU throttle, V8's sampling profiler over CDP from
// before the navigation. Two marks land in the profile itself: the page's first
// HTMLMediaElement.play() call ("the first frame is asked for") and its first 'playing' event
// each run a named function for ~3 ms, so the samples before each mark are counted on the
// profile's own clock. Self time is attributed per script (and per function, with its line and
// column in the built file). Shares of the main thread's samples, not wall-clock times, are the
// figure: they move less with the machine's load.
import type { Browser, CDPSession, Protocol } from 'puppeteer';

export interface ProfileWindow {
  /** Self time (ms, throttled) per script URL path before the mark. */
  byScript: Record<string, number>;
  /** The heaviest functions before the mark: `file:line:col name` -> self ms. */
  topFunctions: [string, number][];
  totalMs: number;
  idleMs: number;
}

export interface FirstFrameProfile {
  /** Until the first 'loadeddata' of a video: its first frame is decoded (the cold stage shows it). */
  beforeFirstFrame: ProfileWindow | null;
  firstFrameAt: number | null;
  beforePlayAsked: ProfileWindow | null;
  beforePlaying: ProfileWindow | null;
  /** Page-clock times (ms since navigation start) of the marks. */
  playAskedAt: number | null;
  playingAt: number | null;
}

const MARK_PLAY = '__mark_play_asked__';
const MARK_PLAYING = '__mark_playing__';
const MARK_FRAME = '__mark_first_frame__';

/** Runs in the page before its scripts: the two marks. */
const MARKS = `(function () {
  function burn() { var t = performance.now(); while (performance.now() - t < 3) {} }
  window.${MARK_PLAY} = function ${MARK_PLAY}() { burn(); };
  window.${MARK_PLAYING} = function ${MARK_PLAYING}() { burn(); };
  window.${MARK_FRAME} = function ${MARK_FRAME}() { burn(); };
  var play = HTMLMediaElement.prototype.play;
  var asked = false;
  HTMLMediaElement.prototype.play = function () {
    if (!asked) { asked = true; window.__playAskedAt = performance.now(); window.${MARK_PLAY}(); }
    return play.apply(this, arguments);
  };
  document.addEventListener('playing', function once() {
    document.removeEventListener('playing', once, true);
    window.__playingAt = performance.now();
    window.${MARK_PLAYING}();
  }, true);
  document.addEventListener('loadeddata', function first() {
    document.removeEventListener('loadeddata', first, true);
    window.__firstFrameAt = performance.now();
    window.${MARK_FRAME}();
  }, true);
})();`;

function window_(profile: Protocol.Profiler.Profile, untilUs: number | null): ProfileWindow | null {
  if (untilUs === null) return null;
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const byScript: Record<string, number> = {};
  const byFn: Record<string, number> = {};
  let t = profile.startTime;
  let total = 0;
  let idle = 0;
  const samples = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];
  for (let i = 0; i < samples.length; i++) {
    t += deltas[i] ?? 0;
    if (t > untilUs) break;
    const next = (deltas[i + 1] ?? 0) / 1000;
    const node = byId.get(samples[i]);
    if (!node) continue;
    const f = node.callFrame;
    if (f.functionName === '(idle)' || f.functionName === '(program)') {
      idle += f.functionName === '(idle)' ? next : 0;
      if (f.functionName === '(idle)') continue;
    }
    total += next;
    const url = f.url ? new URL(f.url, 'http://x').pathname : f.functionName;
    byScript[url] = (byScript[url] ?? 0) + next;
    const key = `${url}:${f.lineNumber + 1}:${f.columnNumber + 1} ${f.functionName || '(anonymous)'}`;
    byFn[key] = (byFn[key] ?? 0) + next;
  }
  const r = (n: number) => Math.round(n * 10) / 10;
  return {
    byScript: Object.fromEntries(Object.entries(byScript).sort((a, b) => b[1] - a[1]).map(([k, v]) => [k, r(v)])),
    topFunctions: Object.entries(byFn).sort((a, b) => b[1] - a[1]).slice(0, 25).map(([k, v]) => [k, r(v)]),
    totalMs: r(total),
    idleMs: r(idle),
  };
}

/** The time (µs, profile clock) of the first sample inside a mark function. */
function markAt(profile: Protocol.Profiler.Profile, mark: string): number | null {
  const ids = new Set(profile.nodes.filter((n) => n.callFrame.functionName === mark).map((n) => n.id));
  // A sample's stack holds the mark when its node or an ancestor is the mark: walk parents.
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const within = (id: number) => {
    for (let cur: number | undefined = id; cur !== undefined; cur = parent.get(cur)) if (ids.has(cur)) return true;
    return false;
  };
  let t = profile.startTime;
  const samples = profile.samples ?? [];
  for (let i = 0; i < samples.length; i++) {
    t += profile.timeDeltas?.[i] ?? 0;
    if (within(samples[i])) return t;
  }
  return null;
}

export async function profileFirstFrame(browser: Browser, url: string, opts: { cpuThrottle: number; timeoutMs?: number }): Promise<FirstFrameProfile> {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    await page.setViewport({ width: 412, height: 823, isMobile: true, hasTouch: true, deviceScaleFactor: 1.75 });
    const cdp: CDPSession = await page.createCDPSession();
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: opts.cpuThrottle });
    await page.evaluateOnNewDocument(MARKS);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    await page.goto(url, { waitUntil: 'domcontentloaded', timeout: 60_000 });
    await page.waitForFunction('window.__playingAt !== undefined', { timeout: opts.timeoutMs ?? 30_000, polling: 50 }).catch(() => undefined);
    const { profile } = await cdp.send('Profiler.stop');
    const at = (await page.evaluate('[window.__playAskedAt, window.__playingAt, window.__firstFrameAt]')) as (number | undefined)[];
    const playAsked = markAt(profile, MARK_PLAY);
    const playing = markAt(profile, MARK_PLAYING);
    return {
      beforeFirstFrame: window_(profile, markAt(profile, MARK_FRAME)),
      firstFrameAt: at[2] === undefined ? null : Math.round(at[2]),
      beforePlayAsked: window_(profile, playAsked),
      beforePlaying: window_(profile, playing),
      playAskedAt: at[0] === undefined ? null : Math.round(at[0]),
      playingAt: at[1] === undefined ? null : Math.round(at[1]),
    };
  } finally {
    await context.close();
  }
}

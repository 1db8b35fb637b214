// The hand-off between what starts a watch page's stream ahead of the page and the page that
// shows it (issue 31 point 4; the sequence is drawn in docs/watch-start-up.md). The video travels
// in the calls, never through the DOM:
//  - offerStart(target): focus is on a poster of that video (TV), withdrawStart when it leaves.
//    Once the layout enabled its warm-up (enableWarmup), the first offer loads it a second later
//    (warm-up.ts), which warms the video focus rests on and prestarts its Player (prestart.ts);
//  - chooseStart(target): OK on that poster: warmed now if it was not yet, and a stream
//    prestarted for it gets its video element at once, before React renders the page;
//  - claimStart(start): the watch page takes the Player started for it (null: none), whether the
//    warm-up or the cold start on a watch address (watch-start.ts) started it.
// One slot: a new head start, a page for another video or 30 s unclaimed drop the last; a head
// start arriving just after its page opened without one is skipped. Tiny, its one import lazy:
// the entry and the TV's posters carry it.
import type { Player } from '@src/player/player';
import type { WatchTarget } from '../watch-target';

/** Whom a started stream is for: the page's video and episode, the user, the layout. */
export interface StartFor {
  key: string;
  episodeId?: number;
  uid: number;
  tv: boolean;
}

/** The warm-up of the layout whose posters offer their videos (the TV's: warm-up.ts). */
export interface Warmup {
  offer(target: WatchTarget | null): void;
  choose(target: WatchTarget): void;
}

/** A prestarted Player nobody took is dropped after this long (a cold start whose page never came). */
export const PRESTART_UNCLAIMED_MS = 30_000;
/** A page that opened with nothing prestarted for it (OK before the play data was in): a head start this soon after only duplicates its own Player. */
export const LATE_PRESTART_MS = 5000;
/** How long a page that took a cold start's Player has to mount its element (cold-stage.ts). */
export const STAGE_HANDOVER_MS = 500;
/** The warm-up loads this long after the first offer: never among the first screen's scripts, nor in its way. */
export const WARMUP_DELAY_MS = 1000;

const sameVideo = (a: { key: string; episodeId?: number }, b: { key: string; episodeId?: number }) => a.key === b.key && a.episodeId === b.episodeId;
const sameStart = (a: StartFor, b: StartFor) => sameVideo(a, b) && a.uid === b.uid && a.tv === b.tv;

interface Held {
  start: StartFor;
  player: Player;
  timer: ReturnType<typeof setTimeout> | null;
  /** Ends the cold start's stage (cold-stage.ts), if the element is on one. */
  unstage: (() => void) | null;
}

let held: Held | null = null;
let opened: { start: StartFor; at: number } | null = null;
let offered: WatchTarget | null = null;
let warmup: Warmup | null = null;
/** The layout's watch page, loaded ahead by the warm-up; set by the layout that enables it. */
let preloadPage: (() => Promise<unknown>) | null = null;
let warmupAsked = false;

function drop(h: Held): void {
  if (h.timer) clearTimeout(h.timer);
  h.unstage?.();
  if (held === h) held = null;
  h.player.destroy();
}

/** The layout's posters offer their videos (the TV app); `preloadPage` loads its watch page. */
export function enableWarmup(preloadWatchPage: () => Promise<unknown>): void {
  preloadPage = preloadWatchPage;
}

/** Focus is on a poster of `target`: its page may open next. */
export function offerStart(target: WatchTarget): void {
  offered = target;
  if (warmup) warmup.offer(target);
  else if (preloadPage && !warmupAsked) {
    warmupAsked = true;
    const page = preloadPage;
    setTimeout(() => {
      import('./warm-up').then(
        (m) => {
          warmup = m.startWarmup(page);
          warmup.offer(offered);
        },
        // A chunk that did not load (flaky network) costs only the head start.
        () => undefined,
      );
    }, WARMUP_DELAY_MS);
  }
}

/** Focus left the poster of `target` (to another poster, or to something that is not one). */
export function withdrawStart(target: WatchTarget): void {
  if (!offered || !sameVideo(offered, target)) return;
  offered = null;
  warmup?.offer(null);
}

/** OK on the poster of `target`: its page opens now. */
export function chooseStart(target: WatchTarget): void {
  offered = target;
  warmup?.choose(target);
  if (held && sameVideo(held.start, target)) held.player.attachPrestarted();
}

/** No page will take what was started (the layout failed to load): its Player and stage go. */
export function dropStart(): void {
  if (held) drop(held);
}

/**
 * Holds the Player `make` returns for the page of `start` (prestart.ts); returns its cancel,
 * which destroys it unless a page took it. The same start held already is not made twice.
 */
export function holdStart(start: StartFor, make: () => { player: Player; unstage: (() => void) | null }, unclaimedMs: number | null = PRESTART_UNCLAIMED_MS): () => void {
  if (opened && sameStart(opened.start, start) && Date.now() - opened.at < LATE_PRESTART_MS) return () => undefined;
  if (held && sameStart(held.start, start)) {
    const same = held;
    return () => {
      if (held === same) drop(same);
    };
  }
  if (held) drop(held);
  const h: Held = { start, ...make(), timer: null };
  if (unclaimedMs !== null) h.timer = setTimeout(() => drop(h), unclaimedMs);
  held = h;
  return () => {
    if (held === h) drop(h);
  };
}

/**
 * The watch page of `start` opens: it takes the Player started for it (null when there is none;
 * one started for another page is dropped, as the user went elsewhere).
 */
export function claimStart(start: StartFor): Player | null {
  const h = held;
  opened = { start, at: Date.now() };
  if (!h) return null;
  if (!sameStart(h.start, start) || h.player.isDestroyed) {
    drop(h);
    return null;
  }
  if (h.timer) clearTimeout(h.timer);
  held = null;
  // The page's surface moves the element off the stage as it mounts (which ends the stage); a
  // page that does not show it (yet) must not have the frame over it.
  if (h.unstage) setTimeout(h.unstage, STAGE_HANDOVER_MS);
  return h.player;
}

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
import type { WatchTarget } from '../watch-target';
import type { Warmup } from './warm-up';
import { attachHeld, sameVideo } from './start-slot';

export { claimStart, dropStart, LATE_PRESTART_MS, STAGE_HANDOVER_MS } from './start-slot';

/** The warm-up loads this long after the first offer: never among the first screen's scripts, nor in its way. */
export const WARMUP_DELAY_MS = 1000;

let offered: WatchTarget | null = null;
let warmup: Warmup | null = null;
/** The layout's watch page, loaded ahead by the warm-up; set by the layout that enables it. */
let preloadPage: (() => Promise<unknown>) | null = null;
let warmupAsked = false;

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
  attachHeld(target);
}


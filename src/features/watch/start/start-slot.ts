// The one slot a stream started ahead of its page waits in, until the page of the same video,
// episode, user and layout claims it (claimStart). Apart from hand-off.ts so that the prestart,
// which fills it, and the warm-up, which the hand-off loads lazily, import no module that
// imports them (no import cycle).
import type { Player } from '@src/player/player';

/** Whom a started stream is for: the page's video and episode, the user, the layout. */
export interface StartFor {
  key: string;
  episodeId?: number;
  uid: number;
  tv: boolean;
}

/** A prestarted Player nobody took is dropped after this long (a cold start whose page never came). */
export const PRESTART_UNCLAIMED_MS = 30_000;
/** A page that opened with nothing prestarted for it (OK before the play data was in): a head start this soon after only duplicates its own Player. */
export const LATE_PRESTART_MS = 5000;
/** How long a page that took a cold start's Player has to mount its element (cold-stage.ts). */
export const STAGE_HANDOVER_MS = 500;
export const sameVideo = (a: { key: string; episodeId?: number }, b: { key: string; episodeId?: number }) => a.key === b.key && a.episodeId === b.episodeId;
export const sameStart = (a: StartFor, b: StartFor) => sameVideo(a, b) && a.uid === b.uid && a.tv === b.tv;

interface Held {
  start: StartFor;
  player: Player;
  timer: ReturnType<typeof setTimeout> | null;
  /** Ends the cold start's stage (cold-stage.ts), if the element is on one. */
  unstage: (() => void) | null;
}

let held: Held | null = null;
let opened: { start: StartFor; at: number } | null = null;

function drop(h: Held): void {
  if (h.timer) clearTimeout(h.timer);
  h.unstage?.();
  if (held === h) held = null;
  h.player.destroy();
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

/** OK on a poster: a stream prestarted for that video gets its video element now. */
export function attachHeld(target: { key: string; episodeId?: number }): void {
  if (held && sameVideo(held.start, target)) held.player.attachPrestarted();
}

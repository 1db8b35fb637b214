// One Player started ahead of the watch page that will show it (issue 14): the TV's warm-up
// starts the stream when focus rests on a poster (warm-watch.ts) and a cold start on a watch
// address as soon as its play data is in (watch-start.ts). hls.js then fetches the playlists
// and the first fragment and transmuxes it in its worker (Player.prestart: no media element, so
// no decoder and no sound) while the remote is still or the page's chunk is on its way. OK on
// the poster attaches the element at once (before React renders the page), and the page's
// useWatch takes the Player over (usePlayer's adopt) instead of making its own, so the
// first frame no longer waits for the page to render, mount and start hls.js.
//
// One slot: a new head start, a cancel (focus moved on) or a page that takes it ends the last.
import { Player, TV_BUFFER_CONFIG, type PlayerOptions } from '@src/player/player';
import { showOnColdStage } from './cold-stage';
import { settleColdStart } from './cold-start-gate';

/** The watch page's Player options (useWatch): TV boxes get the TV buffer sizes. */
export const watchPlayerOptions = (tv: boolean): PlayerOptions | undefined => (tv ? { hlsConfig: { ...TV_BUFFER_CONFIG } } : undefined);

/** A prestarted Player nobody took is dropped after this long (a cold start whose page never came). */
export const PRESTART_UNCLAIMED_MS = 30_000;

/** What a prestarted Player is for: the page's target and user, and the layout's options. */
export const prestartId = (key: string, episodeId: number | undefined, uid: number, tv: boolean) => `${tv ? 'tv' : 'phone'}|${key}|${episodeId ?? ''}|${uid}`;

interface Slot {
  id: string;
  player: Player;
  timer: ReturnType<typeof setTimeout> | null;
  /** Ends the cold start's stage (cold-stage.ts), if the element is on one. */
  unstage: (() => void) | null;
}

let slot: Slot | null = null;

/**
 * A page that opened with nothing prestarted for it (OK at once, before the play data was in):
 * the warm-up's head start arriving just after would only duplicate the page's own Player.
 */
let opened: { id: string; at: number } | null = null;
export const LATE_PRESTART_MS = 5000;
/** How long a page that took a cold start's Player has to mount its element (cold-stage.ts). */
export const STAGE_HANDOVER_MS = 500;

export interface PrestartOptions {
  /**
   * The video element joins at once (paused) and waits on screen where the page will show it
   * (cold-stage.ts): the page is already on its way (a cold start).
   */
  attach?: boolean;
  /** Tests: how the Player is made. */
  create?: (options: PlayerOptions | undefined) => Player;
  /** Drops an unclaimed Player after this long (null: never). */
  unclaimedMs?: number | null;
}

function drop(s: Slot): void {
  if (s.timer) clearTimeout(s.timer);
  s.unstage?.();
  if (slot === s) slot = null;
  s.player.destroy();
}

/**
 * Starts `url` at `startAt` for the page `id` names; returns its cancel (destroys the Player
 * unless a page took it). A head start for another page ends the one before.
 */
export function prestartWatchPlayer(id: string, url: string, startAt: number, tv: boolean, opts: PrestartOptions = {}): () => void {
  if (opened?.id === id && Date.now() - opened.at < LATE_PRESTART_MS) return () => undefined;
  if (slot?.id === id) {
    const same = slot;
    return () => {
      if (slot === same) drop(same);
    };
  }
  if (slot) drop(slot);
  const player = (opts.create ?? ((o) => new Player(o)))(watchPlayerOptions(tv));
  const unclaimedMs = opts.unclaimedMs === undefined ? PRESTART_UNCLAIMED_MS : opts.unclaimedMs;
  const s: Slot = { id, player, timer: null, unstage: null };
  if (unclaimedMs !== null) s.timer = setTimeout(() => drop(s), unclaimedMs);
  slot = s;
  const started = player.prestart({ url, startAt }, opts.attach).catch(() => false);
  if (opts.attach) {
    s.unstage = showOnColdStage(player.video, tv);
    // No stream, no frame: the cold start's layout need not wait for one (cold-start-gate.ts).
    void started.then((ok) => ok || settleColdStart());
    player.on('prestartDropped', settleColdStart);
  }
  return () => {
    if (slot === s) drop(s);
  };
}

/** OK on the poster of `id`: its prestarted stream gets the media element now. */
export function attachPrestarted(id: string): void {
  if (slot?.id === id) slot.player.attachPrestarted();
}

/**
 * The watch page of `id` opens: it takes the prestarted Player (null when there is none for it;
 * one prestarted for another page is dropped, as the user went elsewhere).
 */
export function takePrestarted(id: string): Player | null {
  const s = slot;
  opened = { id, at: Date.now() };
  if (!s) return null;
  if (s.id !== id || s.player.isDestroyed) {
    drop(s);
    return null;
  }
  if (s.timer) clearTimeout(s.timer);
  slot = null;
  // The page's surface moves the element off the stage as it mounts (which ends the stage); a
  // page that does not show it (yet) must not have the frame over it.
  if (s.unstage) setTimeout(s.unstage, STAGE_HANDOVER_MS);
  return s.player;
}

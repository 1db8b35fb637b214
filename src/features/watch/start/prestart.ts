// One Player started ahead of the watch page that will show it (issue 14): the TV's warm-up
// starts the stream when focus rests on a poster (warm-up.ts) and a cold start on a watch
// address as soon as its play data is in (watch-start.ts). hls.js then fetches the playlists
// and the first fragment and transmuxes it in its worker (Player.prestart: no media element, so
// no decoder and no sound) while the remote is still or the page's chunk is on its way. OK on
// the poster attaches the element at once (before React renders the page), and the page's
// useWatch takes the Player over (claimStart, usePlayer's adopt) instead of making its own, so
// the first frame no longer waits for the page to render, mount and start hls.js. The Player
// waits in the hand-off's one slot (hand-off.ts).
import { Player, TV_BUFFER_CONFIG, type PlayerOptions } from '@src/player/player';
import { showOnColdStage } from './cold-stage';
import { settleColdStart } from './cold-start-gate';
import { holdStart, type StartFor } from './start-slot';

/** The watch page's Player options (useWatch): TV boxes get the TV buffer sizes. */
export const watchPlayerOptions = (tv: boolean): PlayerOptions | undefined => (tv ? { hlsConfig: { ...TV_BUFFER_CONFIG } } : undefined);

export interface PrestartOptions {
  /**
   * The video element joins at once (paused) and waits on screen where the page will show it
   * (cold-stage.ts): the page is already on its way (a cold start).
   */
  attach?: boolean;
  /** Tests: how the Player is made. */
  create?: (options: PlayerOptions | undefined) => Player;
  /** Drops an unclaimed Player after this long (null: never; default PRESTART_UNCLAIMED_MS). */
  unclaimedMs?: number | null;
}

/**
 * Starts `url` at `startAt` for the page of `start`; returns its cancel (destroys the Player
 * unless a page took it). A head start for another page ends the one before.
 */
export function prestartWatchPlayer(start: StartFor, url: string, startAt: number, opts: PrestartOptions = {}): () => void {
  const make = () => {
    const player = (opts.create ?? ((o) => new Player(o)))(watchPlayerOptions(start.tv));
    const started = player.prestart({ url, startAt }, opts.attach).catch(() => false);
    if (!opts.attach) return { player, unstage: null };
    const unstage = showOnColdStage(player.video, start.tv);
    // No stream, no frame: the cold start's layout need not wait for one (cold-start-gate.ts).
    void started.then((ok) => ok || settleColdStart());
    player.on('prestartDropped', settleColdStart);
    return { player, unstage };
  };
  return opts.unclaimedMs === undefined ? holdStart(start, make) : holdStart(start, make, opts.unclaimedMs);
}

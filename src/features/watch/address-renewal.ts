// GetPlayAddress from the client (spec 002 §7 lists it with the paid-video calls; issue 42): VIP
// and gold episodes play from a signed address that expires (server/media/signed-url.ts, 6 h),
// so a page left paused longer, or a film watched across the expiry, meets a refused playlist
// or segment. The player then gives up with a fatal network error; on a signed address that
// error asks GetPlayAddress for the episode's current address (the paywall decides again) and
// goes on from where it stopped. Once per loaded address: a second failure is a real one and
// stays on screen with its retry button.
import { call } from '@src/api/call';
import { getPlayAddress } from '@src/api/contract/video';
import type { Player } from '@src/player/player';

/** A signed, expiring play address (the server's /media/s/<exp>/<sig>/hls/... form). */
export const isSignedAddress = (url: string): boolean => /\/media\/s\/\d+\/[A-Za-z0-9_-]+\/hls\//.test(url);

export interface RenewalTarget {
  mediaKey: string;
  episodeId: number;
  /** The address loaded now (as the play data gave it). */
  url: string;
  /** Turns a server address into the one the player loads (the media host). */
  toPlayable(url: string): string;
}

type RenewablePlayer = Pick<Player, 'on' | 'load' | 'position'>;

/** Listens for the fatal error of an expired address; returns the unsubscribe. */
export function renewExpiredAddress(player: RenewablePlayer, target: RenewalTarget, ask = (q: { mediaKey: string; episodeId: number }) => call(getPlayAddress, q, { ignoreErrors: true })): () => void {
  if (!isSignedAddress(target.url)) return () => {};
  let tried = false;
  return player.on('error', (e) => {
    if (!e.fatal || e.kind !== 'network' || tried) return;
    tried = true;
    const at = player.position;
    void ask({ mediaKey: target.mediaKey, episodeId: target.episodeId })
      .then((r) => player.load({ url: target.toPlayable(r.url), startAt: at, autoplay: true }))
      .catch(() => undefined);
  });
}

// What the TV's hand-off listener (tv-handoff.ts, a lazy chunk) needs of the watch page on screen:
// its player and the few controls a phone may use. The TV watch page hands it over with
// useHandoffWatchLink; the listener reads it here. Tiny on purpose: it is in the watch page's
// chunk, the listener is not.
import { useEffect, useRef } from 'react';
import { Emitter } from '@src/lib/events';
import type { Player } from '@src/player/player';
import type { WatchModel } from '../watch';

export interface HandoffWatchLink {
  /** The key the watch address asked for (mediaKey, or the numeric id as text). */
  key: string;
  episodeId?: number;
  player: Player;
  /** Renditions on offer: level -1 is auto ([] with one rendition). */
  qualities: readonly { level: number; label: string; selected: boolean }[];
  setQuality(level: number | 'auto'): void;
  /** The barrage switch as the viewer's own choice (the server's settings no longer replace it). */
  setBarrage(on: boolean): void;
  /** Sends a barrage at the playhead as the signed-in user and draws it; resolves whether it went. */
  sendBarrage(text: string): Promise<boolean>;
}

let current: HandoffWatchLink | null = null;
const events = new Emitter<{ change: void }>('handoff-watch-link');

export const currentWatchLink = (): HandoffWatchLink | null => current;

/** Calls `fn` when the watch page on screen (or what it offers) changes; returns the unsubscribe. */
export function onWatchLinkChange(fn: () => void): () => void {
  return events.on('change', fn);
}

function set(link: HandoffWatchLink | null): void {
  current = link;
  events.emit('change', undefined);
}

/**
 * The TV watch page's side, while it is mounted with a target. The registered link is one object
 * per page, video and player: the listener reads the latest controls through it, so a re-render
 * is not a page leaving (which would end the phone's session).
 */
export function useHandoffWatchLink(key: string | undefined, w: WatchModel, sendBarrage: (text: string) => Promise<boolean>): void {
  const latest = useRef({ w, sendBarrage });
  latest.current = { w, sendBarrage };
  const { player, quality } = w;
  useEffect(() => {
    if (!key) return undefined;
    const stable: HandoffWatchLink = {
      key,
      player,
      get episodeId() { return latest.current.w.page.episode?.id; },
      get qualities() { return latest.current.w.quality.map((q) => ({ level: q.value === 'auto' ? -1 : q.value, label: q.label, selected: q.selected })); },
      setQuality: (level) => latest.current.w.setQuality(level),
      setBarrage: (on) => latest.current.w.barrageSettings.setOpen(on),
      sendBarrage: (text) => latest.current.sendBarrage(text),
    };
    set(stable);
    return () => {
      if (current === stable) set(null);
    };
  }, [key, player]);
  // New renditions on offer: the listener reports them.
  useEffect(() => {
    if (current) set(current);
  }, [quality]);
}

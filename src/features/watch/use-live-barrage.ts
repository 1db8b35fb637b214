// Barrage for the page: time windows as playback moves (BarrageFeed), live barrage of other
// viewers from the video room (socket sendBarrage), the user's own barrage drawn at once, and
// the shield lists applied to the renderer as soon as they change.
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { call } from '@src/api/call';
import { getBarrageList, type Barrage } from '@src/api/contract/barrage';
import type { BarrageRenderer } from '@src/barrage/renderer';
import type { Player } from '@src/player/player';
import { useAction } from '@src/data/use-action';
import { useSession } from '@src/stores/session';
import { realtime, startRealtimeSession } from '../socket';
import { startShieldSync, useShieldLists } from '../shield';
import { BarrageFeed } from './barrage-feed';
import { parsePushedBarrage, parseRemovedBarrage, toComment } from './barrage-convert';
// Type only: the staff contract's modules stay out of the viewer's bundles (the event's name is
// checked against the contract's at compile time).
import type { BARRAGE_REMOVED_SOCKET_EVENT } from '@src/api/contract/staff-moderation';
import { checkBarrageText, sendBarrage } from './barrage-actions';
import type { AdItem } from '@src/api/contract/ads';
import { ws } from './watch-strings';

/** Barrages kept for the like/report list (the most recent by media time). */
const KEPT_MAX = 2000;

export interface LiveBarrage {
  /** Give the renderer once mounted (null on unmount). */
  setRenderer(r: BarrageRenderer | null): void;
  /**
   * Sends a barrage at the playhead. Not sent: `problem` is the check's text to show, or null
   * (the request layer has shown the failure, or one is already on its way); `unreachable` when
   * the API could not be reached (refused, cut or timed out): the send box says so itself.
   * `requestId`: the text's idempotency key (the same on every resend of one unsent text).
   */
  send(text: string, requestId?: string): Promise<{ sent: true } | { sent: false; problem: string | null; unreachable?: boolean }>;
  sending: boolean;
  /** Barrages near the playhead (for like / report / shield). */
  near(time: number, span?: number): Barrage[];
  /** Draws a barrage advert (the danmu ad group) now, marked 【广告】 and in the advert colour; false when it has no line to show. */
  drawAdvert(ad: AdItem): boolean;
}

/** Barrage adverts stand out from viewers' barrage: marked in words (readable by all) and in colour. */
export const ADVERT_BARRAGE_COLOR = '#ffd54f';
export const advertBarrageText = (ad: AdItem): string => (ad.title?.trim() ? `【${ws('adLabel')}】${ad.title.trim()}` : '');

export function useLiveBarrage(player: Player, mediaKey: string, episodeId: number | undefined): LiveBarrage {
  const rendererRef = useRef<BarrageRenderer | null>(null);
  const backlog = useRef<Barrage[]>([]);
  const kept = useRef(new Map<number, Barrage>());
  const shield = useShieldLists();
  const loggedIn = useSession((s) => s.user !== null);

  // `own`: the viewer's barrage, shown whatever the shield level (as Bilibili shows your own).
  const draw = useCallback((list: readonly Barrage[], live: boolean, own = false) => {
    for (const b of list) {
      kept.current.set(b.id, b);
      if (kept.current.size > KEPT_MAX) kept.current.delete(kept.current.keys().next().value as number);
    }
    const r = rendererRef.current;
    if (!r) {
      backlog.current.push(...list);
      return;
    }
    for (const b of list) {
      const c = toComment(b, own);
      // Live barrage shows now for this viewer, wherever its sender was in the video.
      r.add(live ? { ...c, time: player.currentTime } : c);
    }
  }, [player]);

  const feed = useMemo(
    () =>
      new BarrageFeed({
        fetchWindow: async (start, end, signal) => (await call(getBarrageList, { mediaKey, episodeId, start, end }, { ignoreErrors: true, signal })).list,
        onBarrages: (list) => draw(list, false),
        onForget: (start, end) => rendererRef.current?.forget(start, end),
      }),
    [mediaKey, episodeId, draw],
  );
  useEffect(() => () => feed.dispose(), [feed]);

  // Windows follow the playhead; a new episode starts clean. Refetched after a login (the
  // server removes the viewer's shielded barrage from the list too).
  useEffect(() => {
    if (!mediaKey || episodeId === undefined) return;
    feed.reset();
    rendererRef.current?.load([]);
    feed.setDuration(player.duration);
    feed.update(player.currentTime);
    return player.on('time', (t) => {
      feed.setDuration(t.duration);
      feed.update(t.currentTime);
    });
  }, [feed, player, mediaKey, episodeId, loggedIn]);

  // Live barrage of the room.
  useEffect(() => {
    if (!mediaKey) return;
    startRealtimeSession();
    const stopShields = startShieldSync();
    const leave = realtime.joinVideoRoom(mediaKey);
    const off = realtime.on('sendBarrage', (payload) => {
      const b = parsePushedBarrage(payload);
      if (!b || b.mediaKey !== mediaKey || (episodeId && b.episodeId && b.episodeId !== episodeId)) return;
      if (feed.push(b)) draw([b], true);
    });
    // Staff removed barrage (a hidden report, a purged sender): it leaves this screen now, and
    // the like/report list, whatever window or push it came from.
    const removedEvent: typeof BARRAGE_REMOVED_SOCKET_EVENT = 'barrageRemoved';
    const offRemoved = realtime.on(removedEvent, (payload) => {
      const removed = parseRemovedBarrage(payload);
      if (!removed || removed.mediaKey !== mediaKey || !removed.ids.length) return;
      const gone = new Set(removed.ids);
      for (const id of gone) kept.current.delete(id);
      backlog.current = backlog.current.filter((b) => !gone.has(b.id));
      rendererRef.current?.remove(removed.ids.map(String));
    });
    return () => {
      offRemoved();
      off();
      leave();
      stopShields();
    };
  }, [mediaKey, episodeId, feed, draw]);

  useEffect(() => {
    rendererRef.current?.setShieldLists(shield);
  }, [shield]);

  const setRenderer = useCallback(
    (r: BarrageRenderer | null) => {
      rendererRef.current = r;
      if (!r) return;
      r.setShieldLists(shield);
      const queued = backlog.current;
      backlog.current = [];
      if (queued.length) draw(queued, false);
    },
    // shield: the latest lists at mount; later changes go through the effect above.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [draw],
  );

  const sending = useAction(async ({ text, requestId }: { text: string; requestId?: string }) => {
    const b = await sendBarrage({ mediaKey, episodeId, text, time: player.currentTime, requestId });
    if (feed.push(b)) draw([b], true, true);
  });
  const { run } = sending;
  const send = useCallback(
    async (raw: string, requestId?: string): Promise<{ sent: true } | { sent: false; problem: string | null; unreachable?: boolean }> => {
      const checked = checkBarrageText(raw);
      if (!checked.ok) return { sent: false, problem: checked.error };
      const out = await run({ text: checked.text, requestId });
      if (out.ok) return { sent: true };
      const unreachable = !out.busy && (out.error === 'errors.network' || out.error === 'errors.timeout');
      return { sent: false, problem: null, unreachable };
    },
    [run],
  );

  const near = useCallback((time: number, span = 20) => {
    const out: Barrage[] = [];
    for (const b of kept.current.values()) if (Math.abs(b.time - time) <= span) out.push(b);
    return out.sort((a, b) => b.time - a.time).slice(0, 30);
  }, []);

  const drawAdvert = useCallback(
    (ad: AdItem) => {
      const text = advertBarrageText(ad);
      const r = rendererRef.current;
      if (!text || !r) return false;
      return r.add({ id: `ad-${ad.id}`, text, time: player.currentTime, mode: 'scroll', color: ADVERT_BARRAGE_COLOR });
    },
    [player],
  );

  return { setRenderer, send, sending: sending.busy, near, drawAdvert };
}

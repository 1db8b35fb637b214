// The phone's play-on-the-TV (issue 30 point 2), for its watch page: 在电视上播放 lists the
// account's TVs online now; a tap hands the video over at the phone's place with the phone's
// barrage switch, pauses the phone and makes it the TV's remote (remote-session.ts). When the
// session ends (结束投屏, the TV gone or silent, the TV left the video) the phone plays on from
// the TV's place; a TV that went away is said so.
import { useCallback, useEffect, useRef, useState } from 'react';
import { HANDOFF_START_EVENT, handoffStartAckSchema, type HandoffCommandType, type HandoffEndReason, type HandoffState, type HandoffTv } from '@src/api/contract/handoff';
import { ActionProblem, useAction } from '@src/data/use-action';
import { useResource } from '@src/data/use-resource';
import { BARRAGE_MAX_CHARS } from '@src/api/contract/limits';
import type { Player } from '@src/player/player';
import { playerStore } from '@src/stores/player';
import { useSession } from '@src/stores/session';
import { toast } from '@src/stores/ui';
import { realtime, startRealtimeSession, type ServerEvent } from '../socket';
import { fetchHandoffTvs } from './handoff-data';
import { handoffKeys } from './handoff-keys';
import { hs, type HandoffStringKey } from './handoff-text';
import { RemoteSession, type RemoteDeps } from './remote-session';

const START_TIMEOUT_MS = 10_000;

const deps: RemoteDeps = { emit: (e, p) => realtime.emit(e, p), on: (e, fn) => realtime.on(e as ServerEvent, fn), now: () => Date.now() };

const END_TEXT: Partial<Record<HandoffEndReason, HandoffStringKey>> = { offline: 'offline', left: 'left', replaced: 'replaced' };

export interface HandoffTarget {
  /** The key of the watch address (mediaKey, or the numeric id as text); undefined: nothing to hand over. */
  key: string | undefined;
  episodeId?: number;
  player: Player;
}

interface RemoteView {
  tvName: string;
  /** The TV's last report (with the phone's commands applied until the next); null until the first. */
  state: HandoffState | null;
}

export function useHandoff({ key, episodeId, player }: HandoffTarget) {
  const signedIn = useSession((s) => s.user !== null);
  const [pickerOpen, setPickerOpen] = useState(false);
  const tvs = useResource(handoffKeys.tvs(), (signal) => fetchHandoffTvs(signal), { enabled: pickerOpen && signedIn, staleTime: 0 });
  const session = useRef<RemoteSession | null>(null);
  const [remote, setRemote] = useState<RemoteView | null>(null);

  const show = useCallback(() => {
    const s = session.current;
    setRemote(s ? { tvName: s.tvName, state: s.state } : null);
  }, []);

  const alive = useRef(true);
  const ended = useCallback((reason: HandoffEndReason, last: HandoffState | null) => {
    session.current = null;
    if (!alive.current) return;
    show();
    const text = END_TEXT[reason];
    if (text) toast(hs(text));
    // The phone plays on from where the TV was (paused when the TV went away on its own).
    if (last && last.position > 0 && !player.isDestroyed) player.seek(last.position);
    if (reason === 'ended' && !player.isDestroyed) void player.play().catch(() => undefined);
  }, [player, show]);

  const starting = useAction(async (tv: HandoffTv) => {
    if (!key) throw new ActionProblem(null);
    startRealtimeSession();
    const reply = (await realtime.request(
      HANDOFF_START_EVENT,
      { tvId: tv.tvId, key, episodeId, position: Math.max(0, Math.round(player.currentTime * 10) / 10), barrage: playerStore.getState().danmuOpen },
      START_TIMEOUT_MS,
    ).catch(() => null)) as { ret?: unknown; msg?: unknown; data?: unknown } | null;
    if (reply?.ret !== 200 || handoffStartAckSchema.check(reply.data) !== null) {
      toast(typeof reply?.msg === 'string' && reply.msg ? reply.msg : hs('notSent'));
      throw new ActionProblem(null);
    }
    const ack = reply.data as { session: string; tvName: string };
    session.current?.stop();
    player.pause();
    const s = new RemoteSession(ack.session, ack.tvName, deps, show, ended);
    session.current = s;
    s.start();
    setPickerOpen(false);
    show();
    return ack;
  });

  // Leaving the page ends the session (the TV plays on, without a remote).
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
      session.current?.end();
    };
  }, []);

  const command = useCallback((type: HandoffCommandType, extra: Parameters<RemoteSession['command']>[1] = {}) => {
    if (!session.current?.command(type, extra)) toast(hs('notSent'));
  }, []);
  const seekTo = useCallback((to: number) => session.current?.drag('seek', { to: Math.max(0, to) }), []);
  const seekBy = useCallback((delta: number) => {
    const st = session.current?.state;
    if (!st) return;
    const to = Math.max(0, st.duration > 0 ? Math.min(st.duration, st.position + delta) : st.position + delta);
    command('seek', { to });
  }, [command]);
  const setVolume = useCallback((volume: number) => session.current?.drag('volume', { volume: Math.min(1, Math.max(0, volume)) }), []);
  const sendBarrage = useCallback(async (raw: string): Promise<boolean> => {
    const text = raw.trim();
    const s = session.current;
    if (!text || !s || Array.from(text).length > BARRAGE_MAX_CHARS) return false;
    const ok = await s.send(text);
    toast(hs(ok ? 'sent' : 'sendFailed'));
    return ok;
  }, []);
  const end = useCallback(() => session.current?.end(), []);

  return {
    /** 在电视上播放 is offered: a signed-in viewer with a video. */
    available: signedIn && !!key,
    pickerOpen,
    openPicker: () => setPickerOpen(true),
    closePicker: () => setPickerOpen(false),
    tvs,
    start: starting.run,
    starting: starting.busy,
    remote,
    command,
    seekTo,
    seekBy,
    setVolume,
    sendBarrage,
    end,
  };
}

export type HandoffModel = ReturnType<typeof useHandoff>;

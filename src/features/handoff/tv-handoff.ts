// The TV's side of play-on-the-TV (issue 30 point 2), a lazy chunk the TV shell starts once a
// user is signed in (use-tv-handoff.ts). It announces the TV on the app socket (again after each
// bound `conn`: a reconnect or another login), opens the video a phone hands over at the phone's
// place with the phone's barrage switch, joins the session, obeys the phone's commands on the
// watch page's player (tv-link.ts) and reports what it plays every second and on each change.
// Leaving the watch page ends the session ('left').
import {
  HANDOFF_COMMAND_EVENT, HANDOFF_END_EVENT, HANDOFF_JOIN_EVENT, HANDOFF_OPEN_EVENT, HANDOFF_READY_EVENT, HANDOFF_STATE_EVENT,
  handoffCommandSchema, handoffEndSchema, handoffOpenSchema, type HandoffCommand, type HandoffEnd, type HandoffOpen, type HandoffPhase, type HandoffState,
} from '@src/api/contract/handoff';
import { navigate } from '@src/api/navigator';
import type { PlayerState } from '@src/player/player';
import { href } from '@src/routes/href';
import { playerStore } from '@src/stores/player';
import { getVisitorId } from '@src/stores/visitor';
import { realtime, startRealtimeSession } from '../socket';
import { currentWatchLink, onWatchLinkChange, type HandoffWatchLink } from './tv-link';

/** How often the TV reports while a phone drives it (the phone gives up after 4 s of silence). */
const REPORT_EVERY_MS = 1000;
const ACK_TIMEOUT_MS = 10_000;
/**
 * How long the session's page may be gone before the TV counts it as left: the page swaps its
 * player or remounts while it opens (a started stream taken over), which is not the viewer
 * leaving.
 */
const LEFT_GRACE_MS = 1500;

const PHASES: Record<PlayerState, HandoffPhase> = {
  idle: 'loading', loading: 'loading', buffering: 'loading', playing: 'playing', paused: 'paused', ended: 'ended', error: 'error',
};

interface Session {
  id: string;
  key: string;
  episodeId?: number;
  /** The watch page of this video has been on screen during the session. */
  shown: boolean;
  /** The phone's place, until the TV's page has started there. */
  startAt: number | null;
  /** The phone's barrage switch, until the TV's page has taken it. */
  barrage: boolean | null;
  sent: HandoffState['sent'];
}

const clamp01 = (v: number) => Math.min(1, Math.max(0, Number.isFinite(v) ? v : 1));
const seconds = (v: number) => Math.min(86_400, Math.max(0, Number.isFinite(v) ? Math.round(v * 10) / 10 : 0));

/** The link of the session's video, if that watch page is on screen. */
function linkFor(s: Session | null): HandoffWatchLink | null {
  const link = currentWatchLink();
  // By video only: an episode picked on the TV keeps the phone's session.
  return s && link && link.key === s.key ? link : null;
}

function stateOf(s: Session, link: HandoffWatchLink | null): HandoffState {
  const p = link?.player;
  const selected = link?.qualities.find((q) => q.selected);
  return {
    session: s.id,
    phase: p && !p.isDestroyed ? PHASES[p.state] : 'opening',
    key: s.key,
    position: seconds(p?.currentTime ?? 0),
    duration: seconds(p?.duration ?? 0),
    volume: clamp01(p?.muted ? 0 : p?.volume ?? 1),
    barrage: playerStore.getState().danmuOpen,
    qualities: (link?.qualities ?? []).slice(0, 12).map((q) => ({ level: q.level, label: q.label.slice(0, 20) })),
    level: selected ? selected.level : -1,
    sent: s.sent,
  };
}

export function startTvHandoff(): () => void {
  startRealtimeSession();
  let session: Session | null = null;
  let offPlayer: (() => void) | null = null;
  let leaving: ReturnType<typeof setTimeout> | null = null;

  const report = () => {
    if (session) realtime.emit(HANDOFF_STATE_EVENT, stateOf(session, linkFor(session)));
  };
  const announce = () => void realtime.request(HANDOFF_READY_EVENT, { deviceId: getVisitorId() }, ACK_TIMEOUT_MS).catch(() => undefined);

  // The player of the session's page: its changes are reported as they happen.
  const follow = () => {
    offPlayer?.();
    offPlayer = null;
    if (leaving) clearTimeout(leaving);
    leaving = null;
    const link = linkFor(session);
    if (session && link) {
      session.shown = true;
      const s = session;
      // Through the page's settings: the user's server settings, read as the page opens, would
      // otherwise replace a switch only set in the store.
      if (s.barrage !== null) link.setBarrage(s.barrage);
      s.barrage = null;
      // The page starts a watch address's t= only past its first 5 s (the resume rule of
      // src/player/resume.ts); a phone's place before that is taken once the TV plays.
      const place = (state: PlayerState) => {
        if (state !== 'playing' || s.startAt === null) return;
        if (Math.abs(link.player.currentTime - s.startAt) > 1) link.player.seek(s.startAt);
        s.startAt = null;
      };
      place(link.player.state);
      const offs = [link.player.on('state', place), link.player.on('state', report), link.player.on('volume', report), link.player.on('level', report)];
      offPlayer = () => offs.forEach((off) => off());
    } else if (session?.shown) {
      // The viewer left the video on the TV: the phone stops being its remote.
      const s = session;
      leaving = setTimeout(() => {
        leaving = null;
        if (session !== s || linkFor(s)) return;
        const ev: HandoffEnd = { session: s.id, reason: 'left' };
        realtime.emit(HANDOFF_END_EVENT, ev);
        session = null;
      }, LEFT_GRACE_MS);
    }
    report();
  };

  const open = (o: HandoffOpen) => {
    session = { id: o.session, key: o.key, episodeId: o.episodeId, shown: false, sent: null, startAt: o.position, barrage: o.barrage };
    playerStore.getState().setDanmuOpen(o.barrage);
    void realtime.request(HANDOFF_JOIN_EVENT, { session: o.session, proof: o.proof }, ACK_TIMEOUT_MS).then(report, () => undefined);
    const here = linkFor(session);
    if (here) {
      // Already on this video: move to the phone's place instead of reloading the page.
      here.player.seek(o.position);
      session.startAt = null;
      void here.player.play().catch(() => undefined);
      follow();
      return;
    }
    // The page's own start-up takes it from here: the address carries the place (t=).
    navigate(href('Watch', {}, { id: o.key, episode: o.episodeId, t: seconds(o.position) || undefined }));
  };

  const obey = (c: HandoffCommand) => {
    const link = linkFor(session);
    if (!session || !link || link.player.isDestroyed) return;
    const { player } = link;
    switch (c.type) {
      case 'play':
        void player.play().catch(() => undefined);
        break;
      case 'pause':
        player.pause();
        break;
      case 'seek':
        if (c.to !== undefined) player.seek(c.to);
        break;
      case 'volume':
        if (c.volume !== undefined) {
          player.setVolume(c.volume);
          player.setMuted(c.volume === 0);
        }
        break;
      case 'quality':
        if (c.level !== undefined) link.setQuality(c.level < 0 ? 'auto' : c.level);
        break;
      case 'barrage':
        if (c.on !== undefined) link.setBarrage(c.on);
        break;
      case 'send': {
        const s = session;
        if (c.text === undefined) break;
        void link.sendBarrage(c.text).then((ok) => {
          if (session !== s) return;
          s.sent = { nonce: c.nonce ?? 0, ok };
          report();
        });
        break;
      }
    }
    report();
  };

  announce();
  const offs = [
    realtime.on('conn', (reply) => {
      if ((reply as { ret?: unknown } | null)?.ret === 200) announce();
    }),
    realtime.on(HANDOFF_OPEN_EVENT, (payload) => {
      if (handoffOpenSchema.check(payload, HANDOFF_OPEN_EVENT) === null) open(payload as HandoffOpen);
    }),
    realtime.on(HANDOFF_COMMAND_EVENT, (payload) => {
      if (handoffCommandSchema.check(payload, HANDOFF_COMMAND_EVENT) === null && (payload as HandoffCommand).session === session?.id) obey(payload as HandoffCommand);
    }),
    realtime.on(HANDOFF_END_EVENT, (payload) => {
      if (handoffEndSchema.check(payload, HANDOFF_END_EVENT) === null && (payload as HandoffEnd).session === session?.id) session = null;
      follow();
    }),
    onWatchLinkChange(follow),
  ];
  const timer = setInterval(report, REPORT_EVERY_MS);
  return () => {
    clearInterval(timer);
    if (leaving) clearTimeout(leaving);
    offPlayer?.();
    offs.forEach((off) => off());
    session = null;
  };
}

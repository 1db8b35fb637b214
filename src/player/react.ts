// Thin React binding over the framework-free Player: one Player per component, destroyed on
// unmount, with its state mirrored into React. Time has its own hook so that only the
// progress bar re-renders four times a second, not the whole player view.
import { useEffect, useState } from 'react';
import { Player, type PlayerError, type PlayerLevel, type PlayerLevelInfo, type PlayerOptions, type PlayerState, type PlayerTime } from './player';

export interface PlayerSnapshot {
  state: PlayerState;
  error: PlayerError | null;
  levels: PlayerLevel[];
  level: PlayerLevelInfo;
}

function snapshot(player: Player): PlayerSnapshot {
  return { state: player.state, error: player.error, levels: player.levels, level: player.level };
}

/**
 * Creates the Player (options are read once) and follows its state. `adopt` may hand over a
 * Player made ahead with the same options (a stream prestarted before the page rendered); it
 * is then this component's own, destroyed on unmount.
 */
export function usePlayer(options?: PlayerOptions, adopt?: () => Player | null): PlayerSnapshot & { player: Player } {
  const [player, setPlayer] = useState(() => adopt?.() ?? new Player(options));
  const [snap, setSnap] = useState<PlayerSnapshot>(() => snapshot(player));

  useEffect(() => {
    // StrictMode runs effect, cleanup, effect: the first cleanup destroyed this instance,
    // so hand out a fresh one instead of using a dead player.
    if (player.isDestroyed) {
      setPlayer(new Player(options));
      return;
    }
    setSnap(snapshot(player));
    const update = () => setSnap(snapshot(player));
    const offs = [player.on('state', update), player.on('error', update), player.on('levels', update), player.on('level', update)];
    return () => {
      for (const off of offs) off();
      player.destroy();
    };
    // Options are construction-time only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [player]);

  return { player, ...snap };
}

/** Current time, duration and buffered end of a player. */
export function usePlayerTime(player: Player): PlayerTime {
  const [time, setTime] = useState<PlayerTime>(() => ({ currentTime: player.currentTime, duration: player.duration, bufferedEnd: 0 }));
  useEffect(() => player.on('time', setTime), [player]);
  return time;
}

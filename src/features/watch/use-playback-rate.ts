// 倍速 for both layouts: the device's remembered rate (player store) is applied to the page's
// Player, and the menu's options come from here. The barrage keeps up by itself: it reads the
// rate from the media clock every frame (src/barrage, followPlaybackRate).
import { useCallback, useEffect, useMemo } from 'react';
import type { Player } from '@src/player/player';
import { PLAYBACK_RATES, playbackRateLabel, type PlaybackRate } from '@src/player/playback-rate';
import { playerStore, usePlayerState } from '@src/stores/player';

export interface PlaybackRateOption {
  value: PlaybackRate;
  label: string;
  selected: boolean;
}

export interface PlaybackRateModel {
  rate: PlaybackRate;
  /** "1.5x"; the views show their own word for 1x. */
  label: string;
  options: readonly PlaybackRateOption[];
  setRate(rate: number): void;
}

export function usePlaybackRate(player: Player): PlaybackRateModel {
  const rate = usePlayerState((s) => s.playbackRate);
  useEffect(() => {
    if (!player.isDestroyed) player.setRate(rate);
  }, [player, rate]);
  const setRate = useCallback((r: number) => playerStore.getState().setPlaybackRate(r), []);
  return useMemo(
    () => ({
      rate,
      label: playbackRateLabel(rate),
      options: PLAYBACK_RATES.map((value) => ({ value, label: playbackRateLabel(value), selected: value === rate })),
      setRate,
    }),
    [rate, setRate],
  );
}

// 字幕 and 音轨 for both layouts (issue 29): the stream's tracks as menu options, the device's
// remembered languages (player store) handed to the Player, which applies them to this stream
// and the next ones (the next episode) as their tracks become known. A title without tracks
// gets empty option lists: the views then show neither control.
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { Player } from '@src/player/player';
import { trackPreferenceValue, type PlayerTracks } from '@src/player/tracks';
import { playerStore, usePlayerState } from '@src/stores/player';
import { ws } from './watch-strings';

export interface TrackOption {
  /** Track id, -1 for subtitles off. */
  id: number;
  label: string;
  selected: boolean;
}

export interface MediaTracksModel {
  /** 关闭 and each subtitle track; empty when the stream has none. */
  subtitles: readonly TrackOption[];
  /** Each audio track; empty unless the stream has two or more (one offers no choice). */
  audio: readonly TrackOption[];
  /** The subtitles shown now ('' for off), for the control's label. */
  subtitleLabel: string;
  audioLabel: string;
  setSubtitle(id: number): void;
  setAudio(id: number): void;
}

export function usePlayerTracks(player: Player): PlayerTracks {
  const [tracks, setTracks] = useState<PlayerTracks>(() => player.tracks);
  useEffect(() => {
    setTracks(player.tracks);
    return player.on('tracks', setTracks);
  }, [player]);
  return tracks;
}

/** The subtitle text showing now ('' for none). */
export function useSubtitleCue(player: Player): string {
  const [cue, setCue] = useState(() => player.cue);
  useEffect(() => {
    setCue(player.cue);
    return player.on('cue', setCue);
  }, [player]);
  return cue;
}

export function useMediaTracks(player: Player): MediaTracksModel {
  const audioLang = usePlayerState((s) => s.audioLang);
  const subtitleLang = usePlayerState((s) => s.subtitleLang);
  const tracks = usePlayerTracks(player);
  useEffect(() => {
    if (!player.isDestroyed) player.setTrackPreference({ audio: audioLang, subtitle: subtitleLang });
  }, [player, audioLang, subtitleLang]);

  const setSubtitle = useCallback(
    (id: number) => {
      const track = player.tracks.subtitles.find((t) => t.id === id);
      playerStore.getState().setSubtitleLang(track ? trackPreferenceValue(track) : '');
    },
    [player],
  );
  const setAudio = useCallback(
    (id: number) => {
      const track = player.tracks.audio.find((t) => t.id === id);
      if (track) playerStore.getState().setAudioLang(trackPreferenceValue(track));
    },
    [player],
  );
  return useMemo(() => {
    const subtitles: TrackOption[] = tracks.subtitles.length
      ? [{ id: -1, label: ws('subtitlesOff'), selected: tracks.subtitleId === -1 }, ...tracks.subtitles.map((t) => ({ id: t.id, label: t.name, selected: t.id === tracks.subtitleId }))]
      : [];
    const audio: TrackOption[] = tracks.audio.length > 1 ? tracks.audio.map((t) => ({ id: t.id, label: t.name, selected: t.id === tracks.audioId })) : [];
    return {
      subtitles,
      audio,
      subtitleLabel: tracks.subtitles.find((t) => t.id === tracks.subtitleId)?.name ?? '',
      audioLabel: tracks.audio.find((t) => t.id === tracks.audioId)?.name ?? '',
      setSubtitle,
      setAudio,
    };
  }, [tracks, setSubtitle, setAudio]);
}

// The quality menu: auto plus each rendition, highest first, labelled by height; no menu at all
// for a stream with one rendition (or none known: native HLS), where there is nothing to pick.
import type { PlayerLevel, PlayerLevelInfo } from '@src/player/player';
import { ws } from './watch-strings';

export interface QualityOption {
  value: number | 'auto';
  label: string;
  selected: boolean;
}

export function qualityLabel(l: PlayerLevel): string {
  if (l.height > 0) return `${l.height}P`;
  return l.bitrate > 0 ? `${Math.round(l.bitrate / 1000)}K` : `#${l.index + 1}`;
}

export function qualityOptions(levels: readonly PlayerLevel[], current: PlayerLevelInfo): QualityOption[] {
  if (levels.length < 2) return [];
  const sorted = [...levels].sort((a, b) => b.height - a.height || b.bitrate - a.bitrate);
  return [
    { value: 'auto', label: ws('qualityAuto'), selected: current.auto },
    ...sorted.map((l) => ({ value: l.index, label: qualityLabel(l), selected: !current.auto && current.index === l.index })),
  ];
}

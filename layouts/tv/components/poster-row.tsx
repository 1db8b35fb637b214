// A titled row of posters over the virtualised focus row.
import { memo, useCallback } from 'react';
import { VirtualRow } from '@focus/virtual-row';
import type { VideoItem } from '@src/api/contract/common';
import { PosterCard, POSTER_H, POSTER_W } from './poster-card';

export const ROW_TITLE_H = 60;
export const ROW_GAP = 50;
export const ROW_HEIGHT = ROW_TITLE_H + POSTER_H + ROW_GAP;

export interface PosterRowProps {
  focusKey: string;
  /** Position in an enclosing virtual list (its resolver and memory); absent elsewhere. */
  index?: number;
  title: string;
  videos: readonly VideoItem[];
  onEndReached?: () => void;
  /** Marks over some posters, by video id (the 我的追剧 row's new episodes). */
  marks?: ReadonlyMap<number, string>;
}

const videoId = (v: VideoItem) => v.id;

export const PosterRow = memo(function PosterRow({ focusKey, index, title, videos, onEndReached, marks }: PosterRowProps) {
  const renderItem = useCallback((v: VideoItem, i: number) => <PosterCard video={v} index={i} mark={marks?.get(v.id)} />, [marks]);
  return (
    <VirtualRow
      focusKey={focusKey}
      index={index}
      items={videos}
      itemWidth={POSTER_W}
      itemHeight={POSTER_H}
      gap={24}
      viewportWidth={1760}
      itemId={videoId}
      renderItem={renderItem}
      onEndReached={onEndReached}
      className="tv-poster-row"
      header={<div className="tv-section-title" style={{ height: `${ROW_TITLE_H / 100}rem` }}>{title}</div>}
    />
  );
});

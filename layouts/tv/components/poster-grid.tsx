// Virtualised poster grid with the load-more footer (lists, search results, history).
import { useCallback } from 'react';
import { VirtualGrid } from '@focus/virtual-grid';
import type { VideoItem } from '@src/api/contract/common';
import { PosterCard, POSTER_H, POSTER_W } from './poster-card';
import { LoadMoreFooter, type LoadState } from './load-more-footer';

export interface PosterGridProps {
  focusKey: string;
  videos: readonly VideoItem[];
  loadState?: LoadState;
  onEndReached?: () => void;
  viewportHeight?: number;
}

const videoId = (v: VideoItem) => v.id;

export function PosterGrid({ focusKey, videos, loadState = 0, onEndReached, viewportHeight = 820 }: PosterGridProps) {
  const renderItem = useCallback((v: VideoItem, i: number) => <PosterCard video={v} index={i} />, []);
  return (
    <VirtualGrid
      focusKey={focusKey}
      items={videos}
      columns={5}
      itemWidth={POSTER_W}
      itemHeight={POSTER_H}
      gapX={40}
      gapY={40}
      viewportHeight={viewportHeight}
      bufferRows={2}
      itemId={videoId}
      renderItem={renderItem}
      onEndReached={onEndReached}
      footer={<LoadMoreFooter state={loadState} />}
    />
  );
}

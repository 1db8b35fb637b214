// A focusable poster. Memoised: moving focus re-renders only the two cards whose focus changed.
// The image is not loading="lazy": rows and grids mount only cards near the screen already, and
// lazy loading added an IntersectionObserver pass to every frame of a key press.
// data-video-id marks it as a poster for the watch warm-up (layouts/tv/warmup/watch-warmup.ts),
// which warms the video's page when focus rests on it.
import { memo, useCallback } from 'react';
import { useTvNavigate } from '../router/navigate';
import { useFocusItem } from '@focus/use-focus-item';
import type { VideoItem } from '@src/api/contract/common';
import { sizedImageUrl } from '@src/lib/image-size';
import './poster-card.css';
import { href } from '@src/routes/href';

export const POSTER_W = 300;

// Poster widths are in 1920-wide design pixels; the screen draws them scaled to its own width.
function screenScale(): number {
  return typeof window !== 'undefined' ? window.innerWidth / 1920 : 1;
}
export const POSTER_H = 420;

export interface PosterCardProps {
  video: VideoItem;
  index: number;
  width?: number;
  height?: number;
}

export function watchPath(video: Pick<VideoItem, 'id'>): string {
  return href('Watch', {}, { id: video.id });
}

export const PosterCard = memo(function PosterCard({ video, index, width = POSTER_W, height = POSTER_H }: PosterCardProps) {
  const navigate = useTvNavigate();
  const onEnter = useCallback(() => navigate(watchPath(video)), [navigate, video]);
  const { ref, itemProps } = useFocusItem({ index, onEnter }, 'tv-poster tv-focusable');
  return (
    <div ref={ref} {...itemProps} data-testid="poster" data-video-id={video.id} style={{ width: `${width / 100}rem`, height: `${height / 100}rem` }}>
      <img className="tv-poster-img" src={sizedImageUrl(video.poster, width * screenScale())} alt="" decoding="async" width={width} height={height - 60} />
      {video.vip ? <span className="tv-poster-badge">VIP</span> : null}
      <div className="tv-poster-title">{video.title}</div>
    </div>
  );
});

// A focusable poster. Memoised: moving focus re-renders only the two cards whose focus changed.
// The image is not loading="lazy": rows and grids mount only cards near the screen already, and
// lazy loading added an IntersectionObserver pass to every frame of a key press.
// It offers its video to the watch start-up while focused and chooses it on OK, before the page
// opens (src/features/watch/start: warmed when focus rests, the first frame at once on OK).
// data-video-id is for tests only: nothing reads the video back from the DOM.
import { memo, useCallback } from 'react';
import { useTvNavigate } from '../router/navigate';
import { useFocusItem } from '@focus/use-focus-item';
import type { VideoItem } from '@src/api/contract/common';
import { sizedImageUrl } from '@src/lib/image-size';
import './poster-card.css';
import { href } from '@src/routes/href';
import { chooseStart, offerStart, withdrawStart } from '@src/features/watch/start';

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
  /** A short mark over the poster's corner (追剧: 新：第N集). */
  mark?: string;
}

export function watchPath(video: Pick<VideoItem, 'id'>): string {
  return href('Watch', {}, { id: video.id });
}

export const PosterCard = memo(function PosterCard({ video, index, width = POSTER_W, height = POSTER_H, mark }: PosterCardProps) {
  const navigate = useTvNavigate();
  const onEnter = useCallback(() => {
    chooseStart({ key: String(video.id) });
    navigate(watchPath(video));
  }, [navigate, video]);
  const onFocus = useCallback(() => offerStart({ key: String(video.id) }), [video.id]);
  const onBlur = useCallback(() => withdrawStart({ key: String(video.id) }), [video.id]);
  const { ref, itemProps } = useFocusItem({ index, onEnter, onFocus, onBlur }, 'tv-poster tv-focusable');
  return (
    <div ref={ref} {...itemProps} data-testid="poster" data-video-id={video.id} style={{ width: `${width / 100}rem`, height: `${height / 100}rem` }}>
      <img className="tv-poster-img" src={sizedImageUrl(video.poster, width * screenScale())} alt="" decoding="async" width={width} height={height - 60} />
      {mark ? <span className="tv-poster-mark" data-testid="poster-mark">{mark}</span> : null}
      {video.vip ? <span className="tv-poster-badge">VIP</span> : null}
      <div className="tv-poster-title">{video.title}</div>
    </div>
  );
});

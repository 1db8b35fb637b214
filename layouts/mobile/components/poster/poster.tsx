import { Link } from 'react-router-dom';
import type { VideoItem } from '@src/api/contract/common';
import { useMt } from '../../text';
import { formatCount } from '@src/lib/format';
import { sizedImageUrl } from '@src/lib/image-size';
import './poster.css';
import { hideBroken } from './hide-broken';
import { href } from '@src/routes/href';

export type PosterVideo = Pick<VideoItem, 'id' | 'title' | 'poster'> & Partial<Pick<VideoItem, 'score' | 'episodes' | 'vip' | 'playCount' | 'categoryName'>>;

// Displayed widths on a 390 px phone (3-column grid, 2-up landscape rows); image-size picks the step.
const PORTRAIT_PX = 125;
const LANDSCAPE_PX = 180;

/** Where a poster leads: the video's watch page. */
export const watchPath = (id: number) => href('Watch', {}, { id });

export interface PosterProps {
  video: PosterVideo;
  /** 'portrait' 2:3 (grids), 'landscape' 16:9 (rows of wide cards). */
  shape?: 'portrait' | 'landscape';
  subtitle?: string;
}

export function Poster({ video, shape = 'portrait', subtitle }: PosterProps) {
  const t = useMt();
  const episodes = video.episodes ?? 0;
  // The slot's size as attributes too: the box is known before the image arrives (CSS draws it at 100 %).
  const width = shape === 'portrait' ? PORTRAIT_PX : LANDSCAPE_PX;
  const height = Math.round(shape === 'portrait' ? (width * 3) / 2 : (width * 9) / 16);
  const sub = subtitle ?? (video.playCount !== undefined ? t('common.playCount', { n: formatCount(video.playCount) }) : undefined);
  return (
    // A link, not a button: long-press, open in a new tab and share work as a browser user expects.
    <Link to={watchPath(video.id)} className={`m-poster m-poster--${shape} m-link-reset`} data-testid="poster" data-video-id={video.id}>
      <span className="m-poster-frame">
        <img className="m-poster-img" src={sizedImageUrl(video.poster, width)} alt="" width={width} height={height} loading="lazy" onError={hideBroken} decoding="async" />
        {video.vip && <span className="m-poster-vip">VIP</span>}
        {typeof video.score === 'number' && video.score > 0 && <span className="m-poster-score">{video.score.toFixed(1)}</span>}
        {episodes > 1 && <span className="m-poster-eps">{t('common.updatedTo', { n: episodes })}</span>}
      </span>
      <span className="m-poster-title">{video.title}</span>
      {sub && <span className="m-poster-sub">{sub}</span>}
    </Link>
  );
}

export function PosterGrid({ videos, columns = 3 }: { videos: readonly PosterVideo[]; columns?: 2 | 3 }) {
  return (
    <div className={`m-poster-grid m-poster-grid--${columns}`}>
      {videos.map((v) => (
        <Poster key={v.id} video={v} shape={columns === 2 ? 'landscape' : 'portrait'} />
      ))}
    </div>
  );
}

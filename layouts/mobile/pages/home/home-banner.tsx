import { Link } from 'react-router-dom';
import type { VideoItem } from '@src/api/contract/common';
import { watchPath } from '../../components/poster/poster';
import { hideBroken } from '../../components/poster/hide-broken';

/** Swipeable banner: native horizontal scroll with snap points (no timers, no library). */
export function HomeBanner({ videos }: { videos: readonly VideoItem[] }) {
  return (
    <div className="m-banner" data-testid="home-banner">
      {videos.map((v) => (
        <Link key={v.id} to={watchPath(v.id)} className="m-banner-item m-link-reset" data-testid="poster" data-video-id={v.id}>
          <img src={v.poster} alt="" loading="lazy" onError={hideBroken} />
          <span className="m-banner-title">{v.title}</span>
        </Link>
      ))}
    </div>
  );
}

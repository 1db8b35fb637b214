import { Link } from 'react-router-dom';
import type { VideoItem } from '@src/api/contract/common';
import { watchPath } from '../../components/poster/poster';
import { hideBroken } from '../../components/poster/hide-broken';
import { bannerImageUrl, SLIDE_PX } from './home-banner-image';

/** Swipeable banner: native horizontal scroll with snap points (no timers, no library). */
export function HomeBanner({ videos }: { videos: readonly VideoItem[] }) {
  return (
    <div className="m-banner" data-testid="home-banner">
      {videos.map((v, i) => (
        <Link key={v.id} to={watchPath(v.id)} className="m-banner-item m-link-reset" data-testid="poster" data-video-id={v.id}>
          {/* The first slide is the largest thing on the home screen (its LCP): fetched first, not lazily. */}
          <img src={bannerImageUrl(v.poster)} alt="" width={SLIDE_PX} height={Math.round((SLIDE_PX * 9) / 16)} {...(i === 0 ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const })} onError={hideBroken} />
          <span className="m-banner-title">{v.title}</span>
        </Link>
      ))}
    </div>
  );
}

import { useNavigate } from 'react-router-dom';
import type { VideoItem } from '@src/api/contract/common';
import { watchPath } from '../../components/poster/poster';
import { hideBroken } from '../../components/poster/hide-broken';

/** Swipeable banner: native horizontal scroll with snap points (no timers, no library). */
export function HomeBanner({ videos }: { videos: readonly VideoItem[] }) {
  const navigate = useNavigate();
  return (
    <div className="m-banner" data-testid="home-banner">
      {videos.map((v) => (
        <button key={v.id} type="button" className="m-banner-item" data-testid="poster" data-video-id={v.id} onClick={() => navigate(watchPath(v.id))}>
          <img src={v.poster} alt="" loading="lazy" onError={hideBroken} />
          <span className="m-banner-title">{v.title}</span>
        </button>
      ))}
    </div>
  );
}

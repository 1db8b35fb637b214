// The video's poster over the player until the video has a frame to show: the watch page's
// first screen is a picture as soon as the details arrive, not a black box until the stream's
// first fragment is in (on a slow phone network seconds later; issue 14 point 6, the page's
// largest paint). It covers the same box the video fills, so the first frame replaces it in place.
import { useEffect, useState } from 'react';
import { FIRST_PAINT_WIDTHS, sizedImageUrl } from '@src/lib/image-size';

// The player is the phone's full width; the watch shell names the poster at this width too.
const PLAYER_PX = FIRST_PAINT_WIDTHS.watchPoster;
// HTMLMediaElement.HAVE_CURRENT_DATA: a frame is there to paint.
const HAVE_CURRENT_DATA = 2;

function useHasFrame(video: HTMLVideoElement): boolean {
  const [framed, setFramed] = useState(() => video.readyState >= HAVE_CURRENT_DATA);
  useEffect(() => {
    const update = () => setFramed(video.readyState >= HAVE_CURRENT_DATA);
    update();
    const events = ['loadeddata', 'playing', 'seeked', 'emptied'] as const;
    events.forEach((e) => video.addEventListener(e, update));
    return () => events.forEach((e) => video.removeEventListener(e, update));
  }, [video]);
  return framed;
}

export function PlayerPoster({ video, poster }: { video: HTMLVideoElement; poster: string | undefined }) {
  const framed = useHasFrame(video);
  if (!poster || framed) return null;
  return <img className="m-watch-poster" data-testid="player-poster" src={sizedImageUrl(poster, PLAYER_PX)} alt="" fetchPriority="high" />;
}

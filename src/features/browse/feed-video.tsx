// The video element of the feed's one Player, placed in the slot of the playing video (the
// feed has one player; it moves with the visible or focused item). No barrage on short videos.
import { useLayoutEffect, useRef } from 'react';
import type { Player } from '@src/player/player';
import { mountVideo } from '@src/player/mount-video';

export function FeedVideo({ player, className }: { player: Player; className?: string }) {
  const hostRef = useRef<HTMLDivElement | null>(null);
  const video = player.video;
  useLayoutEffect(() => {
    const host = hostRef.current;
    return host ? mountVideo(host, video) : undefined;
  }, [video]);
  return <div ref={hostRef} className={className} style={{ position: 'relative', overflow: 'hidden', background: '#000', width: '100%', height: '100%' }} />;
}

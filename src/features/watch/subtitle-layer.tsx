// The subtitles of both layouts (issue 29): the cue text the Player reads from its hidden
// TextTrack, drawn in a layer of the player surface above the video and below the barrage
// canvas. `lift` (CSS px) raises it over the control bar while the bar shows, so the bar
// never covers a line; each layout's CSS sizes the text and sets its resting place.
import { useLayoutEffect, useState, type RefObject } from 'react';
import type { Player } from '@src/player/player';
import { useSubtitleCue } from './use-media-tracks';

const LAYER = { position: 'absolute', left: 0, right: 0, textAlign: 'center', pointerEvents: 'none', whiteSpace: 'pre-line' } as const;

export function SubtitleLayer({ player, lift = 0 }: { player: Player; lift?: number }) {
  const cue = useSubtitleCue(player);
  if (!cue) return null;
  return (
    <div className="player-subtitles" data-testid="subtitle-cue" aria-live="off" style={lift > 0 ? { ...LAYER, bottom: `${lift}px` } : LAYER}>
      <span className="player-subtitles-text">{cue}</span>
    </div>
  );
}

/**
 * The height of the element in `ref` while `shown` (0 otherwise): how far the subtitles go up.
 * Read after every render of the view (its rows come and go with it) and, where the engine has
 * ResizeObserver, whenever the element itself changes size.
 */
export function useBarHeight(ref: RefObject<HTMLElement | null>, shown: boolean): number {
  const [height, setHeight] = useState(0);
  // After every render on purpose: one offsetHeight read, and an unchanged height sets nothing.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useLayoutEffect(() => {
    const h = shown && ref.current ? ref.current.offsetHeight : 0;
    if (h !== height) setHeight(h);
  });
  const el = shown ? ref.current : null;
  useLayoutEffect(() => {
    if (!el || typeof ResizeObserver === 'undefined') return undefined;
    const ro = new ResizeObserver(() => setHeight(el.offsetHeight));
    ro.observe(el);
    return () => ro.disconnect();
  }, [el]);
  return height;
}

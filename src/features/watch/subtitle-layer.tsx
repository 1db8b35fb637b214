// The subtitles of both layouts (issue 29): the cue text the Player reads from its hidden
// TextTrack, drawn in a layer of the player surface above the video and below the barrage
// canvas. `lift` (CSS px) raises it over the control bar while the bar shows, so the bar
// never covers a line; each layout's CSS sizes the text and sets its resting place.
import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
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
 * Where the engine has ResizeObserver (Chrome 64 and up) the element is observed, so its rows
 * coming and going are seen without reading its layout: a read after every render forced a
 * layout of the whole page in each of the watch view's renders (issue 41 point 1: the phone's
 * largest script cost after the first frame). Without it the height is read after every render.
 */
export function useBarHeight(ref: RefObject<HTMLElement | null>, shown: boolean): number {
  const [height, setHeight] = useState(0);
  const observed = useRef<{ el: HTMLElement; ro: ResizeObserver } | null>(null);
  // After every render on purpose: a ref comparison where the element is observed, one
  // offsetHeight read where it cannot be; an unchanged height sets nothing.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useLayoutEffect(() => {
    const el = shown ? ref.current : null;
    if (typeof ResizeObserver === 'undefined') {
      const h = el ? el.offsetHeight : 0;
      if (h !== height) setHeight(h);
      return;
    }
    if (observed.current?.el === el) return;
    observed.current?.ro.disconnect();
    observed.current = null;
    if (!el) {
      if (height !== 0) setHeight(0);
      return;
    }
    // Its first call comes with the element's size as observation starts.
    const ro = new ResizeObserver(() => setHeight(el.offsetHeight));
    ro.observe(el);
    observed.current = { el, ro };
  });
  useEffect(() => () => {
    observed.current?.ro.disconnect();
    observed.current = null;
  }, []);
  return height;
}

// The video element of a Player with the subtitles (subtitle-layer.tsx) and the barrage canvas
// over it, in that order, shared by both layouts. The
// element is created by the Player and attached here; test hooks: data-testid video and
// barrage-canvas, and window.__barrageLog with debugBarrage=1.
import { useLayoutEffect, useMemo, useRef, type ReactNode } from 'react';
import { useBarrage } from '@src/barrage/react';
import type { BarrageRenderer } from '@src/barrage/renderer';
import type { BarrageSettings } from '@src/barrage/settings';
import type { Player } from '@src/player/player';
import { mountVideo } from '@src/player/mount-video';
import { barrageDebugEnabled } from './watch-target';
import { SubtitleLayer } from './subtitle-layer';

export interface PlayerSurfaceProps {
  player: Player;
  settings: BarrageSettings;
  onRenderer: (r: BarrageRenderer | null) => void;
  className?: string;
  children?: ReactNode;
  /**
   * Whether the barrage renderer runs yet (default true). The watch pages start it once the
   * stream has started: its canvas setup and first frames are not in the way of the video's.
   */
  barrage?: boolean;
  /** How far the subtitles go up (CSS px): the control bar's height while it shows. */
  subtitleLift?: number;
}

const FILL = { position: 'absolute', inset: 0, width: '100%', height: '100%' } as const;

export function PlayerSurface({ player, settings, onRenderer, className, children, barrage = true, subtitleLift = 0 }: PlayerSurfaceProps) {
  const hostRef = useRef<HTMLDivElement | null>(null);
  const canvasRef = useRef<HTMLCanvasElement | null>(null);
  const video = player.video;
  const debug = useMemo(() => barrageDebugEnabled(), []);

  useLayoutEffect(() => {
    const host = hostRef.current;
    return host ? mountVideo(host, video) : undefined;
  }, [video]);

  const barrageVideo = barrage ? video : null;
  // The renderer is handed over once made, after the canvas is laid out (src/barrage/react.tsx).
  useBarrage(barrageVideo, canvasRef, { settings, debug, onReady: onRenderer });

  return (
    <div ref={hostRef} className={className} style={{ position: 'relative', overflow: 'hidden', background: '#000' }}>
      <SubtitleLayer player={player} lift={subtitleLift} />
      <canvas ref={canvasRef} data-testid="barrage-canvas" aria-hidden="true" style={{ ...FILL, pointerEvents: 'none' }} />
      {children}
    </div>
  );
}

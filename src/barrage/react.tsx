import { useEffect, useRef, type CSSProperties, type RefObject } from 'react';
import { BarrageRenderer, type BarrageRendererOptions } from './renderer';
import type { BarrageSettings } from './settings';
import type { ShieldLists } from './shield-filter';
import type { BarrageComment } from './types';

export interface UseBarrageOptions {
  comments?: readonly BarrageComment[];
  settings?: Partial<BarrageSettings>;
  shield?: ShieldLists;
  debug?: boolean;
  /** Extra renderer options (font, durations, budget). Read once at mount. */
  renderer?: Partial<Omit<BarrageRendererOptions, 'canvas' | 'clock'>>;
  /** Receives the renderer once it is made, and null when it is torn down. */
  onReady?: (renderer: BarrageRenderer | null) => void;
}

/**
 * Mounts a BarrageRenderer on the canvas, driven by the video's clock. Returns a ref to the
 * renderer so callers can add live comments; it is null until the renderer is made.
 *
 * The renderer is made after the canvas is laid out (the ResizeObserver's first report, or the
 * next task where there is none), not in the mount's effect: its size read would force the
 * layout of the whole page the effect's commit just added, inside the same task as every other
 * effect of that commit (about 10 ms on a phone at 1x on a cold /watch start, issue 14 point 6).
 */
export function useBarrage(
  video: HTMLVideoElement | null,
  canvasRef: RefObject<HTMLCanvasElement | null>,
  opts: UseBarrageOptions,
): RefObject<BarrageRenderer | null> {
  const rendererRef = useRef<BarrageRenderer | null>(null);
  const latest = useRef(opts);
  latest.current = opts;

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!video || !canvas) return;
    let r: BarrageRenderer | null = null;
    const make = () => {
      const o = latest.current;
      r = new BarrageRenderer({ ...o.renderer, canvas, clock: video, settings: o.settings, shield: o.shield, debug: o.debug });
      rendererRef.current = r;
      if (o.comments) r.load(o.comments);
      video.addEventListener('seeking', onSeek);
      video.addEventListener('seeked', onSeek);
      r.start();
      o.onReady?.(r);
    };
    const onSeek = () => r?.sync();
    const sized = (width: number, height: number) => {
      if (!r) make();
      r?.resize(width, height, window.devicePixelRatio);
    };
    const measure = () => {
      const rect = canvas.getBoundingClientRect();
      sized(rect.width, rect.height);
    };
    // A box the observer reports is read after layout: no forced layout for it.
    const ro = typeof ResizeObserver !== 'undefined' ? new ResizeObserver((entries) => {
      const box = entries[entries.length - 1].contentRect;
      sized(box.width, box.height);
    }) : null;
    ro?.observe(canvas);
    const first = ro ? 0 : setTimeout(measure, 0);
    window.addEventListener('resize', measure);
    return () => {
      clearTimeout(first);
      ro?.disconnect();
      window.removeEventListener('resize', measure);
      video.removeEventListener('seeking', onSeek);
      video.removeEventListener('seeked', onSeek);
      if (!r) return;
      r.destroy();
      rendererRef.current = null;
      latest.current.onReady?.(null);
    };
  }, [video, canvasRef]);

  // A callback given after the renderer was made gets it too.
  const { onReady } = opts;
  useEffect(() => {
    if (rendererRef.current) onReady?.(rendererRef.current);
  }, [onReady]);
  useEffect(() => {
    if (opts.comments) rendererRef.current?.load(opts.comments);
  }, [opts.comments]);
  useEffect(() => {
    if (opts.settings) rendererRef.current?.setSettings(opts.settings);
  }, [opts.settings]);
  useEffect(() => {
    if (opts.shield) rendererRef.current?.setShieldLists(opts.shield);
  }, [opts.shield]);

  return rendererRef;
}

export interface BarrageLayerProps extends Omit<UseBarrageOptions, 'onReady'> {
  /** The video the layer sits over; the layer fills its positioned parent. */
  video: HTMLVideoElement | null;
  className?: string;
  /** Receives the renderer once made (e.g. to add live comments), and null when it goes. */
  onReady?: (renderer: BarrageRenderer | null) => void;
}

const LAYER_STYLE: CSSProperties = {
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  pointerEvents: 'none',
};

/** A canvas over the video drawing its barrage; place it beside the video. */
export function BarrageLayer({ video, className, onReady, ...opts }: BarrageLayerProps) {
  const canvasRef = useRef<HTMLCanvasElement | null>(null);
  useBarrage(video, canvasRef, { ...opts, onReady });
  return <canvas ref={canvasRef} className={className} style={LAYER_STYLE} aria-hidden="true" />;
}

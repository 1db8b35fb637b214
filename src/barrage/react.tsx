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
}

/**
 * Mounts a BarrageRenderer on the canvas, driven by the video's clock. Returns
 * a ref to the renderer so callers can add live comments.
 */
export function useBarrage(
  video: HTMLVideoElement | null,
  canvasRef: RefObject<HTMLCanvasElement | null>,
  opts: UseBarrageOptions,
): RefObject<BarrageRenderer | null> {
  const rendererRef = useRef<BarrageRenderer | null>(null);
  const initial = useRef(opts);
  initial.current = opts;

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!video || !canvas) return;
    const o = initial.current;
    const r = new BarrageRenderer({ ...o.renderer, canvas, clock: video, settings: o.settings, shield: o.shield, debug: o.debug });
    rendererRef.current = r;
    if (o.comments) r.load(o.comments);
    const onSeek = () => r.sync();
    video.addEventListener('seeking', onSeek);
    video.addEventListener('seeked', onSeek);
    const measure = () => {
      const rect = canvas.getBoundingClientRect();
      r.resize(rect.width, rect.height, window.devicePixelRatio);
    };
    measure();
    const ro = typeof ResizeObserver !== 'undefined' ? new ResizeObserver(measure) : null;
    ro?.observe(canvas);
    window.addEventListener('resize', measure);
    r.start();
    return () => {
      ro?.disconnect();
      window.removeEventListener('resize', measure);
      video.removeEventListener('seeking', onSeek);
      video.removeEventListener('seeked', onSeek);
      r.destroy();
      rendererRef.current = null;
    };
  }, [video, canvasRef]);

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

export interface BarrageLayerProps extends UseBarrageOptions {
  /** The video the layer sits over; the layer fills its positioned parent. */
  video: HTMLVideoElement | null;
  className?: string;
  /** Receives the renderer once mounted (e.g. to add live comments). */
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
  const renderer = useBarrage(video, canvasRef, opts);
  useEffect(() => {
    onReady?.(renderer.current);
    return () => onReady?.(null);
  }, [video, onReady, renderer]);
  return <canvas ref={canvasRef} className={className} style={LAYER_STYLE} aria-hidden="true" />;
}

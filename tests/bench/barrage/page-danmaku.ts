import { measureRun, paintedShare, sampleAfterGc, type PageRunConfig } from './page-harness';
// The canvas-only build of the npm package `danmaku` (weizhenye).
import Danmaku from 'danmaku/dist/esm/danmaku.canvas.js';

interface DanmakuInternals {
  _: { runningList: unknown[] };
}

(window as unknown as { __bench: unknown }).__bench = {
  run: (cfg: PageRunConfig) =>
    measureRun(cfg, (container, media) => {
      const style = {
        font: `${cfg.fontPx}px ${cfg.fontFamily}`,
        fillStyle: '#fff',
        strokeStyle: '#000',
        lineWidth: 2,
        textBaseline: 'bottom',
      };
      const comments = cfg.comments.map((c) => ({
        text: c.text,
        time: c.time,
        mode: c.mode === 'scroll' ? 'rtl' : c.mode,
        style: { ...style },
      }));
      const dm = new Danmaku({
        container,
        media: media as unknown as HTMLMediaElement,
        comments: comments as never,
        engine: 'canvas',
        // Same time on screen as ours: duration = width / speed.
        speed: cfg.width / cfg.timeOnScreen,
      });
      const stage = container.querySelector('canvas')!;
      const internals = dm as unknown as DanmakuInternals;
      return {
        stage,
        onScreen: () => internals._?.runningList?.length ?? 0,
        // The harness pauses the media first; danmaku stops its loop on 'pause'.
        stop: () => {},
      };
    }),
  sample: (screenBytes: number) => sampleAfterGc(screenBytes),
  painted: (png: string) => paintedShare(png),
};

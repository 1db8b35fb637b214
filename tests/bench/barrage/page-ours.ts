import { measureRun, sampleAfterGc, type PageRunConfig } from './page-harness';
import { BarrageRenderer } from '../../../src/barrage/renderer';

let renderer: BarrageRenderer | null = null;

(window as unknown as { __bench: unknown }).__bench = {
  run: (cfg: PageRunConfig) =>
    measureRun(cfg, (container, media) => {
      const stage = document.createElement('canvas');
      stage.style.cssText = `position:absolute;left:0;top:0;width:${cfg.width}px;height:${cfg.height}px`;
      container.appendChild(stage);
      const r = new BarrageRenderer({
        canvas: stage,
        clock: media,
        devicePixelRatio: 1,
        baseFontPx: cfg.fontPx,
        fontFamily: cfg.fontFamily,
        strokePx: 1,
        scrollDuration: cfg.timeOnScreen,
        fixedDuration: cfg.timeOnScreen,
        debug: true,
        lanePolicy: cfg.lanePolicy,
      });
      r.resize(cfg.width, cfg.height, 1);
      r.load(cfg.comments);
      r.start();
      renderer = r;
      return {
        stage,
        onScreen: () => r.stats.active,
        stop: () => r.stop(),
        extra: () => {
          const s = r.stats;
          return {
            drawnLogLength: (window as unknown as { __barrageLog?: unknown[] }).__barrageLog?.length ?? 0,
            atlasBytes: s.atlasBytes,
            atlasPages: s.atlasPages,
            atlasEntries: s.atlasEntries,
            rasterized: s.rasterized,
            directOnScreen: s.directOnScreen,
            directAdmitted: s.directAdmitted,
            admitted: s.admitted,
            dropped: s.dropped,
            densityCap: s.cap,
            frameCostEmaMs: Math.round(s.frameCostEma * 10) / 10,
          };
        },
      };
    }),
  sample: () => sampleAfterGc(),
  renderer: () => renderer,
};

import { measureRun, paintedShare, sampleAfterGc, type PageRunConfig } from './page-harness';
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
        devicePixelRatio: cfg.dpr ?? 1,
        baseFontPx: cfg.fontPx,
        fontFamily: cfg.fontFamily,
        strokePx: 1,
        scrollDuration: cfg.timeOnScreen,
        fixedDuration: cfg.timeOnScreen,
        debug: true,
        lanePolicy: cfg.lanePolicy,
        layers: cfg.oursPainter !== 'stage',
        density: cfg.density,
      });
      r.resize(cfg.width, cfg.height, cfg.dpr ?? 1);
      r.load(cfg.comments);
      r.start();
      renderer = r;
      return {
        stage,
        onScreen: () => r.stats.active,
        stop: () => r.stop(),
        counters: () => {
          const s = r.stats;
          return { admitted: s.admitted, densityDropped: s.densityDropped, laneDropped: s.laneDropped, fitLanes: s.fitLanes };
        },
        extra: () => {
          const s = r.stats;
          return {
            drawnLogLength: (window as unknown as { __barrageLog?: unknown[] }).__barrageLog?.length ?? 0,
            painter: s.painter,
            bitmapBytes: s.bitmapBytes,
            tileBytes: s.bitmapParts?.tiles ?? 0,
            fixedBytes: s.bitmapParts?.fixed ?? 0,
            beltAtlasBytes: s.bitmapParts?.atlas ?? 0,
            surfaces: s.surfaces,
            densityDropped: s.densityDropped,
            laneDropped: s.laneDropped,
            fitLanes: s.fitLanes,
            atlasBytes: s.atlasBytes,
            atlasPages: s.atlasPages,
            atlasEntries: s.atlasEntries,
            rasterized: s.rasterized,
            directOnScreen: s.directOnScreen,
            directAdmitted: s.directAdmitted,
            admitted: s.admitted,
            dropped: s.dropped,
            densityCap: s.cap,
            densityCutsKept: r.engine.density.cutsKept,
            densityCutsUndone: r.engine.density.cutsUndone,
            frameCostEmaMs: Math.round(s.frameCostEma * 10) / 10,
          };
        },
      };
    }),
  sample: (screenBytes: number) => sampleAfterGc(screenBytes),
  painted: (png: string) => paintedShare(png),
  renderer: () => renderer,
};

// 高能进度条 (issue 42): the per-10 s barrage counts and the curve's view, both fetched only
// once playback started, so neither the request nor the code is on the way to the first frame.
// A failed fetch draws no curve and says nothing: the bar works as before without it.
import { createElement, useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { call } from '@src/api/call';
import { getBarrageDensity } from '@src/api/contract/barrage';
import type { BarrageDensity } from './heat-curve';
import { watchKeys } from './watch-keys';

type View = { HeatCurve: (typeof import('./heat-curve-view'))['HeatCurve'] };

/** The counts age this long in the client (the server's own cache holds them 30 s). */
export const HEAT_FRESH_MS = 60_000;

let view: View | null = null;
let pending: Promise<View> | null = null;

function loadView(): Promise<View> {
  pending ??= import('./heat-curve-view').then(
    ({ HeatCurve }) => (view = { HeatCurve }),
    (err: unknown) => {
      pending = null;
      throw err;
    },
  );
  return pending;
}

export interface BarrageHeat {
  density: BarrageDensity | null;
  view: View | null;
}

export function useBarrageHeat(mediaKey: string, episodeId: number | undefined, started: boolean): BarrageHeat {
  const wanted = started && !!mediaKey;
  const q = useQuery({
    queryKey: watchKeys.density(mediaKey, episodeId),
    queryFn: ({ signal }) => call(getBarrageDensity, { mediaKey, episodeId }, { ignoreErrors: true, signal }),
    enabled: wanted,
    staleTime: HEAT_FRESH_MS,
    retry: false,
  });
  const [mod, setMod] = useState<View | null>(view);
  useEffect(() => {
    if (!wanted || mod) return undefined;
    let live = true;
    loadView().then(
      (m) => live && setMod(m),
      (err: unknown) => console.warn('[watch] density curve failed to load', err),
    );
    return () => {
      live = false;
    };
  }, [wanted, mod]);
  return { density: q.data ?? null, view: mod };
}

/** The curve over a progress bar, or nothing until both the counts and the view are in. */
export function BarrageHeatCurve({ heat, duration, className }: { heat: BarrageHeat; duration: number; className?: string }) {
  if (!heat.view || !heat.density) return null;
  return createElement(heat.view.HeatCurve, { density: heat.density, duration, className });
}

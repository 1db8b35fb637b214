// The danmu advert group (spec 002 §3: ad response groups kaiping, zanting, chaBo, danmu): each
// barrage advert is drawn once per page among the barrage, once the video plays (after the
// insert ad), marked as an advert; its view is counted as the other ads' are. VIP viewers get
// no ads at all (the server answers none).
import { useEffect, useRef } from 'react';
import type { LiveBarrage } from './use-live-barrage';
import type { PlayerAds } from './use-player-ads';

export function useBarrageAdverts(ads: Pick<PlayerAds, 'barrage' | 'seen'>, barrage: Pick<LiveBarrage, 'drawAdvert'>, playing: boolean): void {
  const shown = useRef(new Set<number>());
  const { barrage: list, seen } = ads;
  const { drawAdvert } = barrage;
  useEffect(() => {
    if (!playing) return;
    for (const ad of list) {
      if (shown.current.has(ad.id)) continue;
      if (drawAdvert(ad)) {
        shown.current.add(ad.id);
        seen(ad);
      }
    }
  }, [list, playing, drawAdvert, seen]);
}

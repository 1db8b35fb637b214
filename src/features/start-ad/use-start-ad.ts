// The start advert's view model for both shells: one controller for the app, triggered when
// the shell mounts (start) and when the tab becomes visible again. The ads come through the
// session's 30-minute ad cache (spec 002 §4), so a view is tracked only for a fresh reply.
import { useEffect } from 'react';
import { useStore } from 'zustand';
import { call } from '@src/api/call';
import { getAdsDataList, type AdItem } from '@src/api/contract/ads';
import { loadAds, trackAdView } from '@src/player/ad-cache';
import { postAdView } from '@src/api/ad-view';
import { localGet, localSet } from '@src/lib/storage';
import { routeLocation } from '@src/routes/router-mode';
import { regionParam } from '@src/stores/custom-area';
import { StartAdController } from './start-ad-controller';
import { START_AD_TYPE_LIST } from './start-ad-rules';

const SHOWN_AT_KEY = 'startAdShownAt';

let controller: StartAdController | null = null;

function appController(): StartAdController {
  controller ??= new StartAdController({
    loadAds: () => {
      const region = regionParam().region ?? '';
      return loadAds(`start:${START_AD_TYPE_LIST}`, region, () => call(getAdsDataList, { typeList: START_AD_TYPE_LIST, ...(region ? { region } : {}) }, { ignoreErrors: true }));
    },
    track: (ad, fromCache) => void trackAdView(ad, fromCache, postAdView),
    location: () => routeLocation(),
    lastShownAt: () => {
      const v = Number(localGet(SHOWN_AT_KEY));
      return Number.isFinite(v) && v > 0 ? v : null;
    },
    setLastShownAt: (at) => localSet(SHOWN_AT_KEY, String(at)),
    openWindow: (url) => void window.open(url, '_blank', 'noopener'),
  });
  return controller;
}

export interface StartAdModel {
  ad: AdItem | null;
  /** Seconds left; null before the countdown starts. */
  left: number | null;
  skipAd(): void;
  open(): void;
  imageLoaded(): void;
  imageFailed(): void;
}

/** For a shell (once): the start advert to show, if any, and its controls. */
export function useStartAd(): StartAdModel {
  const c = appController();
  const ad = useStore(c.store, (s) => s.ad);
  const left = useStore(c.store, (s) => s.left);
  useEffect(() => {
    void c.trigger();
    const onVisible = () => {
      if (document.visibilityState === 'visible') void c.trigger();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [c]);
  return {
    ad,
    left,
    skipAd: () => c.skipAd(),
    open: () => c.open(),
    imageLoaded: () => c.imageLoaded(),
    imageFailed: () => c.imageFailed(),
  };
}

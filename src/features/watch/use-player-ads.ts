// Player ads (spec 002 §4): GetAdsDataList (typeList 1,2,3,4,5,6,8 with mediaKey and region)
// cached 30 minutes in the session; the insert ad (chaBo) runs before playback with a
// countdown and a skip; the pause ad (zanting) shows while paused; the barrage adverts (danmu)
// are drawn among the barrage, marked as adverts (use-live-barrage.ts). A view is tracked (POST to
// viewURL) only when the ad came from the network, not from the cache.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { call } from '@src/api/call';
import { postAdView } from '@src/api/ad-view';
import { getAdsDataList, type AdItem, type Ads } from '@src/api/contract/ads';
import { adClickAction, loadAds, trackAdView, type AdClickAction } from '@src/player/ad-cache';
import { regionParam } from '@src/stores/custom-area';
import { sessionStore } from '@src/stores/session';
import { toast } from '@src/stores/ui';
import { navigate } from '@src/api/navigator';
import { currentRoutePath } from '@src/routes/router-mode';
import type { PlayerState } from '@src/player/player';
import { watchKeys } from './watch-keys';

export const PLAYER_AD_TYPES = '1,2,3,4,5,6,8';
export const INSERT_AD_DEFAULT_SECONDS = 5;

/** POST to an ad's viewURL (src/api/ad-view.ts, shared with the start advert). */
export { postAdView };

export interface PlayerAds {
  /** The insert ad while it runs (playback held), else null. */
  insert: AdItem | null;
  insertLeft: number;
  skipInsert(): void;
  /** The pause ad to show now (paused, not closed), else null. */
  pause: AdItem | null;
  closePause(): void;
  click(ad: AdItem): void;
  /** The barrage adverts (the danmu group), drawn among the barrage marked as adverts. */
  barrage: readonly AdItem[];
  /** Counts an ad's view (POST to its viewURL, once per page and only when not from the cache). */
  seen(ad: AdItem): void;
}

const NO_ADS: readonly AdItem[] = [];

export function runAdAction(action: AdClickAction): void {
  switch (action.kind) {
    case 'login':
    case 'route':
      navigate(action.to);
      break;
    case 'web':
      window.open(action.url, '_blank', 'noopener');
      break;
    case 'toast':
      toast(action.message);
      break;
    case 'none':
      break;
  }
}

export function usePlayerAds(mediaKey: string, state: PlayerState, enabled: boolean): PlayerAds {
  const [insert, setInsert] = useState<AdItem | null>(null);
  const [insertLeft, setInsertLeft] = useState(0);
  const [pauseClosed, setPauseClosed] = useState(false);
  const tracked = useRef(new Set<number>());

  // ad-cache.ts keeps the ads 30 minutes and says whether they came from the network (only
  // those views are tracked): each page asks it again (staleTime and gcTime 0), so that flag
  // is never an old one from the query cache.
  const { region = '' } = regionParam();
  const adsQ = useQuery({
    queryKey: watchKeys.playerAds(mediaKey, region),
    queryFn: ({ signal }) => loadAds(mediaKey, region, () => call(getAdsDataList, { typeList: PLAYER_AD_TYPES, mediaKey, ...(region ? { region } : {}) }, { ignoreErrors: true, signal })),
    enabled: !!mediaKey && enabled,
    staleTime: 0,
    gcTime: 0,
  });
  const ads: { ads: Ads; fromCache: boolean } | null = adsQ.data ?? null;
  // The insert ad runs once the ads are in.
  useEffect(() => {
    const first = adsQ.data?.ads.chaBo[0];
    if (!first) return;
    setInsert(first);
    setInsertLeft(first.duration > 0 ? first.duration : INSERT_AD_DEFAULT_SECONDS);
  }, [adsQ.data]);

  const track = useCallback(
    (ad: AdItem) => {
      if (!ads || tracked.current.has(ad.id)) return;
      tracked.current.add(ad.id);
      void trackAdView(ad, ads.fromCache, postAdView);
    },
    [ads],
  );

  // Insert ad countdown.
  useEffect(() => {
    if (!insert) return;
    track(insert);
    const timer = setInterval(() => setInsertLeft((n) => n - 1), 1000);
    return () => clearInterval(timer);
  }, [insert, track]);
  useEffect(() => {
    if (insert && insertLeft <= 0) setInsert(null);
  }, [insert, insertLeft]);

  useEffect(() => {
    if (state === 'playing') setPauseClosed(false);
  }, [state]);
  const pause = state === 'paused' && !insert && !pauseClosed ? (ads?.ads.zanting[0] ?? null) : null;
  useEffect(() => {
    if (pause) track(pause);
  }, [pause, track]);

  const click = useCallback((ad: AdItem) => {
    const loggedIn = sessionStore.getState().user !== null;
    runAdAction(adClickAction(ad, { loggedIn, returnTo: currentRoutePath() }));
  }, []);

  return {
    insert,
    insertLeft,
    skipInsert: useCallback(() => setInsert(null), []),
    pause,
    closePause: useCallback(() => setPauseClosed(true), []),
    click,
    barrage: ads?.ads.danmu ?? NO_ADS,
    seen: track,
  };
}

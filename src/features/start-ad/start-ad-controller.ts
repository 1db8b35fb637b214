// The start advert as a small state machine outside React (tested with fake timers): trigger()
// at start and on return to the tab loads the kaiping ads, picks one and shows it; the
// countdown starts after START_AD_DELAY_MS or when the image loads; skip, the end of the
// countdown and an image error close it; open() sends the viewer to linkURL in a new window.
import { createStore, type StoreApi } from 'zustand';
import type { AdItem, Ads } from '@src/api/contract/ads';
import { pickStartAd, startAdAllowed, START_AD_DELAY_MS, START_AD_SECONDS } from './start-ad-rules';

export interface StartAdState {
  ad: AdItem | null;
  /** Seconds left on the countdown; null while it has not started. */
  left: number | null;
}

export interface StartAdDeps {
  loadAds(): Promise<{ ads: Ads; fromCache: boolean }>;
  /** View tracking of an ad just shown (only when it came from the network). */
  track(ad: AdItem, fromCache: boolean): void;
  location(): { pathname: string; search: string };
  lastShownAt(): number | null;
  setLastShownAt(at: number): void;
  openWindow(url: string): void;
  now?: () => number;
  random?: () => number;
}

export class StartAdController {
  readonly store: StoreApi<StartAdState> = createStore<StartAdState>(() => ({ ad: null, left: null }));
  private loading = false;
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(private readonly deps: StartAdDeps) {}

  private now(): number {
    return (this.deps.now ?? Date.now)();
  }

  private allowed(): boolean {
    return startAdAllowed({ now: this.now(), lastShownAt: this.deps.lastShownAt(), ...this.deps.location() });
  }

  /** At start and on return to the tab: shows an ad when the rules allow one. */
  async trigger(): Promise<boolean> {
    if (this.store.getState().ad || this.loading || !this.allowed()) return false;
    this.loading = true;
    let loaded: { ads: Ads; fromCache: boolean };
    try {
      loaded = await this.deps.loadAds();
    } catch {
      return false;
    } finally {
      this.loading = false;
    }
    // The viewer may have moved to /app-download while the ads loaded.
    if (this.store.getState().ad || !this.allowed()) return false;
    const ad = pickStartAd(loaded.ads.kaiping, this.deps.random);
    if (!ad) return false;
    this.deps.setLastShownAt(this.now());
    this.store.setState({ ad, left: null });
    this.deps.track(ad, loaded.fromCache);
    this.schedule(() => this.startCountdown(), START_AD_DELAY_MS);
    return true;
  }

  /** The image has loaded: the countdown starts now if it has not yet. */
  imageLoaded(): void {
    this.startCountdown();
  }

  imageFailed(): void {
    this.close();
  }

  skipAd(): void {
    this.close();
  }

  /** A tap (OK on TV): linkURL in a new window; the ad stays until skipped or finished. */
  open(): void {
    const ad = this.store.getState().ad;
    if (ad?.linkURL) this.deps.openWindow(ad.linkURL);
  }

  destroy(): void {
    this.close();
  }

  private startCountdown(): void {
    const s = this.store.getState();
    if (!s.ad || s.left !== null) return;
    this.store.setState({ left: START_AD_SECONDS });
    this.tick();
  }

  private tick(): void {
    this.schedule(() => {
      const left = (this.store.getState().left ?? 0) - 1;
      if (left <= 0) this.close();
      else {
        this.store.setState({ left });
        this.tick();
      }
    }, 1000);
  }

  private schedule(fn: () => void, ms: number): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = null;
      fn();
    }, ms);
  }

  private close(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (this.store.getState().ad) this.store.setState({ ad: null, left: null });
  }
}

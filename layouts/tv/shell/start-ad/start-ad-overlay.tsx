// The TV's start advert (spec 001 §4): the ad over the whole screen, focus trapped on it; OK
// opens its link in a new window, Back skips; the countdown closes it as on the phone. Focus
// goes back where it was when it closes.
import { useEffect } from 'react';
import { FocusSection } from '@focus/focus-section';
import { useFocusItem } from '@focus/use-focus-item';
import { useBackHandler } from '@focus/use-back-handler';
import { currentFocusKey, focusExists, focusKey } from '@focus/focus-actions';
import { START_AD_SECONDS, useStartAd, type StartAdModel } from '@src/features/start-ad';
import { useT } from '@src/i18n';
import { MENU_KEY } from '../top-menu';
import './start-ad.css';

const SECTION = 'tv-start-ad';
const AD_KEY = `${SECTION}/ad`;

/**
 * The ad came before the page had focus (it was still loading, and a page does not take focus
 * from an overlay): the first control of the page on screen gets it.
 */
function firstPageItem(): string | null {
  return document.querySelector('.tv-page:not(.tv-page-hidden) [data-focus-key]')?.getAttribute('data-focus-key') ?? null;
}

export default function StartAdOverlay() {
  const m = useStartAd();
  if (!m.ad) return null;
  return <StartAdView m={m} />;
}

function StartAdView({ m }: { m: StartAdModel }) {
  const t = useT();
  useBackHandler(m.skipAd, 'overlay');
  useEffect(() => {
    const previous = currentFocusKey();
    void focusKey(AD_KEY);
    return () => {
      if (previous && previous !== AD_KEY && focusExists(previous)) void focusKey(previous);
      else void focusKey(firstPageItem() ?? MENU_KEY);
    };
  }, []);
  return (
    <div className="tv-start-ad" data-testid="start-ad" data-counting={m.left === null ? 'false' : 'true'}>
      <FocusSection focusKey={SECTION} className="tv-start-ad-section" isFocusBoundary>
        <AdImage m={m} />
      </FocusSection>
      <div className="tv-start-ad-skip" data-testid="start-ad-skip">
        {t('startAd.skip', { n: m.left ?? START_AD_SECONDS })}
      </div>
    </div>
  );
}

function AdImage({ m }: { m: StartAdModel }) {
  const { ref, itemProps } = useFocusItem({ id: 'ad', onEnter: m.open }, 'tv-start-ad-item');
  return (
    <div ref={ref} {...itemProps} role="link" data-testid="start-ad-image">
      <img className="tv-start-ad-img" src={m.ad?.showURL} alt="" onLoad={m.imageLoaded} onError={m.imageFailed} />
    </div>
  );
}

// The phone's start advert (spec 001 §4): the ad image over the whole screen with a skip
// control counting down; a tap on the image opens its link in a new window.
import { START_AD_SECONDS, useStartAd } from '@src/features/start-ad';
import { useMt } from '../../text';
import './start-ad.css';

export default function StartAdOverlay() {
  const t = useMt();
  const m = useStartAd();
  if (!m.ad) return null;
  return (
    <div className="m-start-ad" data-testid="start-ad" data-counting={m.left === null ? 'false' : 'true'}>
      <img className="m-start-ad-img" src={m.ad.showURL} alt="" onLoad={m.imageLoaded} onError={m.imageFailed} onClick={m.open} data-testid="start-ad-image" />
      <button type="button" className="m-start-ad-skip" data-testid="start-ad-skip" onClick={m.skipAd}>
        {t('startAd.skip', { n: m.left ?? START_AD_SECONDS })}
      </button>
    </div>
  );
}

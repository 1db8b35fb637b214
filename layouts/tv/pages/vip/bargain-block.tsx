// The bargain block of the 特惠 tab on TV (spec 000 §4): a focus row of its actions.
import { FocusSection } from '@focus/focus-section';
import { useT } from '@src/i18n';
import { bargainPriceText, countdownText, type BargainModel } from '@src/features/vip';
import { FocusButton } from '../../components/focus-button';

export function BargainBlock({ b, packageId }: { b: BargainModel; packageId: number | null }) {
  const t = useT();
  const info = b.info;
  if (!info) return null;
  return (
    <div data-testid="bargain" data-type={info.type}>
      <div className="tv-vip-label">
        {t('vip.bargainTitle')}
        {info.type === 1 ? ` ${t('vip.bargainJoined', { price: bargainPriceText(info.price) })} ${t('vip.bargainEndsIn', { time: countdownText(b.secondsLeft) })}` : ''}
        {info.type === 2 && info.price > 0 ? ` ${t('vip.bargainDone', { price: bargainPriceText(info.price) })}` : ''}
        {info.type === 2 && info.price === 0 ? ` ${t('vip.bargainFree')}` : ''}
      </div>
      <FocusSection focusKey="vip/bargain" className="tv-vip-paytypes">
        {info.type === 0 && packageId !== null ? <FocusButton id="join" label={t('vip.bargainInvite')} onPress={() => void b.join(packageId)} /> : null}
        {info.type === 1 ? <FocusButton id="copy" label={t('vip.bargainCopy')} onPress={() => void b.copyLink()} /> : null}
        {info.type === 2 && info.price === 0 ? <FocusButton id="claim" label={t('vip.bargainClaim')} onPress={() => void b.claimFree()} /> : null}
        {info.type !== 0 ? <FocusButton id="giveup" label={t('vip.bargainGiveUp')} onPress={() => void b.giveUp()} /> : null}
      </FocusSection>
      {b.overlay ? <div className="tv-vip-overlay" role="status">{t('vip.bargainClaimed')}</div> : null}
    </div>
  );
}

// The bargain block of the 特惠 tab on TV (spec 000 §4): the stage's text and a focus row of the
// intents the feature allows.
import { FocusSection } from '@focus/focus-section';
import { useT } from '@src/i18n';
import { BARGAIN_INTENT_LABEL, bargainPriceText, countdownText, type BargainModel } from '@src/features/vip';
import { FocusButton } from '../../components/focus-button';

export function BargainBlock({ b, packageId }: { b: BargainModel; packageId: number | null }) {
  const t = useT();
  const { info, stage } = b;
  if (!info || !stage) return null;
  return (
    <div data-testid="bargain" data-type={info.type}>
      <div className="tv-vip-label">
        {t('vip.bargainTitle')}
        {stage === 'joined' ? ` ${t('vip.bargainJoined', { price: bargainPriceText(info.price) })} ${t('vip.bargainEndsIn', { time: countdownText(b.secondsLeft) })}` : ''}
        {stage === 'priced' ? ` ${t('vip.bargainDone', { price: bargainPriceText(info.price) })}` : ''}
        {stage === 'free' ? ` ${t('vip.bargainFree')}` : ''}
      </div>
      <FocusSection focusKey="vip/bargain" className="tv-vip-paytypes">
        {b.intents(packageId).map((intent) => (
          <FocusButton key={intent} id={intent} label={t(BARGAIN_INTENT_LABEL[intent])} onPress={() => void b.run(intent, packageId)} />
        ))}
      </FocusSection>
      {b.overlay ? <div className="tv-vip-overlay" role="status">{t('vip.bargainClaimed')}</div> : null}
    </div>
  );
}

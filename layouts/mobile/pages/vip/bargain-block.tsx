// The bargain block of the 特惠 tab on the phone (spec 000 §4): the stage's text and a button per
// intent the feature allows.
import { BARGAIN_INTENT_LABEL, bargainPriceText, countdownText, type BargainIntent, type BargainModel } from '@src/features/vip';
import { useMt } from '../../text';

const TEST_ID: Record<BargainIntent, string> = { join: 'bargain-join', openLink: 'bargain-open', claimFree: 'bargain-claim', giveUp: 'bargain-giveup' };

export function BargainBlock({ b, packageId }: { b: BargainModel; packageId: number | null }) {
  const t = useMt();
  const { info, stage } = b;
  if (!info || !stage) return null;
  return (
    <div className="m-vip-bargain" data-testid="bargain" data-type={info.type}>
      <div className="m-vip-label">{t('vip.bargainTitle')}</div>
      {stage === 'joined' ? (
        <p className="m-vip-text">
          {t('vip.bargainJoined', { price: bargainPriceText(info.price) })} {t('vip.bargainEndsIn', { time: countdownText(b.secondsLeft) })}
        </p>
      ) : null}
      {stage === 'priced' ? <p className="m-vip-text">{t('vip.bargainDone', { price: bargainPriceText(info.price) })}</p> : null}
      {stage === 'free' ? <p className="m-vip-text">{t('vip.bargainFree')}</p> : null}
      {b.intents(packageId).map((intent) => (
        <button key={intent} type="button" className={`m-vip-paytype${intent === 'claimFree' ? ' m-vip-on' : ''}`} onClick={() => void b.run(intent, packageId)} data-testid={TEST_ID[intent]}>
          {t(BARGAIN_INTENT_LABEL[intent])}
        </button>
      ))}
      {b.overlay ? (
        <div className="m-vip-overlay" role="status" data-testid="bargain-claimed">
          {t('vip.bargainClaimed')}
        </div>
      ) : null}
    </div>
  );
}

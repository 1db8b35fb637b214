// The bargain block of the 特惠 tab on the phone (spec 000 §4).
import { bargainPriceText, countdownText, type BargainModel } from '@src/features/vip';
import { useMt } from '../../text';

export function BargainBlock({ b, packageId }: { b: BargainModel; packageId: number | null }) {
  const t = useMt();
  const info = b.info;
  if (!info) return null;
  return (
    <div className="m-vip-bargain" data-testid="bargain" data-type={info.type}>
      <div className="m-vip-label">{t('vip.bargainTitle')}</div>
      {info.type === 0 ? (
        <button type="button" className="m-vip-paytype" disabled={packageId === null} onClick={() => packageId !== null && void b.join(packageId)} data-testid="bargain-join">
          {t('vip.bargainInvite')}
        </button>
      ) : null}
      {info.type === 1 ? (
        <>
          <p className="m-vip-text">
            {t('vip.bargainJoined', { price: bargainPriceText(info.price) })} {t('vip.bargainEndsIn', { time: countdownText(b.secondsLeft) })}
          </p>
          <button type="button" className="m-vip-paytype" onClick={() => void b.copyLink()} data-testid="bargain-copy">
            {t('vip.bargainCopy')}
          </button>
        </>
      ) : null}
      {info.type === 2 ? (
        info.price === 0 ? (
          <button type="button" className="m-vip-paytype m-vip-on" onClick={() => void b.claimFree()} data-testid="bargain-claim">
            {t('vip.bargainFree')} {t('vip.bargainClaim')}
          </button>
        ) : (
          <p className="m-vip-text">{t('vip.bargainDone', { price: bargainPriceText(info.price) })}</p>
        )
      ) : null}
      {info.type !== 0 ? (
        <button type="button" className="m-vip-paytype" onClick={() => void b.giveUp()} data-testid="bargain-giveup">
          {t('vip.bargainGiveUp')}
        </button>
      ) : null}
      {b.overlay ? (
        <div className="m-vip-overlay" role="status" data-testid="bargain-claimed">
          {t('vip.bargainClaimed')}
        </div>
      ) : null}
    </div>
  );
}

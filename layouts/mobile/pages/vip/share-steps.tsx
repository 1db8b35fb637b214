// Share-to-unlock steps on the phone (spec 000 §4): shown on the offer tabs while a type-0
// activity runs; 授权支付 is step 3.
import type { useShareUnlock } from '@src/features/vip';
import { useMt } from '../../text';

export function ShareSteps({ s }: { s: ReturnType<typeof useShareUnlock> }) {
  const t = useMt();
  if (s.step === 3) return null;
  return (
    <div className="m-vip-bargain" data-testid="share-steps" data-step={s.step}>
      <div className="m-vip-label">{s.step === 1 ? t('vip.shareStep1') : t('vip.shareStep2')}</div>
      {s.step === 1 ? (
        <>
          {s.activity?.qrCodeTitle ? <p className="m-vip-text">{`${s.activity.qrCodeTitle} ${s.activity.qrCodeRemark}`}</p> : null}
          <button type="button" className="m-vip-paytype" onClick={() => void s.copy()} data-testid="share-copy">
            {t('vip.shareCopy')}
          </button>
          <button type="button" className={`m-vip-paytype${s.canConfirm ? ' m-vip-on' : ''}`} aria-disabled={!s.canConfirm} onClick={s.confirmShared} data-testid="share-confirm">
            {t('vip.shareConfirm')}
          </button>
        </>
      ) : (
        <>
          <p className="m-vip-text">{t('vip.shareThanks')}</p>
          <button type="button" className="m-vip-paytype m-vip-on" onClick={s.toPay} data-testid="share-to-pay">
            {t('vip.shareToPay')}
          </button>
        </>
      )}
    </div>
  );
}

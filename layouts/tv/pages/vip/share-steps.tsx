// Share-to-unlock steps on TV (spec 000 §4): shown on the offer tabs while a type-0 activity
// runs; 授权支付 is step 3.
import { FocusSection } from '@focus/focus-section';
import { useT } from '@src/i18n';
import type { useShareUnlock } from '@src/features/vip';
import { FocusButton } from '../../components/focus-button';

export function ShareSteps({ s }: { s: ReturnType<typeof useShareUnlock> }) {
  const t = useT();
  if (s.step === 3) return null;
  return (
    <div data-testid="share-steps" data-step={s.step}>
      <div className="tv-vip-label">
        {s.step === 1 ? t('vip.shareStep1') : t('vip.shareStep2')}
        {s.step === 1 && s.activity?.qrCodeTitle ? ` ${s.activity.qrCodeTitle}` : ''}
        {s.step === 2 ? ` ${t('vip.shareThanks')}` : ''}
      </div>
      <FocusSection focusKey={`vip/share/${s.step}`} key={s.step} className="tv-vip-paytypes">
        {s.step === 1 ? (
          <>
            <FocusButton id="copy" label={t('vip.shareCopy')} onPress={() => void s.copy()} />
            <FocusButton id="confirm" label={t('vip.shareConfirm')} onPress={s.confirmShared} />
          </>
        ) : (
          <FocusButton id="pay" label={t('vip.shareToPay')} onPress={s.toPay} />
        )}
      </FocusSection>
    </div>
  );
}

// /youth on the phone: youth mode's status and a digit keypad for the PIN (set and confirm to
// turn on, the PIN to turn off, a new PIN after the forgotten-PIN code), over useYouthPage.
import { PAD_DIGITS, useYouthPage, VERIFY_CODE_DIGITS, YOUTH_PIN_DIGITS } from '@src/features/youth';
import { Page } from '../../components/page/page';
import { ScrollArea } from '../../components/scroll-area/scroll-area';
import { useMt } from '../../text';
import './youth-page.css';

export default function YouthPage() {
  const t = useMt();
  const y = useYouthPage();
  const loaded = y.state.data !== undefined;
  const locked = y.lockedUntil > 0 ? new Date(y.lockedUntil * 1000).toTimeString().slice(0, 5) : '';
  return (
    <Page nav={{ title: t('youth.title') }}>
      <ScrollArea>
        <div className="m-youth" data-testid="youth-page" data-on={loaded ? String(y.on) : undefined}>
          <div className="m-youth-status" data-testid="youth-status">{y.on ? t('youth.on') : t('youth.off')}</div>
          <p className="m-youth-text">{y.on ? t('youth.introOff') : t('youth.intro')}</p>
          {y.on ? <p className="m-youth-text" data-testid="youth-usage">{y.usage}</p> : null}
          {y.on && y.blockReason ? <p className="m-youth-text">{y.blockReason}</p> : null}
          {locked ? <p className="m-youth-text" data-testid="youth-locked">{t('youth.lockedUntil', { time: locked })}</p> : null}
          {loaded ? (
            <>
              <div className="m-youth-prompt" data-testid="youth-prompt">{y.prompt}</div>
              <div className="m-youth-dots" data-testid="youth-pin-dots" data-filled={y.pin.length} aria-label={y.prompt}>
                {Array.from({ length: YOUTH_PIN_DIGITS }, (_, i) => (
                  <span key={i} className={i < y.pin.length ? 'm-youth-dot filled' : 'm-youth-dot'} />
                ))}
              </div>
              {y.step === 'reset' ? (
                <label className="m-youth-code">
                  <span>{t('youth.codeSent', { to: y.sentTo })}</span>
                  <input type="tel" inputMode="numeric" maxLength={VERIFY_CODE_DIGITS} placeholder={t('youth.code')} value={y.code} onChange={(e) => y.setCode(e.target.value)} data-testid="youth-code" />
                </label>
              ) : null}
              <div className="m-youth-pad" aria-busy={y.busy}>
                {PAD_DIGITS.map((d) => (
                  <button key={d} type="button" className="m-youth-key" onClick={() => y.press(d)} data-testid={`youth-digit-${d}`}>
                    {d}
                  </button>
                ))}
                <button type="button" className="m-youth-key" onClick={y.backspace} data-testid="youth-delete">
                  {t('youth.delete')}
                </button>
                <button type="button" className="m-youth-key" onClick={y.clear} data-testid="youth-clear">
                  {t('youth.clear')}
                </button>
              </div>
              {y.on && y.step === 'off' && y.canReset ? (
                <button type="button" className="m-youth-link" aria-busy={y.sending} onClick={() => void y.forgot()} data-testid="youth-forgot">
                  {t('youth.forgot')}
                </button>
              ) : null}
              {y.on && y.step === 'off' && !y.canReset ? <p className="m-youth-text">{t('youth.noReset')}</p> : null}
              {y.step === 'reset' ? (
                <button type="button" className="m-youth-link" onClick={y.cancelReset} data-testid="youth-cancel">
                  {t('common.cancel')}
                </button>
              ) : null}
            </>
          ) : null}
        </div>
      </ScrollArea>
    </Page>
  );
}

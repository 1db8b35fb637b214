// /youth on TV: youth mode's status and the PIN pad, driven by the remote. The pad is a grid of
// fixed buttons (digit-0..digit-9, delete, clear); a full PIN acts at once (set, confirm, turn
// off, or the new PIN after a forgotten one). The forgotten-PIN code is typed in a field, which
// the platform keyboard opens on OK.
import { FocusSection } from '@focus/focus-section';
import { ScrollPane } from '@focus/scroll-pane';
import { useT } from '@src/i18n';
import { PAD_DIGITS, useYouthPage, VERIFY_CODE_DIGITS, YOUTH_PIN_DIGITS, type YouthPage } from '@src/features/youth';
import { FocusButton } from '../../components/focus-button';
import { TextField } from '../../components/text-field';
import { usePageReady } from '../../shell/page-context';
import './youth.css';

function PinDots({ pin }: { pin: string }) {
  return (
    <div className="tv-youth-dots" data-testid="youth-pin-dots" data-filled={pin.length}>
      {Array.from({ length: YOUTH_PIN_DIGITS }, (_, i) => (
        <span key={i} className={i < pin.length ? 'tv-youth-dot filled' : 'tv-youth-dot'} />
      ))}
    </div>
  );
}

function PinPad({ y }: { y: YouthPage }) {
  const t = useT();
  return (
    <FocusSection focusKey="youth/pad" className="tv-youth-pad">
      {PAD_DIGITS.map((d) => (
        <FocusButton key={d} id={`digit-${d}`} label={d} onPress={() => y.press(d)} testId={`youth-digit-${d}`} className="tv-youth-key" />
      ))}
      <FocusButton id="delete" label={t('youth.delete')} onPress={y.backspace} testId="youth-delete" className="tv-youth-key" />
      <FocusButton id="clear" label={t('youth.clear')} onPress={y.clear} testId="youth-clear" className="tv-youth-key" />
    </FocusSection>
  );
}

export default function YouthPage() {
  const t = useT();
  const y = useYouthPage();
  const loaded = y.state.data !== undefined;
  usePageReady(loaded || y.state.status === 'error');
  const locked = y.lockedUntil > 0 ? new Date(y.lockedUntil * 1000).toTimeString().slice(0, 5) : '';
  return (
    <ScrollPane style={{ height: '100%' }}>
      <div className="tv-page-title">{t('youth.title')}</div>
      <div className="tv-youth" data-testid="youth-page" data-on={loaded ? String(y.on) : undefined}>
        <div className="tv-youth-status" data-testid="youth-status">{y.on ? t('youth.on') : t('youth.off')}</div>
        <p className="tv-youth-intro">{y.on ? t('youth.introOff') : t('youth.intro')}</p>
        {y.on ? <p className="tv-youth-usage" data-testid="youth-usage">{y.usage}</p> : null}
        {y.on && y.blockReason ? <p className="tv-youth-usage">{y.blockReason}</p> : null}
        {locked ? <p className="tv-youth-usage" data-testid="youth-locked">{t('youth.lockedUntil', { time: locked })}</p> : null}
        {loaded ? (
          <>
            <div className="tv-youth-prompt" data-testid="youth-prompt">{y.prompt}</div>
            <PinDots pin={y.pin} />
            {y.step === 'reset' ? (
              <FocusSection focusKey="youth/code" className="tv-youth-code">
                <p className="tv-youth-usage">{t('youth.codeSent', { to: y.sentTo })}</p>
                <TextField name="code" label={t('youth.code')} value={y.code} onChange={y.setCode} maxLength={VERIFY_CODE_DIGITS} />
              </FocusSection>
            ) : null}
            <PinPad y={y} />
            <FocusSection focusKey="youth/actions" className="tv-youth-actions">
              {y.on && y.step === 'off' && y.canReset ? (
                <FocusButton id="forgot" label={t('youth.forgot')} onPress={() => void y.forgot()} testId="youth-forgot" />
              ) : null}
              {y.step === 'reset' ? <FocusButton id="cancel" label={t('common.cancel')} onPress={y.cancelReset} testId="youth-cancel" /> : null}
            </FocusSection>
            {y.on && y.step === 'off' && !y.canReset ? <p className="tv-youth-usage">{t('youth.noReset')}</p> : null}
          </>
        ) : null}
      </div>
    </ScrollPane>
  );
}

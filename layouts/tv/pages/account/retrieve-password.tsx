// /retrievePassword on TV: the phone (calling code by OK, or from /countryList) or e-mail.
import { ACCOUNT_MAX_CHARS } from '@src/features/auth';
import { FocusSection } from '@focus/focus-section';
import { useT } from '@src/i18n';
import { useRecoveryStart } from '@src/features/account';
import { href } from '@src/routes/href';
import { FocusButton } from '../../components/focus-button';
import { TextField } from '../../components/text-field';
import { useTvNavigate } from '../../router/navigate';
import { usePageReady } from '../../shell/page-context';
import { useTvStep } from '../../components/use-tv-step';
import '../user.css';
import './account.css';

export default function RetrievePasswordPage() {
  const t = useT();
  const navigate = useTvNavigate();
  const form = useRecoveryStart();
  usePageReady(true);
  const { error, submit } = useTvStep(form.step);
  return (
    <FocusSection focusKey="retrieve/form" className="tv-form">
      <div className="tv-page-title">{t('routes.retrievePassword')}</div>
      <div className="tv-form-hint">{t('account.retrieveHint')}</div>
      <FocusButton id="area-code" label={`${t('mobile.areaCode')} ${form.areaCode}`} onPress={() => navigate(href('CountryList'))} testId="retrieve-area" />
      <TextField name="account" label={t('user.account')} value={form.account} onChange={form.setAccount} placeholder={t('account.retrieveAccountPlaceholder')} maxLength={ACCOUNT_MAX_CHARS} />
      <div className="tv-form-error" data-testid="form-error">{error ?? ''}</div>
      <FocusButton id="next" label={t('account.next')} onPress={() => void submit()} testId="retrieve-next" />
    </FocusSection>
  );
}

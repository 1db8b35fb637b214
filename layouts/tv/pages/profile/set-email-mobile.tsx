// /setEmailMobile?type=phone|email on TV: the new phone (with the chosen calling code) or
// e-mail, a code sent to it, and the check; then /setEmailMobileSuccess.
import { useLocation } from 'react-router-dom';
import { FocusSection } from '@focus/focus-section';
import { CONTACT_MAX_CHARS, contactTypeFrom, useContactBinding, VERIFY_CODE_DIGITS } from '@src/features/account';
import { useT } from '@src/i18n';
import { href } from '@src/routes/href';
import { FocusButton } from '../../components/focus-button';
import { TextField } from '../../components/text-field';
import { useTvNavigate } from '../../router/navigate';
import { usePageReady } from '../../shell/page-context';
import { useTvStep } from '../../components/use-tv-step';
import { SignedIn } from './signed-in';
import '../user.css';
import '../account/account.css';

function SetContact() {
  const t = useT();
  const navigate = useTvNavigate();
  const type = contactTypeFrom(useLocation().search);
  const { areaCode, left, account, setAccount, code, setCode, send, bind } = useContactBinding(type);
  usePageReady(true);
  const sendStep = useTvStep(send);
  const bindStep = useTvStep(bind);
  const phone = type === 'phone';
  const error = sendStep.error ?? bindStep.error;
  return (
    <FocusSection focusKey={`setContact/${type}`} className="tv-form">
      <div className="tv-page-title">{t(phone ? 'profile.bindPhone' : 'profile.bindEmail')}</div>
      <div className="tv-form-hint">{t(phone ? 'profile.bindHintPhone' : 'profile.bindHintEmail')}</div>
      {phone ? <FocusButton id="area-code" label={`${t('mobile.areaCode')} ${areaCode}`} onPress={() => navigate(href('CountryList'))} testId="bind-area" /> : null}
      <TextField name="account" label={t(phone ? 'profile.phone' : 'profile.email')} value={account} onChange={setAccount} placeholder={t(phone ? 'profile.phonePlaceholder' : 'profile.emailPlaceholder')} maxLength={CONTACT_MAX_CHARS} />
      <FocusButton id="send-code" label={left > 0 ? t('profile.resendIn', { n: left }) : t('profile.sendCode')} onPress={() => (left > 0 ? undefined : void sendStep.submit())} testId="bind-send" />
      <TextField name="code" label={t('routes.retrievePasswordCode')} value={code} onChange={setCode} placeholder={t('account.codePlaceholder')} maxLength={VERIFY_CODE_DIGITS} />
      <div className="tv-form-error" data-testid="form-error">{error ?? ''}</div>
      <FocusButton id="confirm-bind" label={t('profile.confirmBind')} onPress={() => void bindStep.submit()} testId="bind-confirm" />
    </FocusSection>
  );
}

export default function SetEmailMobilePage() {
  const t = useT();
  return <SignedIn title={t('routes.setEmailMobile')}>{(uid) => <SetContact key={uid} />}</SignedIn>;
}

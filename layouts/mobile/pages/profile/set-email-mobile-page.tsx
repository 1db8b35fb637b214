// /setEmailMobile?type=phone|email: the new phone (with its calling code from /countryList) or
// e-mail, a code sent to it, and the check; then /setEmailMobileSuccess.
import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { confirmBinding, CONTACT_MAX_CHARS, contactTypeFrom, sendBindingCode, usePhoneArea, useResendLeft, VERIFY_CODE_DIGITS } from '@src/features/account';
import { href } from '@src/routes/href';
import { toast, TOAST_MEDIUM_MS } from '@src/stores/ui';
import { LoginGate } from '../../components/login-gate/login-gate';
import { Page } from '../../components/page/page';
import { ScrollArea } from '../../components/scroll-area/scroll-area';
import { useMt } from '../../text';
import '../login/auth-form.css';
import '../account/account.css';
import './profile.css';
import { useAction } from '@src/data/use-action';

function SetContact() {
  const t = useMt();
  const navigate = useNavigate();
  const type = contactTypeFrom(useLocation().search);
  const phone = type === 'phone';
  const areaCode = usePhoneArea();
  const left = useResendLeft();
  const [account, setAccount] = useState('');
  const [code, setCode] = useState('');
  // One send at a time, for the code and the binding alike.
  const step = useAction((run: () => Promise<void>) => run());
  const busy = step.busy;
  const once = (run: () => Promise<void>) => step.run(run);
  const send = () =>
    once(async () => {
      const out = await sendBindingCode(type, account, areaCode);
      if (out === true) toast(t('account.codeSentTo', { target: phone ? `${areaCode} ${account.trim()}` : account.trim() }), TOAST_MEDIUM_MS);
      else if (out) toast(t(out), TOAST_MEDIUM_MS);
    });
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    void once(async () => {
      const out = await confirmBinding(code);
      if (out === true) navigate(href('SetEmailMobileSuccess', {}, { type }), { replace: true });
      else if (out) toast(t(out), TOAST_MEDIUM_MS);
    });
  };
  return (
    <ScrollArea>
      <form className="m-auth" onSubmit={onSubmit} noValidate data-testid="bind-form">
        <p className="m-auth-hint">{t(phone ? 'profile.bindHintPhone' : 'profile.bindHintEmail')}</p>
        <div className="m-auth-field">
          {phone ? (
            <Link className="m-auth-area-link" to={href('CountryList')} data-testid="bind-area">
              {areaCode}
            </Link>
          ) : null}
          <input
            name="account"
            type={phone ? 'tel' : 'email'}
            autoComplete={phone ? 'tel-national' : 'email'}
            placeholder={t(phone ? 'profile.phonePlaceholder' : 'profile.emailPlaceholder')}
            maxLength={CONTACT_MAX_CHARS}
            value={account}
            onChange={(e) => setAccount(e.target.value)}
          />
        </div>
        <div className="m-profile-code">
          <div className="m-auth-field">
            <input name="code" inputMode="numeric" autoComplete="one-time-code" maxLength={VERIFY_CODE_DIGITS} placeholder={t('account.codePlaceholder')} value={code} onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))} />
          </div>
          <button type="button" className="m-btn m-btn--plain" disabled={busy || left > 0} data-testid="bind-send" onClick={() => void send()}>
            {left > 0 ? t('profile.resendIn', { n: left }) : t('profile.sendCode')}
          </button>
        </div>
        <button type="submit" className="m-btn m-btn--block" disabled={busy} data-testid="bind-confirm">
          {t('profile.confirmBind')}
        </button>
      </form>
    </ScrollArea>
  );
}

export default function SetEmailMobilePage() {
  const t = useMt();
  const type = contactTypeFrom(useLocation().search);
  return (
    <Page nav={{ title: t(type === 'phone' ? 'profile.bindPhone' : 'profile.bindEmail') }}>
      <LoginGate redirect={href('EmailMobileSetting')}>{(uid) => <SetContact key={uid} />}</LoginGate>
    </Page>
  );
}

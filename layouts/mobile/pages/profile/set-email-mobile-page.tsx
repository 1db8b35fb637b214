// /setEmailMobile?type=phone|email: the new phone (with its calling code from /countryList) or
// e-mail, a code sent to it, and the check; then /setEmailMobileSuccess.
import type { FormEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { CONTACT_MAX_CHARS, contactTypeFrom, useContactBinding, VERIFY_CODE_DIGITS } from '@src/features/account';
import { href } from '@src/routes/href';
import { useRunStep } from '../../shell/use-run-step';
import { LoginGate } from '../../components/login-gate/login-gate';
import { Page } from '../../components/page/page';
import { ScrollArea } from '../../components/scroll-area/scroll-area';
import { useMt } from '../../text';
import '../login/auth-form.css';
import '../account/account.css';
import './profile.css';

function SetContact() {
  const t = useMt();
  const type = contactTypeFrom(useLocation().search);
  const phone = type === 'phone';
  const binding = useContactBinding(type);
  const { areaCode, left, account, setAccount, code, setCode } = binding;
  const busy = binding.send.busy || binding.bind.busy;
  const send = useRunStep(binding.send);
  const bind = useRunStep(binding.bind);
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    void bind();
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
            <input name="code" inputMode="numeric" autoComplete="one-time-code" maxLength={VERIFY_CODE_DIGITS} placeholder={t('account.codePlaceholder')} value={code} onChange={(e) => setCode(e.target.value)} />
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

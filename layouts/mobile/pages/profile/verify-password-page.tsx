// /verifyPassword?type=phone|email: the password before a bound phone or e-mail is replaced;
// then /setEmailMobile for the same type.
import type { FormEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { contactTypeFrom, PASSWORD_MAX_CHARS, useVerifyPassword } from '@src/features/account';
import { href } from '@src/routes/href';
import { useRunStep } from '../../shell/use-run-step';
import { LoginGate } from '../../components/login-gate/login-gate';
import { Page } from '../../components/page/page';
import { ScrollArea } from '../../components/scroll-area/scroll-area';
import { useMt } from '../../text';
import '../login/auth-form.css';
import '../account/account.css';

function Verify() {
  const t = useMt();
  const { password, setPassword, step } = useVerifyPassword(contactTypeFrom(useLocation().search));
  const busy = step.busy;
  const prove = useRunStep(step);
  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    await prove();
  };
  return (
    <ScrollArea>
      <form className="m-auth" onSubmit={(e) => void onSubmit(e)} noValidate data-testid="verify-form">
        <p className="m-auth-hint">{t('profile.verifyHint')}</p>
        <div className="m-auth-field">
          <input name="password" type="password" autoComplete="current-password" placeholder={t('user.passwordPlaceholder')} maxLength={PASSWORD_MAX_CHARS} value={password} onChange={(e) => setPassword(e.target.value)} />
        </div>
        <button type="submit" className="m-btn m-btn--block" disabled={busy} data-testid="verify-next">
          {t('account.next')}
        </button>
      </form>
    </ScrollArea>
  );
}

export default function VerifyPasswordPage() {
  const t = useMt();
  return (
    <Page nav={{ title: t('routes.verifyPassword') }}>
      <LoginGate redirect={href('EmailMobileSetting')}>{(uid) => <Verify key={uid} />}</LoginGate>
    </Page>
  );
}

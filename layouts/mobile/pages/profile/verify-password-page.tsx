// /verifyPassword?type=phone|email: the password before a bound phone or e-mail is replaced;
// then /setEmailMobile for the same type.
import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { contactTypeFrom, PASSWORD_MAX_CHARS, provePassword } from '@src/features/account';
import { href } from '@src/routes/href';
import { toast, TOAST_MEDIUM_MS } from '@src/stores/ui';
import { LoginGate } from '../../components/login-gate/login-gate';
import { Page } from '../../components/page/page';
import { ScrollArea } from '../../components/scroll-area/scroll-area';
import { useMt } from '../../text';
import '../login/auth-form.css';
import '../account/account.css';
import { useAction } from '@src/data/use-action';

function Verify() {
  const t = useMt();
  const navigate = useNavigate();
  const type = contactTypeFrom(useLocation().search);
  const [password, setPassword] = useState('');
  const prove = useAction(async () => {
    const out = await provePassword(type, password);
    if (out === true) navigate(href('SetEmailMobile', {}, { type }), { replace: true });
    else if (out) toast(t(out), TOAST_MEDIUM_MS);
  });
  const busy = prove.busy;
  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    await prove.run();
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

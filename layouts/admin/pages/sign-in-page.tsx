// Staff sign-in: account, password and the authenticator's 6-digit code (staffLogin). The
// fields and their limits are the endpoint's; an ended session comes back here saying so.
import { staffLogin } from '@src/api/contract/staff';
import { useSignedOutReason, useStaffSignIn } from '@src/features/staff';
import { useStaffT } from '@src/i18n/staff';
import { SchemaForm } from '../components/schema-form';

export function SignInPage() {
  const t = useStaffT();
  const reason = useSignedOutReason();
  const { signIn, busy, failure } = useStaffSignIn();
  return (
    <div className="adm-sign-in">
      <h1>{t('app.title')}</h1>
      <h2>{t('signIn.title')}</h2>
      {reason === 'expired' && (
        <p className="adm-failure" role="alert" data-testid="session-expired">
          {t('signIn.expired')}
        </p>
      )}
      <SchemaForm
        id="sign-in"
        schema={staffLogin.body}
        busy={busy}
        failure={failure}
        submitLabel={busy ? t('signIn.busy') : t('signIn.submit')}
        onSubmit={(value) =>
          new Promise<void>((resolve, reject) => signIn(value as { username: string; password: string; totp: string }, { onSuccess: () => resolve(), onError: reject }))
        }
      />
      <p className="adm-muted">{t('signIn.totpHint')}</p>
    </div>
  );
}

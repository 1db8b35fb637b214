import { PASSWORD_MAX_CHARS } from '@src/features/auth';
import { useMt } from '../../text';

export function PasswordFields(p: { password: string; setPassword: (v: string) => void; confirm: string; setConfirm: (v: string) => void }) {
  const t = useMt();
  return (
    <>
      <div className="m-auth-field">
        <input name="password" type="password" autoComplete="new-password" placeholder={t('account.newPasswordPlaceholder')} maxLength={PASSWORD_MAX_CHARS} value={p.password} onChange={(e) => p.setPassword(e.target.value)} />
      </div>
      <div className="m-auth-field">
        <input name="confirm" type="password" autoComplete="new-password" placeholder={t('user.confirmPasswordPlaceholder')} maxLength={PASSWORD_MAX_CHARS} value={p.confirm} onChange={(e) => p.setConfirm(e.target.value)} />
      </div>
    </>
  );
}

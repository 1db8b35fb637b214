import { useT } from '@src/i18n';
import { useRecovery } from '@src/features/account';
import { NewPasswordForm } from './new-password-form';
import { StartOver } from './start-over';

/** /resetPassword on TV: the new password, checked with the code by the server. */
export default function ResetPasswordPage() {
  const t = useT();
  const ready = useRecovery((s) => !!s.account && !!s.code);
  return ready ? <NewPasswordForm title={t('routes.resetPassword')} kind="reset" /> : <StartOver />;
}

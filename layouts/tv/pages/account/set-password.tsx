import { useT } from '@src/i18n';
import { useSession } from '@src/stores/session';
import { LoginPrompt } from '../../components/login-prompt';
import { NewPasswordForm } from './new-password-form';

/** /setPassword on TV: a first password for an account made without one. */
export default function SetPasswordPage() {
  const t = useT();
  const loggedIn = useSession((s) => !!s.user);
  return loggedIn ? <NewPasswordForm title={t('routes.setPassword')} kind="first" /> : <LoginPrompt title={t('routes.setPassword')} />;
}

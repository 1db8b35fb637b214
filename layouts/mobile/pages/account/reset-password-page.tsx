// /resetPassword: the new password; with the code it signs the user in.
import { useRecovery } from '@src/features/account';
import { Page } from '../../components/page/page';
import { ScrollArea } from '../../components/scroll-area/scroll-area';
import { useMt } from '../../text';
import { PasswordFields } from './password-fields';
import { StartOver } from './start-over';
import { usePasswordForm } from './use-password-form';
import '../login/auth-form.css';
import './account.css';

export default function ResetPasswordPage() {
  const t = useMt();
  const ready = useRecovery((s) => !!s.account && !!s.code);
  const form = usePasswordForm('reset');
  return (
    <Page nav={{ title: t('routes.resetPassword') }}>
      <ScrollArea>
        {ready ? (
          <form className="m-auth" onSubmit={(e) => void form.onSubmit(e)} noValidate data-testid="reset-form">
            <PasswordFields {...form} />
            <button type="submit" className="m-btn m-btn--block" disabled={form.busy} data-testid="reset-submit">
              {t('common.confirm')}
            </button>
          </form>
        ) : (
          <StartOver />
        )}
      </ScrollArea>
    </Page>
  );
}

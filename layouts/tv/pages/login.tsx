// TV login: the account form and, beside it, the scan-to-login code (issue 12). A phone that
// confirms the code signs the TV in over the socket; the page then leaves as after a password
// login, without a reload.
import { useCallback } from 'react';
import { t } from '@src/i18n';
import { toast } from '@src/stores/ui';
import { AccountForm, useLeaveAfterAuth } from '../components/account-form';
import { ScanLoginPanel } from './scan-login-panel';
import './login.css';

export default function LoginPage() {
  const leave = useLeaveAfterAuth();
  const onSignedIn = useCallback(() => {
    toast(t('user.loginSuccess'));
    leave();
  }, [leave]);
  return (
    <div className="tv-login">
      <AccountForm mode="login" />
      <ScanLoginPanel onSignedIn={onSignedIn} />
    </div>
  );
}

// /setPassword: a first password for an account made without one (signed in only).
import { useNavigate } from 'react-router-dom';
import { href } from '@src/routes/href';
import { useSession } from '@src/stores/session';
import { EmptyState } from '../../components/empty-state/empty-state';
import { Page } from '../../components/page/page';
import { ScrollArea } from '../../components/scroll-area/scroll-area';
import { useMt } from '../../text';
import { PasswordFields } from './password-fields';
import { usePasswordForm } from './use-password-form';
import '../login/auth-form.css';
import './account.css';

export default function SetPasswordPage() {
  const t = useMt();
  const navigate = useNavigate();
  const loggedIn = useSession((s) => !!s.user);
  const form = usePasswordForm('first');
  return (
    <Page nav={{ title: t('routes.setPassword') }}>
      <ScrollArea>
        {loggedIn ? (
          <form className="m-auth" onSubmit={(e) => void form.onSubmit(e)} noValidate data-testid="set-password-form">
            <PasswordFields {...form} />
            <button type="submit" className="m-btn m-btn--block" disabled={form.busy} data-testid="set-password-submit">
              {t('common.confirm')}
            </button>
          </form>
        ) : (
          <EmptyState text={t('common.loginRequired')} subText="">
            <button type="button" className="m-btn" onClick={() => navigate(href('Login', {}, { redirect: href('SetPassword') }))}>
              {t('common.goLogin')}
            </button>
          </EmptyState>
        )}
      </ScrollArea>
    </Page>
  );
}

// /setEmailMobileSuccess?type=phone|email: what is now bound, and the way back.
import { Link, useLocation } from 'react-router-dom';
import { contactTypeFrom, maskEmail, maskPhone } from '@src/features/account';
import { href } from '@src/routes/href';
import { useSession } from '@src/stores/session';
import { Page } from '../../components/page/page';
import { ScrollArea } from '../../components/scroll-area/scroll-area';
import { useMt } from '../../text';
import './profile.css';

export default function SetEmailMobileSuccessPage() {
  const t = useMt();
  const type = contactTypeFrom(useLocation().search);
  const user = useSession((s) => s.user);
  const value = !user ? '' : type === 'phone' ? maskPhone(user.phone, user.AreaCode) : maskEmail(user.email);
  return (
    <Page nav={{ title: t('routes.setEmailMobileSuccess'), fallback: href('AccountSecurity') }}>
      <ScrollArea>
        <div className="m-profile-done">
          <h2 data-testid="bind-done">{t(type === 'phone' ? 'profile.bindDonePhone' : 'profile.bindDoneEmail')}</h2>
          {value ? <p data-testid="bind-done-value">{t('profile.bindDoneHint', { value })}</p> : null}
          <Link to={href('AccountSecurity')} replace className="m-btn m-btn--block" data-testid="bind-back">
            {t('profile.backToSecurity')}
          </Link>
        </div>
      </ScrollArea>
    </Page>
  );
}

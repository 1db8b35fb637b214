// /emailMobileSetting: the bound phone and e-mail; a tap starts binding or changing one
// (through /verifyPassword when the server will ask for the password).
import { useNavigate } from 'react-router-dom';
import { maskEmail, maskPhone, startBinding, useAccountSecurity, type AccountSecurity, type ContactType } from '@src/features/account';
import { href } from '@src/routes/href';
import { LoadingWrapper } from '../../components/loading/loading-wrapper';
import { LoginGate } from '../../components/login-gate/login-gate';
import { Page } from '../../components/page/page';
import { ScrollArea } from '../../components/scroll-area/scroll-area';
import { useMt } from '../../text';
import '../settings/settings-page.css';
import './profile.css';

function Rows({ s }: { s: AccountSecurity }) {
  const t = useMt();
  const navigate = useNavigate();
  const row = (type: ContactType, bound: string, shown: string) => (
    <button type="button" className="m-settings-row" data-testid={`setting-${type}`} onClick={() => navigate(href(startBinding(s, type), {}, { type }))}>
      <span>{t(type === 'phone' ? 'profile.phone' : 'profile.email')}</span>
      <span className="m-profile-value">
        <span>{bound ? shown : t('profile.unbound')}</span>
        <span>{t(bound ? 'profile.change' : 'profile.bind')}</span>
        <span aria-hidden="true">›</span>
      </span>
    </button>
  );
  return (
    <div className="m-settings-group">
      {row('phone', s.phone, maskPhone(s.phone, s.AreaCode))}
      {row('email', s.email, maskEmail(s.email))}
    </div>
  );
}

function Setting() {
  const r = useAccountSecurity();
  return (
    <ScrollArea>
      <LoadingWrapper status={r.status} onRefresh={r.reload}>
        {r.data ? <Rows s={r.data} /> : null}
      </LoadingWrapper>
    </ScrollArea>
  );
}

export default function EmailMobileSettingPage() {
  const t = useMt();
  return (
    <Page nav={{ title: t('routes.emailMobileSetting') }}>
      <LoginGate redirect={href('EmailMobileSetting')}>{(uid) => <Setting key={uid} />}</LoginGate>
    </Page>
  );
}

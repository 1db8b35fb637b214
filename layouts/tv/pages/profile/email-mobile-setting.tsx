// /emailMobileSetting on TV: the bound phone and e-mail; OK on one starts binding or changing it
// (through /verifyPassword when the server will ask for the password).
import { FocusSection } from '@focus/focus-section';
import { ScrollPane } from '@focus/scroll-pane';
import { maskEmail, maskPhone, startBinding, useAccountSecurity, type AccountSecurity, type ContactType } from '@src/features/account';
import { useT } from '@src/i18n';
import { href } from '@src/routes/href';
import { LoadingWrapper } from '../../components/loading-wrapper';
import { useTvNavigate } from '../../router/navigate';
import { usePageReady } from '../../shell/page-context';
import { ProfileRow } from './row';
import { SignedIn } from './signed-in';
import './profile.css';

function Rows({ s }: { s: AccountSecurity }) {
  const t = useT();
  const navigate = useTvNavigate();
  const go = (type: ContactType) => navigate(href(startBinding(s, type), {}, { type }));
  const value = (bound: string, shown: string) => `${bound ? shown : t('profile.unbound')}  ${bound ? t('profile.change') : t('profile.bind')} ›`;
  return (
    <FocusSection focusKey="emailMobile/list" className="tv-profile">
      <ProfileRow id="phone" testId="setting-phone" label={t('profile.phone')} value={value(s.phone, maskPhone(s.phone, s.AreaCode))} onPress={() => go('phone')} />
      <ProfileRow id="email" testId="setting-email" label={t('profile.email')} value={value(s.email, maskEmail(s.email))} onPress={() => go('email')} />
    </FocusSection>
  );
}

function Setting() {
  const t = useT();
  const r = useAccountSecurity();
  usePageReady(r.status !== 'loading');
  return (
    <ScrollPane style={{ height: '100%' }}>
      <div className="tv-page-title">{t('routes.emailMobileSetting')}</div>
      <LoadingWrapper status={r.status} onRefresh={r.reload}>
        {r.data ? <Rows s={r.data} /> : null}
      </LoadingWrapper>
    </ScrollPane>
  );
}

export default function EmailMobileSettingPage() {
  const t = useT();
  return <SignedIn title={t('routes.emailMobileSetting')}>{(uid) => <Setting key={uid} />}</SignedIn>;
}

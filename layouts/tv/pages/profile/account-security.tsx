// /accountSecurity on TV: the password (change it with the old one, or set a first one), the
// bound phone and e-mail (to /emailMobileSetting), the signed-in devices and signing the
// others out (after a confirmation).
import { FocusSection } from '@focus/focus-section';
import { ScrollPane } from '@focus/scroll-pane';
import {
  maskEmail, maskPhone, PASSWORD_MAX_CHARS, sortDevices, useAccountSecurity, usePasswordChange, useSignOutOthers, type AccountSecurity,
} from '@src/features/account';
import { useT } from '@src/i18n';
import { relativeTime } from '@src/lib/format';
import { href } from '@src/routes/href';
import { FocusButton } from '../../components/focus-button';
import { LoadingWrapper } from '../../components/loading-wrapper';
import { TextField } from '../../components/text-field';
import { useTvNavigate } from '../../router/navigate';
import { usePageReady } from '../../shell/page-context';
import { useTvStep } from '../../components/use-tv-step';
import { ProfileRow } from './row';
import { SignedIn } from './signed-in';
import '../user.css';
import './profile.css';

function PasswordForm() {
  const t = useT();
  const { old, setOld, password, setPassword, confirm, setConfirm, step } = usePasswordChange();
  const { error, submit } = useTvStep(step);
  return (
    <FocusSection focusKey="security/password" className="tv-profile">
      <div className="tv-profile-section-title">{t('profile.changePassword')}</div>
      <TextField name="oldPassword" type="password" label={t('profile.oldPassword')} value={old} onChange={setOld} placeholder={t('profile.oldPasswordPlaceholder')} maxLength={PASSWORD_MAX_CHARS} />
      <TextField name="password" type="password" label={t('account.newPassword')} value={password} onChange={setPassword} placeholder={t('account.newPasswordPlaceholder')} maxLength={PASSWORD_MAX_CHARS} />
      <TextField name="confirm" type="password" label={t('user.confirmPassword')} value={confirm} onChange={setConfirm} placeholder={t('user.confirmPasswordPlaceholder')} maxLength={PASSWORD_MAX_CHARS} />
      <div className="tv-form-error" data-testid="form-error">{error ?? ''}</div>
      <FocusButton id="change-password" label={t('profile.changePassword')} onPress={() => void submit()} testId="password-change" />
    </FocusSection>
  );
}

function Security({ s }: { s: AccountSecurity }) {
  const t = useT();
  const navigate = useTvNavigate();
  const devices = sortDevices(s.devices);
  const others = devices.some((d) => !d.current);
  const signOutOthers = useTvStep(useSignOutOthers(), { toastProblem: true }).submit;
  return (
    <>
      <FocusSection focusKey="security/list" className="tv-profile">
        <ProfileRow id="phone" testId="security-phone" label={t('profile.phone')} value={s.phone ? maskPhone(s.phone, s.AreaCode) : t('profile.unbound')} onPress={() => navigate(href('EmailMobileSetting'))} />
        <ProfileRow id="email" testId="security-email" label={t('profile.email')} value={s.email ? maskEmail(s.email) : t('profile.unbound')} onPress={() => navigate(href('EmailMobileSetting'))} />
        {s.hasPassword ? null : (
          <ProfileRow id="login-password" testId="security-set-password" label={t('profile.loginPassword')} value={`${t('profile.passwordNotSet')} ›`} onPress={() => navigate(href('SetPassword'))} />
        )}
      </FocusSection>
      {s.hasPassword ? <PasswordForm /> : null}
      <FocusSection focusKey="security/devices" className="tv-profile">
        <div className="tv-profile-section-title">{t('profile.devices')}</div>
        {devices.map((d) => (
          <div key={`${d.deviceName}-${d.createdAt}`} className="tv-profile-device" data-testid="device">
            <span>
              {d.deviceName}
              {d.current ? ` (${t('profile.currentDevice')})` : ''}
            </span>
            <span className="tv-profile-device-sub">{t('profile.deviceSeen', { ip: d.ip, time: relativeTime(d.lastSeen) })}</span>
          </div>
        ))}
        {others ? (
          <FocusButton id="sign-out-others" label={t('profile.signOutOthers')} onPress={() => void signOutOthers()} testId="sign-out-others" />
        ) : (
          <div className="tv-profile-device-sub" data-testid="no-other-devices">{t('profile.noOtherDevices')}</div>
        )}
      </FocusSection>
    </>
  );
}

function SecurityPage() {
  const t = useT();
  const r = useAccountSecurity();
  usePageReady(r.status !== 'loading');
  return (
    <ScrollPane style={{ height: '100%' }}>
      <div className="tv-page-title">{t('routes.accountSecurity')}</div>
      <LoadingWrapper status={r.status} onRefresh={r.reload}>
        {r.data ? <Security s={r.data} /> : null}
      </LoadingWrapper>
    </ScrollPane>
  );
}

export default function AccountSecurityPage() {
  const t = useT();
  return <SignedIn title={t('routes.accountSecurity')}>{(uid) => <SecurityPage key={uid} />}</SignedIn>;
}

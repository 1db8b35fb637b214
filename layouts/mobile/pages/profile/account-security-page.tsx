// /accountSecurity: the bound phone and e-mail (to /emailMobileSetting), the password (change
// it with the old one, or set a first one), the signed-in devices and signing the others out.
import type { FormEvent } from 'react';
import {
  maskEmail, maskPhone, PASSWORD_MAX_CHARS, sortDevices, useAccountSecurity, usePasswordChange, useSignOutOthers, type AccountSecurity,
} from '@src/features/account';
import { relativeTime } from '@src/lib/format';
import { href } from '@src/routes/href';
import { LoadingWrapper } from '../../components/loading/loading-wrapper';
import { LoginGate } from '../../components/login-gate/login-gate';
import { Page } from '../../components/page/page';
import { ScrollArea } from '../../components/scroll-area/scroll-area';
import { useMt } from '../../text';
import { Row } from './row';
import '../login/auth-form.css';
import './profile.css';
import { useRunStep } from '../../shell/use-run-step';

function PasswordForm() {
  const t = useMt();
  const { old, setOld, password, setPassword, confirm, setConfirm, step } = usePasswordChange();
  const busy = step.busy;
  const change = useRunStep(step);
  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    await change();
  };
  const field = (name: string, value: string, set: (v: string) => void, placeholder: string, auto: string) => (
    <div className="m-auth-field">
      <input name={name} type="password" autoComplete={auto} placeholder={placeholder} maxLength={PASSWORD_MAX_CHARS} value={value} onChange={(e) => set(e.target.value)} />
    </div>
  );
  return (
    <form className="m-auth" onSubmit={(e) => void onSubmit(e)} noValidate data-testid="password-form">
      {field('oldPassword', old, setOld, t('profile.oldPasswordPlaceholder'), 'current-password')}
      {field('password', password, setPassword, t('account.newPasswordPlaceholder'), 'new-password')}
      {field('confirm', confirm, setConfirm, t('user.confirmPasswordPlaceholder'), 'new-password')}
      <button type="submit" className="m-btn m-btn--block" disabled={busy} data-testid="password-change">
        {t('profile.changePassword')}
      </button>
    </form>
  );
}

function Security({ s }: { s: AccountSecurity }) {
  const t = useMt();
  const devices = sortDevices(s.devices);
  const others = devices.some((d) => !d.current);
  const signOut = useRunStep(useSignOutOthers());
  return (
    <>
      <div className="m-settings-group">
        <Row to={href('EmailMobileSetting')} label={t('profile.phone')} value={s.phone ? maskPhone(s.phone, s.AreaCode) : t('profile.unbound')} testId="security-phone" />
        <Row to={href('EmailMobileSetting')} label={t('profile.email')} value={s.email ? maskEmail(s.email) : t('profile.unbound')} testId="security-email" />
        {s.hasPassword ? null : <Row to={href('SetPassword')} label={t('profile.loginPassword')} value={t('profile.passwordNotSet')} testId="security-set-password" />}
      </div>
      {s.hasPassword ? (
        <>
          <div className="m-profile-title">{t('profile.changePassword')}</div>
          <PasswordForm />
        </>
      ) : null}
      <div className="m-profile-title">{t('profile.devices')}</div>
      <ul className="m-settings-group" data-testid="devices" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {devices.map((d) => (
          <li key={`${d.deviceName}-${d.createdAt}`} className="m-profile-device" data-testid="device" data-current={d.current}>
            <span>
              {d.deviceName}
              {d.current ? ` (${t('profile.currentDevice')})` : ''}
            </span>
            <small>{t('profile.deviceSeen', { ip: d.ip, time: relativeTime(d.lastSeen) })}</small>
          </li>
        ))}
      </ul>
      <div className="m-profile-actions">
        {others ? (
          <button type="button" className="m-btn m-btn--plain m-btn--block" data-testid="sign-out-others" onClick={() => void signOut()}>
            {t('profile.signOutOthers')}
          </button>
        ) : (
          <p className="m-auth-hint" data-testid="no-other-devices">{t('profile.noOtherDevices')}</p>
        )}
      </div>
    </>
  );
}

function SecurityBody() {
  const r = useAccountSecurity();
  return (
    <ScrollArea>
      <LoadingWrapper status={r.status} onRefresh={r.reload}>
        {r.data ? <Security s={r.data} /> : null}
      </LoadingWrapper>
    </ScrollArea>
  );
}

export default function AccountSecurityPage() {
  const t = useMt();
  return (
    <Page nav={{ title: t('routes.accountSecurity') }}>
      <LoginGate redirect={href('AccountSecurity')}>{(uid) => <SecurityBody key={uid} />}</LoginGate>
    </Page>
  );
}

// The account forms' steps, once for both layouts: each holds its fields, checks them, sends,
// and ends with what to say and where to go (a StepEnd). The views only show the fields and carry
// the end out (the TV shows a refused check in the form, the phone toasts it).
import { useCallback, useState } from 'react';
import { done, stay, useStep, type StepEnd } from '@src/data/use-step';
import type { Next } from '@src/lib/next';
import { historyIndex } from '@src/routes/history-index';
import { href } from '@src/routes/href';
import { t } from '@src/i18n';
import { sessionStore } from '@src/stores/session';
import { openDialog } from '@src/stores/ui';
import { usePhoneArea } from './countries';
import { confirmBinding, provePassword, sendBindingCode, useResendLeft, type ContactType } from './contact-binding';
import { changeAvatar, saveProfile, type SaveOutcome } from './profile';
import { enterRecoveryCode, finishRecovery, sendRecoveryCode, startRecovery, submitFirstPassword, useCaptcha } from './recovery';
import { changePassword, signOutOtherDevices } from './security';

const digits = (v: string) => v.replace(/\D/g, '');

/** /retrievePassword: the account (AreaCode only with a phone number), then the captcha page. */
export function useRecoveryStart() {
  const areaCode = usePhoneArea();
  const [account, setAccount] = useState('');
  const step = useStep(() => {
    const problem = startRecovery(account, areaCode);
    return problem ? stay(problem) : done({ next: href('RetrievePasswordImg') });
  });
  return { account, setAccount, areaCode, step };
}

/** /retrievePasswordImg: the image captcha (a fresh one after each refused try), then the code is sent. */
export function useRecoveryCaptcha() {
  const [nonce, setNonce] = useState(0);
  const captcha = useCaptcha(nonce);
  const [answer, setAnswer] = useState('');
  const refresh = useCallback(() => setNonce((n) => n + 1), []);
  const step = useStep(async () => {
    if (!captcha.data) return stay(null);
    if (!answer.trim()) return stay('account.captchaRequired');
    if (await sendRecoveryCode(captcha.data.captchaId, answer)) return done({ next: href('RetrievePasswordCode'), replace: true });
    // A captcha works once: a refused one is replaced.
    setAnswer('');
    refresh();
    return stay(null);
  });
  return { captcha, answer, setAnswer, refresh, step };
}

/** /retrievePasswordCode: the code kept for the last step (the server checks it there). */
export function useRecoveryCodeEntry() {
  const [code, setCode] = useState('');
  const step = useStep(() => {
    const problem = enterRecoveryCode(code);
    return problem ? stay(problem) : done({ next: href('ResetPassword') });
  });
  return { code, setCode: (v: string) => setCode(digits(v)), step };
}

export type NewPasswordKind = 'reset' | 'first';

/** /resetPassword (with the recovery code) and /setPassword (a first password): done goes to mine. */
export function useNewPassword(kind: NewPasswordKind) {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const step = useStep(async () => {
    const out = await (kind === 'reset' ? finishRecovery : submitFirstPassword)(password, confirm);
    if (!out.ok) return stay(out.problem);
    return done({ next: href('PersonalCenter'), replace: true }, { key: kind === 'reset' ? 'account.resetDone' : 'account.setPasswordDone' });
  });
  return { password, setPassword, confirm, setConfirm, step };
}

/** /accountSecurity's password change: the page stays, the fields clear. */
export function usePasswordChange() {
  const [old, setOld] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const step = useStep(async () => {
    const out = await changePassword(old, password, confirm);
    if (!out.ok) return stay(out.problem);
    setOld('');
    setPassword('');
    setConfirm('');
    return done(undefined, { key: 'profile.passwordChanged' });
  });
  return { old, setOld, password, setPassword, confirm, setConfirm, step };
}

/** /verifyPassword: the password before a bound phone or e-mail is replaced; then /setEmailMobile. */
export function useVerifyPassword(type: ContactType) {
  const [password, setPassword] = useState('');
  const step = useStep(async () => {
    const out = await provePassword(type, password);
    return out === true ? done({ next: href('SetEmailMobile', {}, { type }), replace: true }) : stay(out);
  });
  return { password, setPassword, step };
}

/** /setEmailMobile: the new phone or e-mail, a code sent to it (with the resend wait), the check. */
export function useContactBinding(type: ContactType) {
  const areaCode = usePhoneArea();
  const left = useResendLeft();
  const [account, setAccount] = useState('');
  const [code, setCode] = useState('');
  const send = useStep(async () => {
    if (left > 0) return stay(null);
    const out = await sendBindingCode(type, account, areaCode);
    if (out !== true) return stay(out);
    return done(undefined, { key: 'account.codeSentTo', params: { target: type === 'phone' ? `${areaCode} ${account.trim()}` : account.trim() } });
  });
  const bind = useStep(async () => {
    const out = await confirmBinding(code);
    return out === true ? done({ next: href('SetEmailMobileSuccess', {}, { type }), replace: true }) : stay(out);
  });
  return { areaCode, left, account, setAccount, code, setCode: (v: string) => setCode(digits(v)), send, bind };
}

/** Where a saved profile page goes: back, or to /editInfo when it was opened directly (no earlier page of the app). */
const leaveProfileEdit = (): Next => (historyIndex() > 0 ? { back: true } : { next: href('EditInfo'), replace: true });

/** A profile save's end: 保存成功 and away from the page, or the problem (the page stays). */
export const saved = (out: SaveOutcome): StepEnd => (out.ok ? done(leaveProfileEdit(), { key: 'profile.saved' }) : stay(out.problem));

/** /editGender: a tap on the current one just leaves; another is saved first. */
export function useGenderChoice() {
  return useStep(async (sex: 0 | 1) => {
    if (sex === (sessionStore.getState().user?.sex ?? 1)) return done(leaveProfileEdit());
    return saved(await saveProfile({ sex }));
  });
}

/** /editInfo's avatar: the picked file is checked, uploaded and becomes the user's avatar. */
export function useAvatarChange() {
  return useStep(async (file: File) => {
    const out = await changeAvatar(file);
    return out.ok ? done(undefined, { key: 'profile.avatarSaved' }) : stay(out.problem);
  });
}

/** /accountSecurity's 退出其他设备: asked first; done says so (a cancel stays, silently). */
export function useSignOutOthers() {
  return useStep(async () => {
    const answer = await openDialog({
      message: t('profile.signOutOthersConfirm'),
      buttons: [
        { text: t('common.cancel'), value: 'cancel' },
        { text: t('common.confirm'), value: 'ok' },
      ],
    });
    if (answer !== 'ok') return stay(null);
    const out = await signOutOtherDevices();
    return out.ok ? done(undefined, { key: 'profile.signedOutOthers' }) : stay(out.problem);
  });
}

// The TV new-password form of /resetPassword and /setPassword: two fields and a confirm; done
// goes to mine.
import { PASSWORD_MAX_CHARS } from '@src/features/auth';
import { FocusSection } from '@focus/focus-section';
import { useT } from '@src/i18n';
import { useNewPassword, type NewPasswordKind } from '@src/features/account';
import { FocusButton } from '../../components/focus-button';
import { TextField } from '../../components/text-field';
import { usePageReady } from '../../shell/page-context';
import { useTvStep } from '../../components/use-tv-step';
import '../user.css';
import './account.css';

export function NewPasswordForm({ title, kind }: { title: string; kind: NewPasswordKind }) {
  const t = useT();
  const form = useNewPassword(kind);
  usePageReady(true);
  const { error, submit } = useTvStep(form.step);
  return (
    <FocusSection focusKey="password/form" className="tv-form">
      <div className="tv-page-title">{title}</div>
      <TextField name="password" type="password" label={t('account.newPassword')} value={form.password} onChange={form.setPassword} placeholder={t('account.newPasswordPlaceholder')} maxLength={PASSWORD_MAX_CHARS} />
      <TextField name="confirm" type="password" label={t('user.confirmPassword')} value={form.confirm} onChange={form.setConfirm} placeholder={t('user.confirmPasswordPlaceholder')} maxLength={PASSWORD_MAX_CHARS} />
      <div className="tv-form-error" data-testid="form-error">{error ?? ''}</div>
      <FocusButton id="confirm" label={t('common.confirm')} onPress={() => void submit()} testId="password-submit" />
    </FocusSection>
  );
}

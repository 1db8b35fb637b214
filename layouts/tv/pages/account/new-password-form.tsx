// The TV new-password form of /resetPassword and /setPassword: two fields and a confirm; done
// goes to mine.
import { PASSWORD_MAX_CHARS } from '@src/features/auth';
import { useCallback, useState } from 'react';
import { FocusSection } from '@focus/focus-section';
import { t as tt, useT, type MessageKey } from '@src/i18n';
import type { PasswordOutcome } from '@src/features/account';
import { href } from '@src/routes/href';
import { toast } from '@src/stores/ui';
import { FocusButton } from '../../components/focus-button';
import { TextField } from '../../components/text-field';
import { useTvNavigate } from '../../router/navigate';
import { usePageReady } from '../../shell/page-context';
import { useTvStep } from '../../components/use-tv-step';
import '../user.css';
import './account.css';

export function NewPasswordForm({ title, send, done }: { title: string; send: (p: string, c: string) => Promise<PasswordOutcome>; done: MessageKey }) {
  const t = useT();
  const navigate = useTvNavigate();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  usePageReady(true);
  const run = useCallback(async () => {
    const out = await send(password, confirm);
    if (!out.ok) return out.problem;
    toast(tt(done));
    navigate(href('PersonalCenter'), { replace: true });
    return true as const;
  }, [send, password, confirm, done, navigate]);
  const { error, submit } = useTvStep(run);
  return (
    <FocusSection focusKey="password/form" className="tv-form">
      <div className="tv-page-title">{title}</div>
      <TextField name="password" type="password" label={t('account.newPassword')} value={password} onChange={setPassword} placeholder={t('account.newPasswordPlaceholder')} maxLength={PASSWORD_MAX_CHARS} />
      <TextField name="confirm" type="password" label={t('user.confirmPassword')} value={confirm} onChange={setConfirm} placeholder={t('user.confirmPasswordPlaceholder')} maxLength={PASSWORD_MAX_CHARS} />
      <div className="tv-form-error" data-testid="form-error">{error ?? ''}</div>
      <FocusButton id="confirm" label={t('common.confirm')} onPress={() => void submit()} testId="password-submit" />
    </FocusSection>
  );
}

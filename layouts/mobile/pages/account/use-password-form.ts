import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import type { PasswordOutcome } from '@src/features/account';
import { href } from '@src/routes/href';
import { toast, TOAST_MEDIUM_MS } from '@src/stores/ui';
import type { MessageKey } from '@src/i18n';
import { useMt } from '../../text';
import { useAction } from '@src/data/use-action';

/** A new-password form (reset or first password): one send at a time, then to mine. */
export function usePasswordForm(send: (password: string, confirm: string) => Promise<PasswordOutcome>, done: MessageKey) {
  const t = useMt();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const save = useAction(async () => {
    const out = await send(password, confirm);
    if (!out.ok) {
      if (out.problem) toast(t(out.problem), TOAST_MEDIUM_MS);
      return;
    }
    toast(t(done), TOAST_MEDIUM_MS);
    navigate(href('PersonalCenter'), { replace: true });
  });
  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    await save.run();
  };
  return { password, setPassword, confirm, setConfirm, busy: save.busy, onSubmit };
}

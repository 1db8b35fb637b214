import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import type { PasswordOutcome } from '@src/features/account';
import { href } from '@src/routes/href';
import { toast, TOAST_MEDIUM_MS } from '@src/stores/ui';
import type { MessageKey } from '@src/i18n';
import { useMt } from '../../text';

/** A new-password form (reset or first password): one send at a time, then to mine. */
export function usePasswordForm(send: (password: string, confirm: string) => Promise<PasswordOutcome>, done: MessageKey) {
  const t = useMt();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [busy, setBusy] = useState(false);
  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    setBusy(true);
    try {
      const out = await send(password, confirm);
      if (!out.ok) {
        if (out.problem) toast(t(out.problem), TOAST_MEDIUM_MS);
        return;
      }
      toast(t(done), TOAST_MEDIUM_MS);
      navigate(href('PersonalCenter'), { replace: true });
    } finally {
      setBusy(false);
    }
  };
  return { password, setPassword, confirm, setConfirm, busy, onSubmit };
}

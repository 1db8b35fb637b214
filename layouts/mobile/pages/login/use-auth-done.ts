import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { afterAuth, submitAuth, type AuthMode, type LoginCaptcha, type RegisterInput } from '@src/features/auth';
import { toast, TOAST_MEDIUM_MS } from '@src/stores/ui';
import { historyIndex } from '../../shell/transition';
import { useMt } from '../../text';

/**
 * The submit of the login and register forms over src/features/auth: a refused check toasts
 * its message, one send at a time, and on success the session is stored and the form leaves
 * (to ?redirect=, else back, else to mine). On failure the request layer has already shown
 * the server's message and the form keeps its input; a login's captcha (when the server asks
 * for one) goes with the try and is replaced after it.
 */
export function useAuthSubmit(mode: AuthMode, input: () => RegisterInput, areaCode: () => string, captcha?: LoginCaptcha) {
  const t = useMt();
  const navigate = useNavigate();
  const { search } = useLocation();
  const [busy, setBusy] = useState(false);
  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    setBusy(true);
    try {
      const out = await submitAuth(mode, input(), areaCode(), captcha?.solved ?? null);
      captcha?.settle(out);
      if (!out.ok) {
        if (out.problem) toast(t(out.problem), TOAST_MEDIUM_MS);
        return;
      }
      toast(t(out.message), TOAST_MEDIUM_MS);
      const next = afterAuth(search, historyIndex());
      if ('back' in next) navigate(-1);
      else navigate(next.to, { replace: next.replace });
    } finally {
      setBusy(false);
    }
  };
  return { busy, onSubmit };
}

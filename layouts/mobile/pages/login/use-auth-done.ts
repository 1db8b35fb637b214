import { useCallback, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { User } from '@src/api/contract/common';
import { sessionStore } from '@src/stores/session';
import { toast, TOAST_MEDIUM_MS } from '@src/stores/ui';
import { historyIndex } from '../../shell/transition';
import { useMt, type TextKey } from '../../text';
import { redirectTarget } from './auth-rules';

/** Stores the new session and leaves the form: to ?redirect=, else back, else to mine. */
export function useAuthDone() {
  const navigate = useNavigate();
  const { search } = useLocation();
  return useCallback(
    (user: User, message: string) => {
      const s = sessionStore.getState();
      s.setUser(user);
      s.setLoginValid(true);
      toast(message, TOAST_MEDIUM_MS);
      const target = redirectTarget(search);
      if (target) navigate(target, { replace: true });
      else if (historyIndex() > 0) navigate(-1);
      else navigate('/user', { replace: true });
    },
    [navigate, search],
  );
}

/**
 * The submit of the login and register forms: checks the input (a toast names the problem),
 * sends once at a time, and on success stores the session and leaves. On failure the request
 * layer has already shown the server's message and the form keeps its input.
 */
export function useAuthSubmit(check: () => TextKey | null, send: () => Promise<User>, successKey: TextKey) {
  const t = useMt();
  const done = useAuthDone();
  const [busy, setBusy] = useState(false);
  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const problem = check();
    if (problem) {
      toast(t(problem), TOAST_MEDIUM_MS);
      return;
    }
    setBusy(true);
    try {
      done(await send(), t(successKey));
    } catch {
      // Shown by the request layer already; nothing is lost.
    } finally {
      setBusy(false);
    }
  };
  return { busy, onSubmit };
}

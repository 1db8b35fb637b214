import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { User } from '@src/api/contract/common';
import { sessionStore } from '@src/stores/session';
import { toast, TOAST_MEDIUM_MS } from '@src/stores/ui';
import { historyIndex } from '../../shell/transition';
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

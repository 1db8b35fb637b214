// Carries out a feature's Next on the phone: through react-router (the shell's blocker asks the
// leave guards).
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Next } from '@src/lib/next';

export function useCarryOut(): (n: Next) => void {
  const navigate = useNavigate();
  return useCallback((n: Next) => {
    if ('back' in n) navigate(-1);
    else navigate(n.next, n.replace ? { replace: true } : undefined);
  }, [navigate]);
}

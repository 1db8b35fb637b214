// Carries out a feature's Next on TV: through the TV navigate, which asks the leave guards.
import { useCallback } from 'react';
import type { Next } from '@src/lib/next';
import { useTvNavigate } from './navigate';

export function useCarryOut(): (n: Next) => void {
  const navigate = useTvNavigate();
  return useCallback((n: Next) => {
    if ('back' in n) navigate(-1);
    else navigate(n.next, n.replace ? { replace: true } : undefined);
  }, [navigate]);
}

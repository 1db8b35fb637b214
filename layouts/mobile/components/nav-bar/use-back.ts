import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { historyIndex } from '../../shell/transition';
import { href } from '@src/routes/href';

/**
 * Spec 001 §2: the back arrow returns to the previous path, or to the fallback target when one
 * is set. With no fallback and nothing to go back to (opened from a link), it goes home.
 */
export function useBack(fallback?: string) {
  const navigate = useNavigate();
  return useCallback(() => {
    if (fallback) navigate(fallback, { replace: true });
    else if (historyIndex() > 0) navigate(-1);
    else navigate(href('Home'), { replace: true });
  }, [navigate, fallback]);
}

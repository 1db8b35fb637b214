// The countdown of a running bargain to its endTime (seconds, spec 000 §4, §9), ticking each
// second (the app's one countdown, src/lib/use-seconds-left.ts), and the re-fetch 3 s after it
// reaches zero. Shared by the owner's bargain block and the shared link's page.
import { useEffect } from 'react';
import { useSecondsLeft } from '@src/lib/use-seconds-left';
import { BARGAIN_REFETCH_MS } from './bargain-rules';

/** Seconds left while `running`, else 0; `refetch` runs BARGAIN_REFETCH_MS after it reaches 0. */
export function useBargainCountdown(endTime: number, running: boolean, refetch: () => void): number {
  const left = useSecondsLeft(running ? endTime * 1000 : 0);
  useEffect(() => {
    if (!running || left > 0) return undefined;
    const id = setTimeout(refetch, BARGAIN_REFETCH_MS);
    return () => clearTimeout(id);
  }, [running, left, refetch]);
  return running ? left : 0;
}

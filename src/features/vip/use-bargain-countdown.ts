// The countdown of a running bargain to its endTime (seconds, spec 000 §4, §9), ticking each
// second, and the re-fetch 3 s after it reaches zero. Shared by the owner's bargain block and
// the shared link's page.
import { useEffect, useState } from 'react';
import { BARGAIN_REFETCH_MS, secondsLeft } from './bargain-rules';

/** Seconds left while `running`, else 0; `refetch` runs BARGAIN_REFETCH_MS after it reaches 0. */
export function useBargainCountdown(endTime: number, running: boolean, refetch: () => void): number {
  const [now, setNow] = useState(() => Date.now());
  const left = running ? secondsLeft(endTime, now) : 0;
  useEffect(() => {
    if (!running) return undefined;
    const id = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(id);
  }, [running]);
  useEffect(() => {
    if (!running || left > 0) return undefined;
    const id = setTimeout(refetch, BARGAIN_REFETCH_MS);
    return () => clearTimeout(id);
  }, [running, left, refetch]);
  return left;
}

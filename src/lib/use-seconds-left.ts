// The wait before another verification code may be asked for ("60秒后重新获取"), counting down
// once a second while a page shows it. One helper for every form that sends codes.
import { useEffect, useState } from 'react';

/** Whole seconds from `now` until `until` (unix ms); 0 once it has passed. */
export const secondsLeft = (until: number, now = Date.now()) => Math.max(0, Math.ceil((until - now) / 1000));

/** secondsLeft(until), re-rendering the caller once a second until it reaches 0. */
export function useSecondsLeft(until: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until <= Date.now()) return undefined;
    setNow(Date.now());
    const id = setInterval(() => {
      const t = Date.now();
      setNow(t);
      if (t >= until) clearInterval(id);
    }, 1000);
    return () => clearInterval(id);
  }, [until]);
  return secondsLeft(until, now);
}

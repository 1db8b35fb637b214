// True shortly after the first screen shows a focused control (or after 10 s whatever it shows):
// what loads then (the start advert, the menu's VIP activity) stays off the TV home's initial
// scripts, budgeted up to the first focused poster, and never holds that screen up
// (docs/decisions/019-shell-overlays-after-first-screen.md).
import { useEffect, useState } from 'react';

const CHECK_MS = 250;
const MAX_CHECKS = 40;
/** Checks left once something is focused: the extras come a little after the first screen. */
const SETTLE_CHECKS = 2;

export function useAfterFirstScreen(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let checks = 0;
    let settle = SETTLE_CHECKS;
    const id = setInterval(() => {
      checks++;
      if (document.querySelector('.focused')) settle--;
      if (settle > 0 && checks < MAX_CHECKS) return;
      clearInterval(id);
      setReady(true);
    }, CHECK_MS);
    return () => clearInterval(id);
  }, []);
  return ready;
}

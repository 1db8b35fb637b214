// The first-launch offer of youth mode (issue 30), once for both shells: a moment after the
// first screen, when it is due on this device, the feature's dialog; its chunk loads only then,
// off the first screen. The shell carries out where the answer leads.
import { useEffect } from 'react';
import type { Next } from '@src/lib/next';
import { youthPromptDue } from './youth-prompt-due';

/** After the first screen and the start advert's own wait. */
const PROMPT_DELAY_MS = 2500;

export function useYouthPrompt(carryOut: (next: Next) => void): void {
  useEffect(() => {
    if (!youthPromptDue()) return;
    let left = false;
    const id = setTimeout(() => {
      void import('./index')
        .then((m) => m.offerYouthMode())
        .then((next) => {
          if (next && !left) carryOut(next);
        });
    }, PROMPT_DELAY_MS);
    return () => {
      left = true;
      clearTimeout(id);
    };
  }, [carryOut]);
}

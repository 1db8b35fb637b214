// The first-launch offer of youth mode (issue 30): a moment after the first screen, when it is
// due on this device, the feature's dialog; its chunk loads only then, off the first screen.
import { useEffect } from 'react';
import { youthPromptDue } from '@src/features/youth/youth-prompt-due';
import { useCarryOut } from '../router/use-carry-out';

/** After the first screen and the start advert's own wait. */
const PROMPT_DELAY_MS = 2500;

export function YouthPromptHost() {
  const carryOut = useCarryOut();
  useEffect(() => {
    if (!youthPromptDue()) return;
    let left = false;
    const id = setTimeout(() => {
      void import('@src/features/youth')
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
  return null;
}

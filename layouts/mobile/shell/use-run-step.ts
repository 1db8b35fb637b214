// Carries out a feature's form step on the phone: a refused check and a done step's notice are
// toasted, the Next carried out (through the router, whose blocker asks the leave guards).
import { useCallback } from 'react';
import type { Step } from '@src/data/use-step';
import { t } from '@src/i18n';
import { toast, TOAST_MEDIUM_MS } from '@src/stores/ui';
import { useCarryOut } from './use-carry-out';

export function useRunStep<I = void>(step: Step<I>): (input: I) => Promise<void> {
  const carryOut = useCarryOut();
  const { run } = step;
  return useCallback(async (input: I) => {
    const end = await run(input);
    if (!end.ok) {
      if (end.problem) toast(t(end.problem), TOAST_MEDIUM_MS);
      return;
    }
    if (end.notice) toast(t(end.notice.key, end.notice.params), TOAST_MEDIUM_MS);
    if (end.next) carryOut(end.next);
  }, [run, carryOut]);
}

// Carries out a feature's form step on TV: a refused check is shown in the form (`error`, or a
// toast where the page has no form), a done step's notice is toasted and its Next carried out.
import { useCallback } from 'react';
import type { Step } from '@src/data/use-step';
import { t } from '@src/i18n';
import { toast } from '@src/stores/ui';
import { useCarryOut } from '../router/use-carry-out';

export function useTvStep<I = void>(step: Step<I>, { toastProblem = false }: { toastProblem?: boolean } = {}) {
  const carryOut = useCarryOut();
  const { run } = step;
  const submit = useCallback(async (input: I) => {
    const end = await run(input);
    if (!end.ok) {
      if (toastProblem && end.problem) toast(t(end.problem));
      return;
    }
    if (end.notice) toast(t(end.notice.key, end.notice.params));
    if (end.next) carryOut(end.next);
  }, [run, carryOut, toastProblem]);
  return { error: step.problem && !toastProblem ? t(step.problem) : null, busy: step.busy, submit };
}

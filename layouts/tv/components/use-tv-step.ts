import { useCallback, useState } from 'react';
import { useAction } from '@src/data/use-action';
import type { MessageKey } from '@src/i18n';
import { t } from '@src/i18n';

/**
 * One step of a TV account form: the shown problem, one send at a time (useAction refuses a
 * second while one is on its way). `run` gives a message key (shown), null (the request layer
 * has shown the server's message) or true (done).
 */
export function useTvStep(run: () => Promise<MessageKey | null | true> | MessageKey | null | true) {
  const [error, setError] = useState<string | null>(null);
  const action = useAction(async () => run());
  const { run: start } = action;
  const submit = useCallback(async () => {
    const out = await start();
    if (!out.ok) return;
    setError(out.result === true || out.result === null ? null : t(out.result));
  }, [start]);
  return { error, submit };
}

import { useCallback, useState } from 'react';
import type { MessageKey } from '@src/i18n';
import { t } from '@src/i18n';

/**
 * One step of a TV account form: the shown problem, one send at a time. `run` gives a message
 * key (shown), null (the request layer has shown the server's message) or true (done).
 */
export function useTvStep(run: () => Promise<MessageKey | null | true> | MessageKey | null | true) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = useCallback(async () => {
    if (busy) return;
    setBusy(true);
    try {
      const out = await run();
      setError(out === true || out === null ? null : t(out));
    } finally {
      setBusy(false);
    }
  }, [busy, run]);
  return { error, submit };
}

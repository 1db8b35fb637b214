// The /feedback form's state for both layouts.
import { useCallback, useEffect, useRef, useState } from 'react';
import { t } from '@src/i18n';
import { toast, TOAST_MEDIUM_MS } from '@src/stores/ui';
import { sendSuggestion, suggestionProblem, type SuggestionForm } from './suggestion';
import { finishFeedback } from './finish';
import { openedFromApp } from './labels';

export function useSuggestionForm(search: string, goBack: () => void) {
  const [form, setForm] = useState<SuggestionForm>({ type: 1, content: '', contact: '' });
  const [sending, setSending] = useState(false);
  const stop = useRef<(() => void) | null>(null);
  useEffect(() => () => stop.current?.(), []);
  const update = useCallback((patch: Partial<SuggestionForm>) => setForm((f) => ({ ...f, ...patch })), []);
  const submit = useCallback(async () => {
    if (sending || stop.current) return;
    const problem = suggestionProblem(form);
    if (problem) {
      toast(t(problem), TOAST_MEDIUM_MS);
      return;
    }
    setSending(true);
    try {
      stop.current = finishFeedback(await sendSuggestion(form), openedFromApp(search), goBack);
    } catch {
      // The request layer has shown the server's message.
    } finally {
      setSending(false);
    }
  }, [sending, form, search, goBack]);
  return { form, update, sending, submit, problem: suggestionProblem(form) };
}

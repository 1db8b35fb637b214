// The play feedback form's state for both layouts: choices, description, the submit rule and
// the send. The view only shows what it returns and hands over its "go back".
import { useCallback, useEffect, useRef, useState } from 'react';
import type { MessageKey } from '@src/i18n';
import { sessionStore } from '@src/stores/session';
import { toast, TOAST_MEDIUM_MS } from '@src/stores/ui';
import { clipDescription, firstMissingGroup, NO_CHOICES, playFeedbackPayload, sendPlayFeedback, toggleChoice, visibleGroups, type Choices, type FeedbackGroup } from './play-feedback';
import { finishFeedback } from './finish';
import { openedFromApp, useFeedbackText } from './labels';
import { useAction } from '@src/data/use-action';

export function usePlayFeedbackForm(search: string, goBack: () => void) {
  const t = useFeedbackText(search);
  const fromApp = openedFromApp(search);
  const [choices, setChoices] = useState<Choices>(NO_CHOICES);
  const [description, setDescriptionRaw] = useState('');
  // A failure: the request layer has shown the server's message (or the network failure).
  const send = useAction(async (payload: Parameters<typeof sendPlayFeedback>[0]) => {
    const msg = await sendPlayFeedback(payload);
    stop.current = finishFeedback(msg, fromApp, goBack);
  });
  const { run, busy: sending } = send;
  const stop = useRef<(() => void) | null>(null);
  useEffect(() => () => stop.current?.(), []);

  const toggle = useCallback((group: FeedbackGroup, option: MessageKey) => setChoices((c) => toggleChoice(c, group, option)), []);
  const setDescription = useCallback((v: string) => setDescriptionRaw(clipDescription(v)), []);
  const missing = firstMissingGroup(choices, fromApp);

  const submit = useCallback(async () => {
    if (sending || stop.current) return;
    if (missing) {
      toast(t('feedback.chooseGroup', { group: t(missing.titleKey) }), TOAST_MEDIUM_MS);
      return;
    }
    const q = new URLSearchParams(search);
    const payload = playFeedbackPayload(choices, description, fromApp, {
      name: q.get('name') ?? sessionStore.getState().user?.nickName,
      videoTitle: q.get('videoTitle') ?? q.get('title') ?? undefined,
      mediaKey: q.get('mediaKey') ?? q.get('id') ?? undefined,
    });
    await run(payload);
  }, [sending, missing, t, search, choices, description, fromApp, run]);

  return { t, groups: visibleGroups(fromApp), choices, toggle, description, setDescription, canSubmit: missing === null && !sending, sending, submit };
}

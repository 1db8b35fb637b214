// The /feedback form's state for both layouts. Images (the phone's picker) are uploaded when
// picked, so a refused file is told at once: a signed-in user's through UploadChatImage, a
// visitor's through UploadFileNoLogin (spec 000 §7), so both are offered the picker (canAttach).
import { useCallback, useEffect, useRef, useState } from 'react';
import { t } from '@src/i18n';
import { useSession } from '@src/stores/session';
import { toast, TOAST_MEDIUM_MS } from '@src/stores/ui';
import { uploadGuestImage, uploadImage } from '../image-upload';
import { FEEDBACK_MAX_IMAGES, sendSuggestion, suggestionProblem, type SuggestionForm } from './suggestion';
import { finishFeedback } from './finish';
import { openedFromApp } from './labels';
import { useAction } from '@src/data/use-action';

export function useSuggestionForm(search: string, goBack: () => void) {
  const [form, setForm] = useState<SuggestionForm>({ type: 1, content: '', contact: '', images: [] });
  const signedIn = useSession((s) => s.user !== null);
  const stop = useRef<(() => void) | null>(null);
  const previews = useRef<string[]>([]);
  useEffect(
    () => () => {
      stop.current?.();
      for (const p of previews.current.splice(0)) URL.revokeObjectURL(p);
    },
    [],
  );
  const update = useCallback((patch: Partial<Omit<SuggestionForm, 'images'>>) => setForm((f) => ({ ...f, ...patch })), []);
  const canAttach = form.images.length < FEEDBACK_MAX_IMAGES;

  // A refused file: the request layer has shown the server's message (not an image, too large).
  const upload = useAction(async (file: Blob) => {
    const path = await (signedIn ? uploadImage(file) : uploadGuestImage(file));
    const preview = URL.createObjectURL(file);
    previews.current.push(preview);
    setForm((f) => ({ ...f, images: [...f.images, { path, preview }].slice(0, FEEDBACK_MAX_IMAGES) }));
  });
  const { run: runUpload, busy: uploading } = upload;
  const addImage = useCallback(
    async (file: Blob) => {
      if (!canAttach) return;
      await runUpload(file);
    },
    [canAttach, runUpload],
  );
  // A failure: the request layer has shown the server's message.
  const send = useAction(async (f: SuggestionForm) => {
    stop.current = finishFeedback(await sendSuggestion(f), openedFromApp(search), goBack);
  });
  const { run: runSend, busy: sending } = send;

  const removeImage = useCallback((path: string) => {
    setForm((f) => {
      for (const i of f.images) if (i.path === path) URL.revokeObjectURL(i.preview);
      return { ...f, images: f.images.filter((i) => i.path !== path) };
    });
  }, []);

  const submit = useCallback(async () => {
    if (sending || uploading || stop.current) return;
    const problem = suggestionProblem(form);
    if (problem) {
      toast(t(problem), TOAST_MEDIUM_MS);
      return;
    }
    await runSend(form);
  }, [sending, uploading, form, runSend]);
  return { form, update, sending, uploading, canAttach, addImage, removeImage, submit, problem: suggestionProblem(form) };
}

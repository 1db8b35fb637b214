// /complaint, once for both layouts: the reason (typed or a quick one), up to 4 images (the phone
// picks them; a TV has none), and the send: the reason is checked first, success shows the
// report-received dialog and goes back. A server refusal was shown by the request layer; the
// form keeps its input.
import { useCallback, useState } from 'react';
import { done, stay, useStep } from '@src/data/use-step';
import { t, type MessageKey } from '@src/i18n';
import { openDialog } from '@src/stores/ui';
import { COMPLAINT_MAX_IMAGES, complaintProblem, submitComplaint } from './chat-settings';

export const COMPLAINT_QUICK_REASONS: readonly MessageKey[] = ['complaint.quick1', 'complaint.quick2', 'complaint.quick3', 'complaint.quick4'];

export function useComplaint(uid: number, messageId: number) {
  const [reason, setReason] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const addFile = useCallback((f: File) => setFiles((x) => [...x, f].slice(0, COMPLAINT_MAX_IMAGES)), []);
  const step = useStep(async () => {
    const problem = complaintProblem(reason);
    if (problem) return stay(problem);
    await submitComplaint(uid, reason, files, messageId);
    await openDialog({ title: t('dialogs.reportReceivedTitle'), message: t('dialogs.reportReceivedContent'), buttons: [{ text: t('dialogs.reportReceivedButton'), value: 'ok' }] });
    return done({ back: true });
  });
  return { reason, setReason, files, addFile, canAddFile: files.length < COMPLAINT_MAX_IMAGES, step };
}

// After a feedback is sent (spec 002 §4): the server's message shows for 1.5 s, then the
// native shell closes when the page was opened from an app, otherwise the app goes back.
import { closeShell } from '@src/platform/webview';
import { capToastText } from '@src/lib/toast-text';
import { t } from '@src/i18n';
import { toast, TOAST_MEDIUM_MS } from '@src/stores/ui';

export const FEEDBACK_DONE_MS = TOAST_MEDIUM_MS;

export function finishFeedback(msg: string, fromApp: boolean, goBack: () => void): () => void {
  toast(capToastText(msg || t('feedback.thanks'), t('feedback.thanks')), FEEDBACK_DONE_MS);
  const timer = setTimeout(() => {
    if (!(fromApp && closeShell())) goBack();
  }, FEEDBACK_DONE_MS);
  return () => clearTimeout(timer);
}

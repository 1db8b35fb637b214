// The first-launch offer of youth mode, once per device: a dialog whose confirm opens /youth.
import { ensurePageTexts, t } from '@src/i18n';
import type { Next } from '@src/lib/next';
import { href } from '@src/routes/href';
import { openDialog } from '@src/stores/ui';
import { markYouthPromptSeen, youthPromptDue } from './youth-prompt-due';

const OPEN = 'youth-open';
const DISMISS = 'youth-dismiss';

/** Shows the offer when it is due; resolves with where to go (null: dismissed or not due). */
export async function offerYouthMode(): Promise<Next | null> {
  if (!youthPromptDue()) return null;
  // Youth texts are page texts, not on the first screen's dictionary.
  await ensurePageTexts();
  // Marked before it shows: a reload with the dialog open does not offer it again.
  markYouthPromptSeen();
  const v = await openDialog({
    title: t('youth.promptTitle'),
    message: t('youth.promptText'),
    buttons: [
      { text: t('youth.promptDismiss'), value: DISMISS },
      { text: t('youth.promptOpen'), value: OPEN },
    ],
  });
  return v === OPEN ? { next: href('Youth') } : null;
}

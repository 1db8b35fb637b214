// The retention popup when leaving the VIP page without paying (spec 000 §2).
import { t } from '@src/i18n';
import { openDialog } from '@src/stores/ui';

export type RetainChoice = 'leave' | 'buy';

export async function askRetain(): Promise<RetainChoice> {
  const v = await openDialog({
    title: t('dialogs.retainTitle'),
    message: t('dialogs.retainMessage'),
    buttons: [
      { text: t('dialogs.retainLeave'), value: 'leave' },
      { text: t('dialogs.retainBuy'), value: 'buy' },
    ],
  });
  return v === 'buy' ? 'buy' : 'leave';
}

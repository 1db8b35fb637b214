import { useCallback } from 'react';
import { logoutEverywhere } from '@src/features/auth';
import { t } from '@src/i18n';
import { openDialog, toast } from '@src/stores/ui';
import { tvText } from '../tv-strings';

/** Asks, calls logout (failures still log out locally: the token may already be dead), clears the user. */
export function useLogout(): () => Promise<void> {
  return useCallback(async () => {
    const v = await openDialog({
      title: t('settings.logoutConfirm'),
      buttons: [
        { text: t('common.cancel'), value: 'cancel' },
        { text: t('common.confirm'), value: 'ok' },
      ],
    });
    if (v !== 'ok') return;
    await logoutEverywhere();
    toast(tvText('logoutDone'));
  }, []);
}

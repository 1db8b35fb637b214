import { useCallback } from 'react';
import { call } from '@src/api/call';
import { logout } from '@src/api/contract/user';
import { t } from '@src/i18n';
import { sessionStore } from '@src/stores/session';
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
    await call(logout, {}, { ignoreErrors: true }).catch(() => undefined);
    sessionStore.getState().clearUser();
    toast(tvText('logoutDone'));
  }, []);
}

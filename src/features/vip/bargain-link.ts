// The bargain's shared link (data.url, /activityRules?bargainKey=): the owner copies it to share
// (复制成功 with the share text, or 复制失败), and at type 1 the app opens it (spec 000 §4: "Type 1
// means the user has entered the activity and should open the activity link").
import { navigate } from '@src/api/navigator';
import { t } from '@src/i18n';
import { openDialog, toast } from '@src/stores/ui';
import { copyText } from '../download';

/** The link as an address of this app (path and query), or null when it points elsewhere. */
export function bargainLinkPath(url: string, origin: string = location.origin): string | null {
  if (!url) return null;
  try {
    const u = new URL(url, origin);
    return u.origin === origin ? u.pathname + u.search : null;
  } catch {
    return null;
  }
}

/** Opens the bargain's activity page inside the app. */
export function openBargainLink(url: string): void {
  const path = bargainLinkPath(url);
  if (path) navigate(path);
}

/** Copies the full link for sharing on another platform. */
export async function copyBargainLink(url: string): Promise<void> {
  if (!url) return;
  const link = new URL(url, location.origin).toString();
  if (await copyText(link)) void openDialog({ title: t('dialogs.copySuccessTitle'), message: t('dialogs.copySuccessMessage'), buttons: [{ text: t('common.confirm'), value: 'ok' }] });
  else toast(t('errors.copyFailed'));
}

// Copying the download link on tap (spec 002 §2): the async clipboard where the page may use
// it, else the selection-and-copy command older TV and phone browsers still have. Toasts
// 已复制链接 or 复制失败.
import { t } from '@src/i18n';
import { toast, TOAST_MEDIUM_MS } from '@src/stores/ui';

function copyBySelection(text: string): boolean {
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
  }
}

export async function copyText(text: string): Promise<boolean> {
  if (!text) return false;
  try {
    if (navigator.clipboard && window.isSecureContext) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // refused (no permission, not focused): try the old way
  }
  return copyBySelection(text);
}

export async function copyLinkWithToast(text: string): Promise<boolean> {
  const ok = await copyText(text);
  toast(ok ? t('download.copied') : t('download.copyFailed'), TOAST_MEDIUM_MS);
  return ok;
}

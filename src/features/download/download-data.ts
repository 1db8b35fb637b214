// The download page's data (spec 002 §2, §3 "App download store"): the download info (only
// the Android client and the TV version are shown), and the download link kept in local
// storage as the share link, so the next visit has it before the reply.
import { call } from '@src/api/call';
import { appDownload } from '@src/api/contract/video';
import { getDownloadUrl } from '@src/api/contract/misc';
import { useResource } from '@src/data/use-resource';
import { localGet, localSet } from '@src/lib/storage';
import type { Os } from '@src/platform';
import { downloadKeys } from './download-keys';

/** Version labels of spec 002 §9 (the server's download info may name others; these are shown). */
export const ANDROID_VERSION = '1.6.0';
export const TV_VERSION = '2.2.0';
export const SHARE_LINK_KEY = 'shareLink';

/**
 * The "use a computer" message is PC-only (spec 002 §2): a phone or TV visitor downloads right
 * here, so only a desktop visitor is told to open the link on a computer.
 */
export const tellsToUseComputer = (os: Os): boolean => os === 'desktop';

/** An address as a person can open or copy it: relative paths made absolute on this origin. */
export function absoluteLink(url: string, origin = typeof location !== 'undefined' ? location.origin : ''): string {
  const u = url.trim();
  if (!u) return '';
  if (/^https?:\/\//i.test(u)) return u;
  if (u.startsWith('//')) return `https:${u}`;
  return `${origin}${u.startsWith('/') ? '' : '/'}${u}`;
}

export async function loadLinks(signal?: AbortSignal): Promise<{ android: string; tv: string }> {
  const [urls, info] = await Promise.all([call(getDownloadUrl, {}, { signal }), call(appDownload, {}, { signal }).catch(() => null)]);
  const android = absoluteLink(urls.androidUrl || info?.androidDownloadURL || '');
  const tv = absoluteLink(urls.tvUrl || info?.tvDownloadURL || '');
  if (android) localSet(SHARE_LINK_KEY, android);
  return { android, tv };
}

/** The download links; the stored share link stands in for the Android one until the reply. */
export function useDownloadLinks() {
  const res = useResource(downloadKeys.links(), (signal) => loadLinks(signal), { staleTime: Infinity });
  const stored = localGet(SHARE_LINK_KEY) ?? '';
  return { ...res, android: res.data?.android ?? stored, tv: res.data?.tv ?? '' };
}

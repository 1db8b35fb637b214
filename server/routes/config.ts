import { getConfig, getHomeConfig, getUserRegion, isMalaysia } from '../../src/api/contract/config';
import { getDownloadUrl, statistics } from '../../src/api/contract/misc';
import { appDownload } from '../../src/api/contract/video';
import type { FastifyRequest } from 'fastify';
import type { RouteKit } from './types';

/** Region from a proxy header when present; loopback and private networks count as CN. */
export function regionOf(req: FastifyRequest): { country: string; code: string } {
  const h = req.headers['cf-ipcountry'] ?? req.headers['x-country-code'];
  const code = typeof h === 'string' && /^[A-Za-z]{2}$/.test(h) ? h.toUpperCase() : 'CN';
  const names: Record<string, string> = { CN: '中国', MY: '马来西亚', TW: '中国台湾', HK: '中国香港', SG: '新加坡', US: '美国' };
  return { country: names[code] ?? code, code };
}

export const DOWNLOAD_INFO = {
  iphoneDownloadURL: '', ipadDownloadURL: '', androidDownloadURL: '/media/app/app-release.apk',
  iphoneVer: '', ipadVer: '', androidVer: '1.6.0',
  iphoneBak: '', ipadBak: '',
  pcDownloadURL: '', pcVer: '', pcMemo: '',
  macVer: '', macMemo: '',
  ipadVip: '', iphoneVip: '',
  tvDownloadURL: '/media/app/tv-release.apk', tvVer: '2.2.0', tvMemo: '',
};

export function configRoutes({ ctx, on }: RouteKit): void {
  const { db, cache } = ctx;
  const entries = async () => {
    const rows = await cache.get('app_config', ['app_config'], async () =>
      (await db.query<{ key: string; value: string }>('SELECT key, value FROM app_config ORDER BY key')).rows,
    );
    // GoogleMap comes from the environment, never from the database.
    return [...rows.filter((r) => r.key !== 'GoogleMap'), { key: 'GoogleMap', value: ctx.googleMapKey }];
  };
  on(getHomeConfig, async () => ({ list: await entries() }));
  on(getConfig, async ({ query }) => ({ list: (await entries()).filter((e) => query.key === undefined || e.key === query.key) }));
  on(getUserRegion, async ({ req }) => regionOf(req));
  on(isMalaysia, async ({ query, req }) => ({ isMalaysia: (query.region || regionOf(req).code).toUpperCase() === 'MY' }));
  on(appDownload, async () => DOWNLOAD_INFO);
  on(getDownloadUrl, async () => ({ androidUrl: DOWNLOAD_INFO.androidDownloadURL, tvUrl: DOWNLOAD_INFO.tvDownloadURL }));
  on(statistics, async () => null);
}

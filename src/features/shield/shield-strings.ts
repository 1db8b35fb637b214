// Shield management texts are the `shield` group of src/i18n/zh-CN.ts, read when used so
// they follow the current language.
import { t, type MessageKey } from '@src/i18n';
import type zhCN from '@src/i18n/zh-CN';

type ShieldKey = keyof (typeof zhCN)['shield'];

export const shieldStrings = new Proxy({} as Record<ShieldKey, string>, {
  get: (_target, key: string) => t(`shield.${key}` as MessageKey),
});

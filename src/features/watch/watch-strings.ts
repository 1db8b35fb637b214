// Watch page texts are the `watch` group of src/i18n/zh-CN.ts; `ws` keeps call sites short.
import { t, type MessageKey, type MessageParams } from '@src/i18n';
import type zhCN from '@src/i18n/zh-CN';

export type WatchStringKey = keyof (typeof zhCN)['watch'];

export function ws(key: WatchStringKey, params?: MessageParams): string {
  return t(`watch.${key}` as MessageKey, params);
}

// TV-only texts live in the `tv` group of src/i18n/zh-CN.ts (so they get the traditional
// conversion too); this keeps the short call sites of the TV views.
import { t, type MessageKey, type MessageParams } from '@src/i18n';
import type zhCN from '@src/i18n/zh-CN';

export type TvStringKey = keyof (typeof zhCN)['tv'];

export function tvText(key: TvStringKey, params?: MessageParams): string {
  return t(`tv.${key}` as MessageKey, params);
}

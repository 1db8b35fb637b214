// Play-on-the-TV texts are the `handoff` group of src/i18n/zh-CN.ts; `hs` keeps call sites short.
import { t, type MessageKey, type MessageParams } from '@src/i18n';
import type zhCN from '@src/i18n/zh-CN';

export type HandoffStringKey = keyof (typeof zhCN)['handoff'];

export function hs(key: HandoffStringKey, params?: MessageParams): string {
  return t(`handoff.${key}` as MessageKey, params);
}

// Text lookup for the mobile layout: src/i18n keys, plus the few mobile-only strings of
// mobile-strings.ts until they are merged into the i18n dictionary.
import { useMemo } from 'react';
import { interpolate, t, useT, type MessageKey, type MessageParams } from '@src/i18n';
import { mobileStrings, type MobileStringKey } from './mobile-strings';

export type TextKey = MessageKey | MobileStringKey;

const isMobileKey = (key: string): key is MobileStringKey => Object.prototype.hasOwnProperty.call(mobileStrings, key);

export function mt(key: TextKey, params?: MessageParams): string {
  return isMobileKey(key) ? interpolate(mobileStrings[key], params) : t(key, params);
}

/** Like useT: re-renders the caller when the language changes. */
export function useMt(): (key: TextKey, params?: MessageParams) => string {
  const tt = useT();
  return useMemo(() => (key: TextKey, params?: MessageParams) => (isMobileKey(key) ? interpolate(mobileStrings[key], params) : tt(key, params)), [tt]);
}

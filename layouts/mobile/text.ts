// Text lookup for the mobile layout; mobile-only strings are the `mobile` group of src/i18n.
import { useT, type MessageKey, type MessageParams } from '@src/i18n';

export type TextKey = MessageKey;

/** Like useT: re-renders the caller when the language changes. */
export function useMt(): (key: TextKey, params?: MessageParams) => string {
  return useT();
}

import type { Messages } from './zh-CN';

type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];

/** Every dotted key of the dictionary, e.g. 'tabs.home'. */
export type MessageKey = Leaves<Messages>;
export type MessageParams = Record<string, string | number>;
export type Lang = 'zh-CN' | 'zh-TW';
export const LANGS: readonly Lang[] = ['zh-CN', 'zh-TW'];

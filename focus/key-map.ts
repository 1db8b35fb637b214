// Remote keys as data, one table per platform (after BBC LRUD's key-codes table): the
// dispatcher looks codes up here instead of growing `if` chains per TV brand.

import type { RemoteKeySet } from '@src/platform/detect';

/** The platform's key table; src/platform/detect.ts (the one detector) says which applies. */
export type TvPlatform = RemoteKeySet;

export type NavAction = 'left' | 'up' | 'right' | 'down' | 'enter';
export type MediaAction = 'play' | 'pause' | 'playPause' | 'rewind' | 'fastForward' | 'stop';
export type ColorAction = 'red' | 'green' | 'yellow' | 'blue';
export type KeyAction = NavAction | 'back' | MediaAction | ColorAction;

/** keyCode numbers and KeyboardEvent.key / .code names that mean each action. */
export type KeyMap = Readonly<Record<KeyAction, readonly (number | string)[]>>;

/** Keys every platform understands (a keyboard plugged into a box, dev browsers, e2e tests). */
const BASE: KeyMap = {
  left: [37, 'ArrowLeft'],
  up: [38, 'ArrowUp'],
  right: [39, 'ArrowRight'],
  down: [40, 'ArrowDown'],
  enter: [13, 'Enter'],
  back: [27, 'Escape', 8, 'Backspace'],
  play: [415, 'MediaPlay'],
  pause: [19, 'MediaPause'],
  playPause: [10252, 179, 'MediaPlayPause'],
  rewind: [412, 'MediaRewind'],
  fastForward: [417, 'MediaFastForward'],
  stop: [413, 178, 'MediaStop'],
  red: [403, 'ColorF0Red'],
  green: [404, 'ColorF1Green'],
  yellow: [405, 'ColorF2Yellow'],
  blue: [406, 'ColorF3Blue'],
};

/** Platform extras, merged over BASE. */
const EXTRAS: Record<TvPlatform, Partial<Record<KeyAction, readonly (number | string)[]>>> = {
  // Samsung Tizen: Return is 10009 (key name XF86Back).
  tizen: { back: [10009, 'XF86Back'] },
  // LG webOS: Back is 461 ('GoBack' on newer firmware).
  webos: { back: [461, 'GoBack'] },
  // Android TV webview: KEYCODE_BACK arrives as 4 when the shell forwards it.
  android: { back: [4, 'GoBack', 'BrowserBack'] },
  browser: { back: ['BrowserBack'] },
};

function merge(platform: TvPlatform): KeyMap {
  const out = {} as Record<KeyAction, (number | string)[]>;
  (Object.keys(BASE) as KeyAction[]).forEach((action) => {
    out[action] = [...BASE[action], ...(EXTRAS[platform][action] ?? [])];
  });
  return out;
}

export const KEY_MAPS: Readonly<Record<TvPlatform, KeyMap>> = {
  tizen: merge('tizen'),
  webos: merge('webos'),
  android: merge('android'),
  browser: merge('browser'),
};

export function keyMapFor(platform: TvPlatform): KeyMap {
  return KEY_MAPS[platform];
}

export interface KeyLike {
  keyCode?: number;
  key?: string;
  code?: string;
}

/** The action a key event means on this map; keyCode first, as TV browsers fill it reliably. */
export function actionForKey(map: KeyMap, ev: KeyLike): KeyAction | undefined {
  const candidates: (number | string)[] = [];
  if (ev.keyCode) candidates.push(ev.keyCode);
  if (ev.key) candidates.push(ev.key);
  if (ev.code) candidates.push(ev.code);
  for (const action of Object.keys(map) as KeyAction[]) {
    const codes = map[action];
    if (candidates.some((c) => codes.includes(c))) return action;
  }
  return undefined;
}

/** Keys that are Back on a remote but delete a character inside a text field (a keyboard's Backspace). */
const TEXT_DELETE: readonly (number | string)[] = [8, 'Backspace'];

export function deletesText(ev: KeyLike): boolean {
  return (ev.keyCode !== undefined && TEXT_DELETE.includes(ev.keyCode)) || (ev.key !== undefined && TEXT_DELETE.includes(ev.key));
}

/** The part norigin handles itself (arrows and OK); Back, media and colour keys go through our dispatcher. */
export function noriginKeyMap(map: KeyMap): Record<NavAction, (number | string)[]> {
  return {
    left: [...map.left],
    up: [...map.up],
    right: [...map.right],
    down: [...map.down],
    enter: [...map.enter],
  };
}

/** Tizen delivers media and colour keys only after tizen.tvinputdevice.registerKey(name). */
export const TIZEN_REGISTERED_KEYS: readonly string[] = [
  'MediaPlay', 'MediaPause', 'MediaPlayPause', 'MediaRewind', 'MediaFastForward', 'MediaStop',
  'ColorF0Red', 'ColorF1Green', 'ColorF2Yellow', 'ColorF3Blue',
];

interface TizenInput {
  registerKey(name: string): void;
}

/** Registers the Tizen keys when the tizen API exists; returns the names that registered. */
export function registerTizenKeys(host: unknown = typeof window !== 'undefined' ? window : undefined): string[] {
  const input = (host as { tizen?: { tvinputdevice?: TizenInput } } | undefined)?.tizen?.tvinputdevice;
  if (!input || typeof input.registerKey !== 'function') return [];
  const done: string[] = [];
  for (const name of TIZEN_REGISTERED_KEYS) {
    try {
      input.registerKey(name);
      done.push(name);
    } catch {
      // Some models lack a key (no colour keys on the smart remote): skip it, keep the rest.
    }
  }
  return done;
}

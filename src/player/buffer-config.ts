// hls.js buffer sizes per device class. TVs and set-top boxes have 1-2 GB shared by several
// resident apps, so their buffers stay small; phones get a longer forward buffer to ride out
// cellular dropouts and a short back buffer (seeking back is rare, tab memory is capped).
import { currentLayout, type LayoutKind } from '../platform/layout-choice';

export type PlayerDevice = 'tv' | 'phone';

export const TV_BUFFER_CONFIG = {
  backBufferLength: 90,
  maxBufferLength: 30,
  maxMaxBufferLength: 60,
  maxBufferSize: 30 * 1000 * 1000,
  capLevelToPlayerSize: true,
} as const;

export const PHONE_BUFFER_CONFIG = {
  backBufferLength: 30,
  maxBufferLength: 30,
  maxMaxBufferLength: 120,
  maxBufferSize: 60 * 1000 * 1000,
  capLevelToPlayerSize: true,
} as const;

export const deviceOfLayout = (layout: LayoutKind): PlayerDevice => (layout === 'tv' ? 'tv' : 'phone');

/** The device class of this page: the same choice that picked the layout at boot. */
export const currentPlayerDevice = (): PlayerDevice => deviceOfLayout(currentLayout());

export function bufferConfigFor(device: PlayerDevice): typeof TV_BUFFER_CONFIG | typeof PHONE_BUFFER_CONFIG {
  return device === 'tv' ? TV_BUFFER_CONFIG : PHONE_BUFFER_CONFIG;
}

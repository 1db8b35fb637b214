// Shared fakes of the browsing views' tests: short videos, a feed whose play data and stream
// warm-up are recorded, and a Player stand-in (jsdom cannot play HLS).
import { vi } from 'vitest';
import type { VideoItem } from '@src/api/contract/common';

export const shortVideo = (id: number): VideoItem => ({
  id,
  mediaKey: `mini-${id}`,
  title: `短片${id}`,
  poster: `/media/posters/${id}.jpg`,
  category: 3,
  categoryName: '综艺',
  tags: ['日常'],
  year: 2024,
  region: '',
  score: 0,
  playCount: 10,
  description: '',
  episodes: 1,
  vip: false,
  gold: 0,
  durationSec: 20,
});

export const streamOf = (mediaKey: string) => `http://media.test/hls/${mediaKey}/index.m3u8`;

export function fakePlayer() {
  return {
    video: document.createElement('video'),
    isDestroyed: false,
    state: 'idle',
    error: null,
    levels: [],
    level: { index: -1, auto: true },
    currentTime: 0,
    load: vi.fn(async () => undefined),
    play: vi.fn(async () => undefined),
    pause: vi.fn(),
    toggle: vi.fn(async () => undefined),
    seek: vi.fn(),
    on: vi.fn(() => () => undefined),
    destroy: vi.fn(),
  };
}

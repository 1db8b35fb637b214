// Phones get phone buffer sizes and TVs TV buffer sizes, chosen by the layout the page booted.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bufferConfigFor, currentPlayerDevice, deviceOfLayout, PHONE_BUFFER_CONFIG, TV_BUFFER_CONFIG } from '@src/player/buffer-config';
import { Player } from '@src/player/player';
import { LAYOUT_OVERRIDE_KEY } from '@src/platform/layout-choice';
import { START_BUFFER_HOLD_MS, START_BUFFER_SEC } from '@src/player/start-buffer';

type Config = Record<string, unknown>;

function fakeHls() {
  const made: Config[] = [];
  class Hls {
    static isSupported = () => true;
    static Events = { MANIFEST_PARSED: 'm', LEVEL_SWITCHED: 'l', ERROR: 'e', FRAG_BUFFERED: 'f' };
    static ErrorTypes = { NETWORK_ERROR: 'n', MEDIA_ERROR: 'me' };
    constructor(readonly config: Config) {
      made.push(config);
    }
    on() {}
    attachMedia() {}
    loadSource() {}
    destroy() {}
  }
  return { Hls, made };
}

afterEach(() => sessionStorage.clear());

describe('player buffer sizes by device', () => {
  it('maps the TV layout to TV buffers and the touch layout to phone buffers', () => {
    expect(bufferConfigFor(deviceOfLayout('tv'))).toBe(TV_BUFFER_CONFIG);
    expect(bufferConfigFor(deviceOfLayout('mobile'))).toBe(PHONE_BUFFER_CONFIG);
  });

  it('keeps TV buffers within TV memory and lets phones buffer further ahead and less behind', () => {
    expect(TV_BUFFER_CONFIG.maxBufferSize).toBeLessThanOrEqual(30 * 1000 * 1000);
    expect(PHONE_BUFFER_CONFIG.maxMaxBufferLength).toBeGreaterThan(TV_BUFFER_CONFIG.maxMaxBufferLength);
    expect(PHONE_BUFFER_CONFIG.backBufferLength).toBeLessThan(TV_BUFFER_CONFIG.backBufferLength);
  });

  it('bounds what a TV holds over a long session: a finite back buffer (hls.js keeps all by default) and a forward cap', () => {
    // The soak (npm run bench -- barrage) measured about 150 s buffered after 2 h at 16x: 90 behind, 60 ahead.
    expect(Number.isFinite(TV_BUFFER_CONFIG.backBufferLength)).toBe(true);
    expect(TV_BUFFER_CONFIG.backBufferLength + TV_BUFFER_CONFIG.maxMaxBufferLength).toBeLessThanOrEqual(150);
    expect(TV_BUFFER_CONFIG.maxBufferLength).toBeLessThanOrEqual(TV_BUFFER_CONFIG.maxMaxBufferLength);
  });

  it('follows the layout this page booted (the ?layout= choice kept for the session)', () => {
    sessionStorage.setItem(LAYOUT_OVERRIDE_KEY, 'tv');
    expect(currentPlayerDevice()).toBe('tv');
    sessionStorage.setItem(LAYOUT_OVERRIDE_KEY, 'mobile');
    expect(currentPlayerDevice()).toBe('phone');
  });

  it('hands hls.js the buffers of the device the player was built for, the forward one short until playback has run a while', async () => {
    vi.useFakeTimers();
    try {
      for (const [layout, expected] of [['tv', TV_BUFFER_CONFIG], ['mobile', PHONE_BUFFER_CONFIG]] as const) {
        sessionStorage.setItem(LAYOUT_OVERRIDE_KEY, layout);
        const { Hls, made } = fakeHls();
        const video = document.createElement('video');
        const player = new Player({ video, hlsFactory: async () => Hls as never, workerPath: null });
        await player.load({ url: 'http://x/a.m3u8' });
        const { maxBufferLength, maxMaxBufferLength, ...rest } = expected;
        expect(made[0]).toMatchObject({ ...rest, maxBufferLength: START_BUFFER_SEC, maxMaxBufferLength: START_BUFFER_SEC });
        video.dispatchEvent(new Event('playing'));
        vi.advanceTimersByTime(START_BUFFER_HOLD_MS - 1);
        expect(made[0].maxMaxBufferLength).toBe(START_BUFFER_SEC);
        vi.advanceTimersByTime(1);
        expect(made[0]).toMatchObject({ ...rest, maxBufferLength, maxMaxBufferLength });
        player.destroy();
      }
    } finally {
      vi.useRealTimers();
    }
  });
});

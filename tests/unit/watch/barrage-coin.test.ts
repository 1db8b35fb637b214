// The barrage reward hint is asked only for a signed-in viewer of a known video: the phone's
// watch page mounts before its details arrive, and an empty mediaKey is a bad request (it was
// logged as one on every cold phone watch page).
import { beforeEach, describe, expect, it, vi } from 'vitest';

const asked: string[] = [];
vi.mock('@src/features/watch/barrage-actions', () => ({
  barrageCoin: async (mediaKey: string) => {
    asked.push(mediaKey);
    return { gold: 25, todayCount: 3, dailyLimit: 10 };
  },
}));

const { fetchBarrageCoin } = await import('@src/features/watch/use-barrage-coin');

describe('fetchBarrageCoin', () => {
  beforeEach(() => void asked.splice(0));

  it('asks nothing before the video is known, nor for a visitor', async () => {
    expect(await fetchBarrageCoin('', true)).toBeNull();
    expect(await fetchBarrageCoin('v1001', false)).toBeNull();
    expect(asked).toEqual([]);
  });

  it('asks for a signed-in viewer of a known video', async () => {
    expect(await fetchBarrageCoin('v1001', true)).toEqual({ gold: 25, todayCount: 3, dailyLimit: 10 });
    expect(asked).toEqual(['v1001']);
  });
});

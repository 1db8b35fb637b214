// Issue 42 point 1: the client asks GetPlayAddress when a signed (VIP, gold) address has expired:
// a fatal network error on one asks for the episode's current address and loads it where
// playback stopped, once; free (unsigned) addresses and other errors ask nothing.
import { describe, expect, it, vi } from 'vitest';
import { Emitter } from '@src/lib/events';
import { isSignedAddress, renewExpiredAddress } from '@src/features/watch/address-renewal';
import type { PlayerError } from '@src/player/player';

const SIGNED = '/media/s/1700003600/AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde/hls/demo-2/master.m3u8';
const FRESH = '/media/s/1700025200/ZyXwVuTsRqPoNmLkJiHgFeDcBa9876543210-_edcba/hls/demo-2/master.m3u8';

function fakePlayer(position = 1234.5) {
  const errors = new Emitter<{ error: PlayerError }>();
  const load = vi.fn(async () => {});
  return {
    player: { on: (_: 'error', l: (e: PlayerError) => void) => errors.on('error', l), load, position } as never,
    fail: (e: Partial<PlayerError>) => errors.emit('error', { kind: 'network', fatal: true, message: '网络错误', ...e }),
    load,
  };
}

const flush = () => new Promise((r) => setTimeout(r, 0));

describe('renewing an expired play address', () => {
  it('knows the signed address form', () => {
    expect(isSignedAddress(SIGNED)).toBe(true);
    expect(isSignedAddress('/media/hls/demo-1/master.m3u8')).toBe(false);
  });

  it('asks GetPlayAddress once on a fatal network error and loads the new address where it stopped', async () => {
    const p = fakePlayer();
    const ask = vi.fn(async () => ({ url: FRESH }));
    renewExpiredAddress(p.player, { mediaKey: 'v1004', episodeId: 9, url: SIGNED, toPlayable: (u) => `http://media.test${u}` }, ask);
    p.fail({ fatal: false });
    p.fail({ kind: 'media' });
    expect(ask).not.toHaveBeenCalled();
    p.fail({});
    await flush();
    expect(ask).toHaveBeenCalledWith({ mediaKey: 'v1004', episodeId: 9 });
    expect(p.load).toHaveBeenCalledWith({ url: `http://media.test${FRESH}`, startAt: 1234.5, autoplay: true });
    // A second failure of the new address is a real one: nothing more is asked.
    p.fail({});
    await flush();
    expect(ask).toHaveBeenCalledTimes(1);
    expect(p.load).toHaveBeenCalledTimes(1);
  });

  it('asks nothing for a free (unsigned) address, or after the page let go', async () => {
    const p = fakePlayer();
    const ask = vi.fn(async () => ({ url: FRESH }));
    renewExpiredAddress(p.player, { mediaKey: 'v1001', episodeId: 1, url: '/media/hls/demo-1/master.m3u8', toPlayable: (u) => u }, ask);
    p.fail({});
    const q = fakePlayer();
    const off = renewExpiredAddress(q.player, { mediaKey: 'v1004', episodeId: 9, url: SIGNED, toPlayable: (u) => u }, ask);
    off();
    q.fail({});
    await flush();
    expect(ask).not.toHaveBeenCalled();
  });
});

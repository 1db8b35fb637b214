// Player.prestart (issue 14): a stream started ahead of its page loads without the media
// element and stays quiet; the matching load() takes it over instead of starting again.
import { describe, expect, it, vi } from 'vitest';
import { Player, type PlayerState } from '@src/player/player';
import { makeFakeHls } from './fake-hls';

const URL_A = 'http://test.local/media/hls/a/master.m3u8';

function setup() {
  const kit = makeFakeHls();
  const video = document.createElement('video');
  video.play = vi.fn(async () => undefined);
  video.pause = vi.fn();
  video.load = vi.fn();
  const player = new Player({ video, hlsFactory: async () => kit.Hls, workerPath: '/assets/hls.worker.js' });
  const states: PlayerState[] = [];
  const errors: unknown[] = [];
  player.on('state', (s) => states.push(s));
  player.on('error', (e) => errors.push(e));
  return { kit, video, player, states, errors };
}

describe('Player.prestart', () => {
  it('loads the source with the first fragment prefetched, without the element, and stays idle', async () => {
    const { kit, player, video } = setup();
    await player.prestart({ url: URL_A, startAt: 12 });
    const hls = kit.last();
    expect(hls.loadSource).toHaveBeenCalledWith(URL_A);
    expect(hls.config).toMatchObject({ startFragPrefetch: true, startPosition: 12, startLevel: 0, workerPath: '/assets/hls.worker.js' });
    expect(hls.attachMedia).not.toHaveBeenCalled();
    hls.fire('hlsManifestParsed');
    expect(video.play).not.toHaveBeenCalled();
    expect(player.state).toBe('idle');
  });

  it('is taken over by the load() of the same source: no second hls.js, element attached, playing', async () => {
    const { kit, player, video, states } = setup();
    await player.prestart({ url: URL_A, startAt: 12 });
    kit.last().fire('hlsManifestParsed');
    await player.load({ url: URL_A, startAt: 12 });
    expect(kit.instances).toHaveLength(1);
    expect(kit.last().attachMedia).toHaveBeenCalledWith(video);
    expect(video.play).toHaveBeenCalledTimes(1);
    expect(states).toEqual(['loading']);
  });

  it('says whether hls.js started: yes, and no when its chunk failed to load', async () => {
    const { player } = setup();
    await expect(player.prestart({ url: URL_A })).resolves.toBe(true);
    const failing = new Player({ video: document.createElement('video'), hlsFactory: async () => Promise.reject(new Error('chunk failed')), workerPath: null });
    await expect(failing.prestart({ url: URL_A })).resolves.toBe(false);
  });

  it('attachPrestarted gives the element early; load() then only starts playback', async () => {
    const { kit, player, video } = setup();
    await player.prestart({ url: URL_A });
    player.attachPrestarted();
    player.attachPrestarted();
    expect(kit.last().attachMedia).toHaveBeenCalledTimes(1);
    expect(video.play).not.toHaveBeenCalled();
    await player.load({ url: URL_A });
    kit.last().fire('hlsManifestParsed');
    expect(kit.last().attachMedia).toHaveBeenCalledTimes(1);
    expect(video.play).toHaveBeenCalledTimes(1);
  });

  it('prestart(…, attach) attaches at once, for a page already on its way', async () => {
    const { kit, player, video } = setup();
    await player.prestart({ url: URL_A }, true);
    expect(kit.last().attachMedia).toHaveBeenCalledWith(video);
    expect(kit.last().config.startFragPrefetch).toBe(true);
  });

  it('a load() of another source or position starts over', async () => {
    const { kit, player } = setup();
    await player.prestart({ url: URL_A, startAt: 12 });
    await player.load({ url: URL_A, startAt: 30 });
    expect(kit.instances).toHaveLength(2);
    expect(kit.instances[0].destroy).toHaveBeenCalled();
    expect(kit.last().config.startFragPrefetch).toBeUndefined();
    expect(kit.last().config.startPosition).toBe(30);
  });

  it('a fatal error of the head start is dropped quietly (said only as prestartDropped); load() then starts over', async () => {
    const { kit, player, errors } = setup();
    let dropped = 0;
    player.on('prestartDropped', () => dropped++);
    await player.prestart({ url: URL_A });
    kit.last().fireError({ type: 'networkError', details: 'manifestLoadError', fatal: true });
    expect(kit.last().destroy).toHaveBeenCalled();
    expect(player.state).toBe('idle');
    expect(errors).toEqual([]);
    expect(dropped).toBe(1);
    await player.load({ url: URL_A });
    expect(kit.instances).toHaveLength(2);
    expect(player.state).toBe('loading');
  });

  it('stop() and destroy() end a head start', async () => {
    const { kit, player } = setup();
    await player.prestart({ url: URL_A });
    player.destroy();
    expect(kit.last().destroy).toHaveBeenCalled();
  });
});

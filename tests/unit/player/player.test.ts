import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FAST_START_CONFIG, Player, TV_BUFFER_CONFIG, type PlayerError, type PlayerState } from '@src/player/player';
import { playerStrings } from '@src/player/player-strings';
import { makeFakeHls, type FakeHlsKit } from './fake-hls';
import { START_BUFFER_SEC } from '@src/player/start-buffer';

const URL_A = 'http://test.local/media/hls/a/master.m3u8';

function makeVideo(): HTMLVideoElement {
  const video = document.createElement('video');
  let paused = true;
  let time = 0;
  Object.defineProperty(video, 'paused', { get: () => paused });
  Object.defineProperty(video, 'currentTime', {
    get: () => time,
    set: (v: number) => {
      time = v;
    },
  });
  Object.defineProperty(video, 'duration', { get: () => 120 });
  video.play = vi.fn(async () => {
    paused = false;
  });
  video.pause = vi.fn(() => {
    paused = true;
  });
  video.load = vi.fn();
  return video;
}

interface Harness {
  player: Player;
  kit: FakeHlsKit;
  video: HTMLVideoElement;
  states: PlayerState[];
  errors: PlayerError[];
}

function setup(options: Partial<ConstructorParameters<typeof Player>[0]> = {}): Harness {
  const kit = makeFakeHls();
  const video = makeVideo();
  const player = new Player({
    video,
    hlsFactory: async () => kit.Hls,
    workerPath: '/assets/hls.worker.js',
    retryBaseDelayMs: 1000,
    maxNetworkRetries: 3,
    stallTimeoutMs: 10_000,
    ...options,
  });
  const states: PlayerState[] = [];
  const errors: PlayerError[] = [];
  player.on('state', (s) => states.push(s));
  player.on('error', (e) => errors.push(e));
  return { player, kit, video, states, errors };
}

describe('Player engine choice', () => {
  it('uses hls.js with the worker and TV-sized buffers when hls.js is supported', async () => {
    const { player, kit, video } = setup({ device: 'tv' });
    await player.load({ url: URL_A });
    const hls = kit.last();
    expect(player.engine).toBe('hls');
    expect(hls.config.enableWorker).toBe(true);
    expect(hls.config.workerPath).toBe('/assets/hls.worker.js');
    // The forward buffer starts short (start-buffer.ts, tested in buffer-config.test.ts).
    expect(hls.config).toMatchObject({ ...TV_BUFFER_CONFIG, maxBufferLength: START_BUFFER_SEC, maxMaxBufferLength: START_BUFFER_SEC });
    expect(hls.config.maxBufferSize).toBeLessThanOrEqual(30 * 1000 * 1000);
    expect(hls.config.capLevelToPlayerSize).toBe(true);
    expect(hls.attachMedia).toHaveBeenCalledWith(video);
    expect(hls.loadSource).toHaveBeenCalledWith(URL_A);
    expect(player.state).toBe('loading');
  });

  it('starts on the lowest rendition (smallest first fragment) and lets ABR step up', async () => {
    const { player, kit } = setup();
    await player.load({ url: URL_A, startAt: 5 });
    expect(FAST_START_CONFIG.startLevel).toBe(0);
    expect(kit.last().config.startLevel).toBe(0);
    expect(kit.last().config.startPosition).toBe(5);
    // A caller's own config still wins.
    const custom = setup({ hlsConfig: { startLevel: -1 } });
    await custom.player.load({ url: URL_A });
    expect(custom.kit.last().config.startLevel).toBe(-1);
  });

  it('prefers hls.js even when the browser claims native HLS support ("maybe")', async () => {
    const { player, kit, video } = setup();
    video.canPlayType = vi.fn(() => 'maybe' as CanPlayTypeResult);
    await player.load({ url: URL_A });
    expect(player.engine).toBe('hls');
    expect(kit.instances).toHaveLength(1);
  });

  it('falls back to native HLS only when hls.js is unsupported', async () => {
    const { player, kit, video } = setup();
    kit.setSupported(false);
    video.canPlayType = vi.fn(() => 'maybe' as CanPlayTypeResult);
    await player.load({ url: URL_A });
    expect(player.engine).toBe('native');
    expect(kit.instances).toHaveLength(0);
    expect(video.getAttribute('src')).toBe(URL_A);
  });

  it('ends in an error state with a message when neither path can play', async () => {
    const { player, kit, video, errors } = setup();
    kit.setSupported(false);
    video.canPlayType = vi.fn(() => '' as CanPlayTypeResult);
    await player.load({ url: URL_A });
    expect(player.state).toBe('error');
    expect(errors.at(-1)).toMatchObject({ kind: 'unsupported', fatal: true, message: playerStrings.notSupported });
  });

  it('gives a clear error when the hls.js chunk cannot be fetched', async () => {
    const { player } = setup({ hlsFactory: () => Promise.reject(new Error('chunk 404')) });
    await player.load({ url: URL_A });
    expect(player.state).toBe('error');
    expect(player.error?.detail).toContain('chunk 404');
  });

  it('rejects an empty url with a TypeError and keeps its state', async () => {
    const { player } = setup();
    await expect(player.load({ url: '' })).rejects.toThrow(TypeError);
    expect(player.state).toBe('idle');
  });

  it('ignores a load superseded by a newer one', async () => {
    const { player, kit } = setup();
    const first = player.load({ url: URL_A });
    const second = player.load({ url: 'http://test.local/b.m3u8' });
    await Promise.all([first, second]);
    expect(kit.instances).toHaveLength(1);
    expect(kit.last().loadSource).toHaveBeenCalledWith('http://test.local/b.m3u8');
  });
});

describe('Player long sessions', () => {
  it('on each buffered fragment, gives fragments far behind the back buffer one shared empty stats object', async () => {
    const { player, kit, video } = setup({ device: 'tv' });
    await player.load({ url: URL_A });
    const hls = kit.last();
    hls.fire('hlsManifestParsed');
    const own = (i: number) => ({ loaded: 1000 + i, loading: { start: i, first: i, end: i } });
    const fragments = Array.from({ length: 200 }, (_, i) => ({ start: i * 2, end: i * 2 + 2, hasStats: true, stats: own(i) as unknown, _url: `seg${i}.ts` as string | null }));
    (hls.levels[0] as unknown as { details: unknown }).details = { fragments };
    video.currentTime = 300;
    hls.fire('hlsFragBuffered');
    // Back buffer 90 s + 30 s margin behind 300 s: fragments ending before 180 s are released.
    const released = fragments.filter((f) => f.end < 180);
    expect(released).toHaveLength(89);
    expect(new Set(released.map((f) => f.stats)).size).toBe(1);
    expect(released.every((f) => f._url === null)).toBe(true);
    expect(fragments[89].stats).toEqual(own(89));
    expect(fragments[89]._url).toBe('seg89.ts');
  });
});

describe('Player levels', () => {
  it('lists renditions after the manifest and switches level or back to auto', async () => {
    const { player, kit } = setup();
    const seen: number[] = [];
    player.on('levels', (l) => seen.push(l.length));
    await player.load({ url: URL_A });
    const hls = kit.last();
    hls.fire('hlsManifestParsed');
    expect(seen).toEqual([2]);
    expect(player.levels.map((l) => l.height)).toEqual([360, 720]);
    player.setLevel(1);
    expect(hls.currentLevel).toBe(1);
    expect(player.level).toEqual({ index: 1, auto: false });
    player.setLevel('auto');
    expect(hls.currentLevel).toBe(-1);
    expect(player.level.auto).toBe(true);
  });

  it('refuses a level that does not exist', async () => {
    const { player, kit } = setup();
    await player.load({ url: URL_A });
    expect(() => player.setLevel(5)).toThrow(RangeError);
    expect(kit.last().currentLevel).toBe(-1);
  });

  it('autoplays once the manifest is parsed', async () => {
    const { player, kit, video } = setup();
    await player.load({ url: URL_A });
    kit.last().fire('hlsManifestParsed');
    expect(video.play).toHaveBeenCalled();
  });

  it('stays paused (no spinner) when the browser blocks autoplay', async () => {
    const { player, kit, video } = setup();
    video.play = vi.fn(() => Promise.reject(Object.assign(new Error('blocked'), { name: 'NotAllowedError' })));
    await player.load({ url: URL_A });
    kit.last().fire('hlsManifestParsed');
    await vi.waitFor(() => expect(player.state).toBe('paused'));
  });
});

describe('Player fatal error recovery', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  async function loaded() {
    const h = setup();
    await h.player.load({ url: URL_A, startAt: 30 });
    h.kit.last().fire('hlsManifestParsed');
    return h;
  }

  it('network fatal -> hls.startLoad() after a backoff that doubles', async () => {
    const { kit } = await loaded();
    const hls = kit.last();
    hls.fireError({ type: 'networkError', fatal: true });
    vi.advanceTimersByTime(999);
    expect(hls.startLoad).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(hls.startLoad).toHaveBeenCalledTimes(1);
    hls.fireError({ type: 'networkError', fatal: true });
    vi.advanceTimersByTime(1999);
    expect(hls.startLoad).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(hls.startLoad).toHaveBeenCalledTimes(2);
  });

  it('network fatal on the playlist -> the manifest is loaded again', async () => {
    const { player, kit } = setup();
    await player.load({ url: URL_A });
    const hls = kit.last();
    hls.fireError({ type: 'networkError', fatal: true, details: 'manifestLoadError' });
    vi.advanceTimersByTime(1000);
    expect(hls.loadSource).toHaveBeenCalledTimes(2);
    expect(hls.startLoad).not.toHaveBeenCalled();
  });

  it('repeated network failure -> error state with a message and the engine released', async () => {
    const { player, kit, errors } = await loaded();
    const hls = kit.last();
    for (let i = 0; i < 3; i++) {
      hls.fireError({ type: 'networkError', fatal: true, response: { code: 404 } });
      vi.advanceTimersByTime(1000 * 2 ** i);
    }
    expect(player.state).not.toBe('error');
    hls.fireError({ type: 'networkError', fatal: true, response: { code: 404 } });
    expect(player.state).toBe('error');
    expect(errors.at(-1)).toMatchObject({ kind: 'network', fatal: true, message: playerStrings.networkError });
    expect(errors.at(-1)?.detail).toContain('HTTP 404');
    expect(hls.destroy).toHaveBeenCalled();
    expect(player.hls).toBeNull();
  });

  it('a buffered fragment resets the network retry budget', async () => {
    const { player, kit } = await loaded();
    const hls = kit.last();
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < 3; i++) {
        hls.fireError({ type: 'networkError', fatal: true });
        vi.advanceTimersByTime(1000 * 2 ** i);
      }
      hls.fire('hlsFragBuffered');
    }
    expect(player.state).not.toBe('error');
    expect(hls.startLoad).toHaveBeenCalledTimes(9);
  });

  it('media fatal -> recoverMediaError, then swapAudioCodec + recover, then error', async () => {
    const { player, kit, errors } = await loaded();
    const hls = kit.last();
    hls.fireError({ type: 'mediaError', fatal: true, details: 'bufferAppendError' });
    expect(hls.recoverMediaError).toHaveBeenCalledTimes(1);
    expect(hls.swapAudioCodec).not.toHaveBeenCalled();
    hls.fireError({ type: 'mediaError', fatal: true, details: 'bufferAppendError' });
    expect(hls.swapAudioCodec).toHaveBeenCalledTimes(1);
    expect(hls.recoverMediaError).toHaveBeenCalledTimes(2);
    expect(player.state).not.toBe('error');
    hls.fireError({ type: 'mediaError', fatal: true, details: 'bufferAppendError' });
    expect(player.state).toBe('error');
    expect(errors.at(-1)).toMatchObject({ kind: 'media', fatal: true, message: playerStrings.mediaError });
  });

  it('other fatal errors go straight to the error state', async () => {
    const { player, kit } = await loaded();
    kit.last().fireError({ type: 'otherError', fatal: true, details: 'internalException' });
    expect(player.state).toBe('error');
    expect(player.error?.kind).toBe('other');
  });

  it('non-fatal errors are reported without changing state', async () => {
    const { player, kit, errors } = await loaded();
    const before = player.state;
    kit.last().fireError({ type: 'mediaError', fatal: false, details: 'bufferStalledError' });
    expect(player.state).toBe(before);
    expect(errors.at(-1)).toMatchObject({ fatal: false, kind: 'media' });
  });

  it('retry() reloads from the last position with a fresh engine', async () => {
    const { player, kit, video } = await loaded();
    video.currentTime = 42;
    video.dispatchEvent(new Event('playing'));
    video.dispatchEvent(new Event('timeupdate'));
    kit.last().fireError({ type: 'otherError', fatal: true });
    expect(player.state).toBe('error');
    await player.retry();
    expect(kit.instances).toHaveLength(2);
    expect(kit.last().config.startPosition).toBe(42);
    expect(player.state).toBe('loading');
    expect(player.error).toBeNull();
  });

  it('the watchdog turns a silent stall into an error instead of a frozen spinner', async () => {
    const { player, errors } = setup();
    await player.load({ url: URL_A });
    expect(player.state).toBe('loading');
    vi.advanceTimersByTime(9_000);
    expect(player.state).toBe('loading');
    vi.advanceTimersByTime(2_000);
    expect(player.state).toBe('error');
    expect(errors.at(-1)).toMatchObject({ kind: 'network', fatal: true, message: playerStrings.stalled });
  });

  it('the watchdog leaves a progressing stream alone', async () => {
    const { player, video } = await loaded();
    video.dispatchEvent(new Event('playing'));
    video.dispatchEvent(new Event('waiting'));
    expect(player.state).toBe('buffering');
    for (let i = 0; i < 30; i++) {
      video.currentTime += 0.5;
      vi.advanceTimersByTime(1000);
    }
    expect(player.state).toBe('buffering');
  });
});

describe('Player commands and media events', () => {
  it('maps media events to states', async () => {
    const { player, kit, video, states } = setup();
    await player.load({ url: URL_A });
    kit.last().fire('hlsManifestParsed');
    video.dispatchEvent(new Event('playing'));
    await video.play();
    video.dispatchEvent(new Event('waiting'));
    video.dispatchEvent(new Event('playing'));
    player.pause();
    video.dispatchEvent(new Event('pause'));
    video.dispatchEvent(new Event('ended'));
    expect(states).toEqual(['loading', 'playing', 'buffering', 'playing', 'paused', 'ended']);
  });

  it('seek clamps to the duration, seekBy is relative', async () => {
    const { player, video } = setup();
    await player.load({ url: URL_A });
    player.seek(500);
    expect(video.currentTime).toBe(120);
    player.seek(50);
    player.seekBy(-10);
    expect(video.currentTime).toBe(40);
    player.seekBy(-100);
    expect(video.currentTime).toBe(0);
    expect(() => player.seek(Number.NaN)).toThrow(RangeError);
  });

  it('toggle pauses a playing player and plays a paused one', async () => {
    const { player, kit, video } = setup();
    await player.load({ url: URL_A, autoplay: false });
    kit.last().fire('hlsManifestParsed');
    expect(video.play).not.toHaveBeenCalled();
    await player.toggle();
    expect(video.play).toHaveBeenCalledTimes(1);
    video.dispatchEvent(new Event('playing'));
    await player.toggle();
    expect(video.pause).toHaveBeenCalled();
  });

  it('rate, volume and mute are validated and forwarded', () => {
    const { player, video } = setup();
    player.setRate(1.5);
    expect(video.playbackRate).toBe(1.5);
    // The element's load algorithm resets playbackRate to the default: a next episode keeps 1.5x.
    expect(video.defaultPlaybackRate).toBe(1.5);
    expect(() => player.setRate(0)).toThrow(RangeError);
    player.setVolume(2);
    expect(video.volume).toBe(1);
    player.setMuted(true);
    expect(player.muted).toBe(true);
    player.toggleMute();
    expect(player.muted).toBe(false);
  });

  it('finish() ends the episode where it is (credits as the end); play() starts it over', async () => {
    const { player, video, states } = setup();
    await player.load({ url: URL_A });
    video.dispatchEvent(new Event('playing'));
    video.currentTime = 100;
    player.finish();
    expect(video.pause).toHaveBeenCalled();
    expect(player.state).toBe('ended');
    video.dispatchEvent(new Event('pause'));
    expect(player.state).toBe('ended');
    expect(states.filter((s) => s === 'ended')).toHaveLength(1);
    await player.play();
    expect(video.currentTime).toBe(0);
    expect(video.play).toHaveBeenCalled();
  });

  it('stop releases the engine; play afterwards starts the source again', async () => {
    const { player, kit } = setup();
    await player.load({ url: URL_A, startAt: 20 });
    const first = kit.last();
    player.stop();
    expect(first.destroy).toHaveBeenCalled();
    expect(player.state).toBe('idle');
    await player.play();
    expect(kit.instances).toHaveLength(2);
    expect(kit.last().config.startPosition).toBe(-1);
  });

  it('destroy releases hls.js, stops events and refuses further use', async () => {
    const { player, kit, video, states } = setup();
    await player.load({ url: URL_A });
    player.destroy();
    expect(kit.last().destroy).toHaveBeenCalled();
    const count = states.length;
    video.dispatchEvent(new Event('playing'));
    expect(states.length).toBe(count);
    await expect(player.load({ url: URL_A })).rejects.toThrow(/destroy/);
  });
});

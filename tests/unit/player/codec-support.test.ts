// A stream this engine cannot decode (an old TV engine without H.264/AAC) ends in the
// 'unsupported' error within seconds instead of a spinner. MediaSource.isTypeSupported is
// mocked here only (jsdom has no MSE); the real engines are covered by the e2e tests.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CodecWatch,
  codecSignal,
  codecsVerdict,
  codecVerdict,
  engineTypeSupport,
  levelsVerdict,
  type TypeSupport,
} from '@src/player/codec-support';
import type { HlsLevelLike } from '@src/player/hls-types';
import { Player, type PlayerError, type PlayerState } from '@src/player/player';
import { playerStrings } from '@src/player/player-strings';
import { makeFakeHls } from './fake-hls';

const URL_A = 'http://test.local/media/hls/a/master.m3u8';

/** What a Chromium 69 build without proprietary codecs answers: VP8/VP9/FLAC in MP4, no H.264, AAC or Opus. */
const OLD_ENGINE_TYPES = new Set(['video/mp4; codecs="vp09.00.10.08"', 'video/mp4; codecs="vp09.00.21.08"', 'audio/mp4; codecs="flac"', 'video/mp4; codecs="vp08"']);
const oldEngine: TypeSupport = (type) => OLD_ENGINE_TYPES.has(type);
/** A current engine: everything the demo and the VP9 test stream use. */
const modernEngine: TypeSupport = (type) => /codecs="(avc1|mp4a|vp09|flac|opus)/.test(type);

describe('codec strings -> playable or not', () => {
  it('asks video/mp4 or audio/mp4 by the sample entry code', () => {
    const asked: string[] = [];
    const spy: TypeSupport = (t) => {
      asked.push(t);
      return true;
    };
    codecVerdict('avc1.42c01e', spy);
    codecVerdict('mp4a.40.2', spy);
    expect(asked).toEqual(['video/mp4; codecs="avc1.42c01e"', 'audio/mp4; codecs="mp4a.40.2"']);
  });

  it('on the old engine: the demo (H.264 + AAC) is unplayable, VP9 + FLAC is playable', () => {
    expect(codecsVerdict('avc1.42c01e,mp4a.40.2', oldEngine)).toBe('unplayable');
    expect(codecsVerdict('avc1.4d401f', oldEngine)).toBe('unplayable');
    expect(codecsVerdict('vp09.00.21.08,fLaC', oldEngine)).toBe('playable');
    expect(codecsVerdict('vp09.00.21.08', oldEngine)).toBe('playable');
    // One unplayable entry is enough: the level needs both tracks.
    expect(codecsVerdict('vp09.00.21.08,opus', oldEngine)).toBe('unplayable');
    expect(codecsVerdict('vp09.00.21.08,mp4a.40.2', oldEngine)).toBe('unplayable');
  });

  it('on a current engine every codec of the project\'s streams is playable', () => {
    expect(codecsVerdict('avc1.42c01e,mp4a.40.2', modernEngine)).toBe('playable');
    expect(codecsVerdict('vp09.00.21.08,fLaC', modernEngine)).toBe('playable');
    expect(codecsVerdict('vp09.00.21.08,Opus', modernEngine)).toBe('playable');
  });

  it('tries the names browsers accept for FLAC and Opus, and RFC 4281 avc1 in RFC 6381 form', () => {
    const onlyUpper: TypeSupport = (t) => t === 'audio/mp4; codecs="fLaC"' || t === 'audio/mp4; codecs="Opus"';
    expect(codecVerdict('fLaC', onlyUpper)).toBe('playable');
    expect(codecVerdict('flac', onlyUpper)).toBe('playable');
    expect(codecVerdict('opus', onlyUpper)).toBe('playable');
    const asked: string[] = [];
    codecVerdict('avc1.66.30', (t) => (asked.push(t), false));
    expect(asked).toEqual(['video/mp4; codecs="avc1.42001e"']);
  });

  it('names it does not know, and empty lists, are unknown (never unplayable)', () => {
    expect(codecVerdict('stpp.ttml.im1t', oldEngine)).toBe('unknown');
    expect(codecsVerdict('', oldEngine)).toBe('unknown');
    expect(codecsVerdict(undefined, oldEngine)).toBe('unknown');
    expect(codecsVerdict('wvtt', oldEngine)).toBe('unknown');
  });

  it('levels: playable when one is, unplayable only when all name codecs none of which play', () => {
    const demo = [{ videoCodec: 'avc1.42c01e', audioCodec: 'mp4a.40.2' }, { videoCodec: 'avc1.4d401f', audioCodec: 'mp4a.40.2' }];
    expect(levelsVerdict(demo, oldEngine)).toBe('unplayable');
    expect(levelsVerdict(demo, modernEngine)).toBe('playable');
    expect(levelsVerdict([...demo, { videoCodec: 'vp09.00.21.08', audioCodec: 'fLaC' }], oldEngine)).toBe('playable');
    // A level without CODECS: its codecs come with the first fragment.
    expect(levelsVerdict([...demo, {}], oldEngine)).toBe('unknown');
    expect(levelsVerdict([], oldEngine)).toBe('unknown');
  });
});

describe('engineTypeSupport', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is null without MSE (jsdom), else MediaSource.isTypeSupported; a throwing answer is a no', () => {
    expect(engineTypeSupport()).toBeNull();
    const isTypeSupported = vi.fn((t: string) => t.includes('vp09'));
    vi.stubGlobal('MediaSource', { isTypeSupported });
    const supports = engineTypeSupport()!;
    expect(supports('video/mp4; codecs="vp09.00.10.08"')).toBe(true);
    expect(supports('video/mp4; codecs="avc1.42c01e"')).toBe(false);
    expect(isTypeSupported).toHaveBeenCalledTimes(2);
    vi.stubGlobal('MediaSource', { isTypeSupported: () => { throw new Error('bad type'); } });
    expect(engineTypeSupport()!('video/mp4; codecs="x"')).toBe(false);
  });

  it('prefers ManagedMediaSource, as hls.js does', () => {
    vi.stubGlobal('MediaSource', { isTypeSupported: () => false });
    vi.stubGlobal('ManagedMediaSource', { isTypeSupported: () => true });
    expect(engineTypeSupport()!('video/mp4; codecs="avc1.42c01e"')).toBe(true);
  });
});

describe('hls.js errors -> codec signal', () => {
  const noFrame = { hadFrame: false };
  it('hls.js codec errors: fatal means unsupported now, non-fatal is a suspicion', () => {
    for (const details of ['manifestIncompatibleCodecsError', 'bufferIncompatibleCodecsError', 'bufferAddCodecError']) {
      expect(codecSignal({ type: 'mediaError', details, fatal: true }, noFrame)).toBe('unsupported');
      expect(codecSignal({ type: 'mediaError', details, fatal: false }, noFrame)).toBe('suspect');
    }
  });

  it('the element refusing to decode before its first frame is a suspicion; after it, or other errors, nothing', () => {
    expect(codecSignal({ type: 'mediaError', details: 'bufferAppendError', fatal: false }, { hadFrame: false, errorCode: 4 })).toBe('suspect');
    expect(codecSignal({ type: 'mediaError', details: 'mediaSourceRequiresReset', fatal: true }, { hadFrame: false, errorCode: 3 })).toBe('suspect');
    expect(codecSignal({ type: 'mediaError', details: 'bufferAppendError', fatal: false }, { hadFrame: true, errorCode: 3 })).toBeNull();
    expect(codecSignal({ type: 'mediaError', details: 'bufferAppendError', fatal: true }, { hadFrame: false })).toBeNull();
    expect(codecSignal({ type: 'mediaError', details: 'bufferStalledError', fatal: false }, { hadFrame: false, errorCode: 2 })).toBeNull();
    expect(codecSignal({ type: 'networkError', details: 'fragLoadError', fatal: true }, noFrame)).toBeNull();
  });
});

describe('CodecWatch', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('reports the first suspicion when no frame follows within the grace period', () => {
    let frame = false;
    const onUnsupported = vi.fn();
    const watch = new CodecWatch({ graceMs: 2000, hasFrame: () => frame, onUnsupported });
    watch.suspect('first');
    vi.advanceTimersByTime(1500);
    watch.suspect('second');
    expect(watch.suspicion).toBe('first');
    vi.advanceTimersByTime(499);
    expect(onUnsupported).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onUnsupported).toHaveBeenCalledWith('first');

    onUnsupported.mockClear();
    watch.reset();
    watch.suspect('again');
    frame = true;
    vi.advanceTimersByTime(5000);
    expect(onUnsupported).not.toHaveBeenCalled();
    expect(watch.suspicion).toBeNull();
    // A frame already shown: nothing to suspect.
    watch.reset();
    watch.suspect('late');
    expect(watch.suspicion).toBeNull();
  });
});

function makeVideo(): HTMLVideoElement {
  const video = document.createElement('video');
  video.play = vi.fn(async () => undefined);
  video.pause = vi.fn();
  video.load = vi.fn();
  return video;
}

function setup(levels: HlsLevelLike[] = [{ height: 360, width: 640, bitrate: 680_000, videoCodec: 'avc1.42c01e', audioCodec: 'mp4a.40.2' }]) {
  const kit = makeFakeHls(levels);
  const video = makeVideo();
  const player = new Player({ video, hlsFactory: async () => kit.Hls, workerPath: null, stallTimeoutMs: 20_000, codecGraceMs: 2000 });
  const states: PlayerState[] = [];
  const errors: PlayerError[] = [];
  player.on('state', (s) => states.push(s));
  player.on('error', (e) => errors.push(e));
  return { kit, video, player, states, errors };
}

describe('Player: a stream this engine cannot decode', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('hls.js finding no level it can play (manifestIncompatibleCodecsError) -> unsupported at once, no media recovery', async () => {
    const { kit, player, errors } = setup();
    await player.load({ url: URL_A });
    const hls = kit.last();
    hls.fireError({ type: 'mediaError', details: 'manifestIncompatibleCodecsError', fatal: true, reason: 'one or more CODECS in variant not supported: ["avc1.42c01e,mp4a.40.2"]' });
    expect(player.state).toBe('error');
    expect(errors.at(-1)).toMatchObject({ kind: 'unsupported', fatal: true, message: playerStrings.formatNotSupported });
    expect(playerStrings.formatNotSupported).toBe('当前设备不支持该视频格式');
    expect(player.error?.detail).toContain('avc1.42c01e');
    expect(hls.recoverMediaError).not.toHaveBeenCalled();
    expect(hls.destroy).toHaveBeenCalled();
  });

  it('the other fatal codec errors of hls.js end the same way', async () => {
    for (const details of ['bufferIncompatibleCodecsError', 'bufferAddCodecError']) {
      const { kit, player } = setup();
      await player.load({ url: URL_A });
      kit.last().fireError({ type: 'mediaError', details, fatal: true });
      expect(player.error).toMatchObject({ kind: 'unsupported' });
    }
  });

  it('up front at MANIFEST_PARSED: levels whose CODECS MediaSource refuses -> unsupported, no play()', async () => {
    vi.stubGlobal('MediaSource', { isTypeSupported: vi.fn((t: string) => oldEngine(t)) });
    const { kit, player, video } = setup();
    await player.load({ url: URL_A });
    kit.last().fire('hlsManifestParsed');
    expect(player.error).toMatchObject({ kind: 'unsupported', message: '当前设备不支持该视频格式' });
    expect(player.error?.detail).toContain('avc1.42c01e,mp4a.40.2');
    expect(video.play).not.toHaveBeenCalled();
  });

  it('the same levels on an engine that plays them start playing', async () => {
    vi.stubGlobal('MediaSource', { isTypeSupported: vi.fn((t: string) => modernEngine(t)) });
    const { kit, player, video } = setup();
    await player.load({ url: URL_A });
    kit.last().fire('hlsManifestParsed');
    expect(player.error).toBeNull();
    expect(video.play).toHaveBeenCalledTimes(1);
    // The VP9 + FLAC test stream on the old engine too.
    vi.stubGlobal('MediaSource', { isTypeSupported: vi.fn((t: string) => oldEngine(t)) });
    const vp9 = setup([{ height: 360, width: 640, bitrate: 700_000, videoCodec: 'vp09.00.21.08', audioCodec: 'fLaC' }]);
    await vp9.player.load({ url: URL_A });
    vp9.kit.last().fire('hlsManifestParsed');
    expect(vp9.player.error).toBeNull();
    expect(vp9.video.play).toHaveBeenCalledTimes(1);
  });

  it('a non-fatal codec error and no first frame within the grace period -> unsupported (well inside 3 s)', async () => {
    const { kit, player, states } = setup([{ height: 360, width: 640, bitrate: 680_000 }]);
    await player.load({ url: URL_A });
    const hls = kit.last();
    hls.fire('hlsManifestParsed');
    hls.fireError({ type: 'mediaError', details: 'bufferAddCodecError', fatal: false });
    vi.advanceTimersByTime(1999);
    expect(player.state).toBe('loading');
    vi.advanceTimersByTime(1);
    expect(player.error).toMatchObject({ kind: 'unsupported', fatal: true });
    expect(player.error?.detail).toMatch(/no frame 2000 ms after mediaError: bufferAddCodecError/);
    expect(states).toEqual(['loading', 'error']);
  });

  it('a non-fatal codec error followed by a frame (hls.js switched level) plays on', async () => {
    const { kit, player, video } = setup([{ height: 360, width: 640, bitrate: 680_000 }]);
    await player.load({ url: URL_A });
    kit.last().fire('hlsManifestParsed');
    kit.last().fireError({ type: 'mediaError', details: 'bufferAddCodecError', fatal: false });
    vi.advanceTimersByTime(800);
    video.dispatchEvent(new Event('loadeddata'));
    vi.advanceTimersByTime(5000);
    expect(player.error).toBeNull();
    expect(player.state).toBe('loading');
  });

  it('a decoder refusing the stream before its first frame: no frame after the recoveries -> unsupported, not "decode failed"', async () => {
    const { kit, player, video } = setup([{ height: 360, width: 640, bitrate: 680_000 }]);
    Object.defineProperty(video, 'error', { get: () => ({ code: 4, message: 'CHUNK_DEMUXER_ERROR_APPEND_FAILED' }) });
    await player.load({ url: URL_A });
    const hls = kit.last();
    hls.fire('hlsManifestParsed');
    hls.fireError({ type: 'mediaError', details: 'bufferAppendError', fatal: true });
    expect(hls.recoverMediaError).toHaveBeenCalledTimes(1);
    hls.fireError({ type: 'mediaError', details: 'bufferAppendError', fatal: true });
    hls.fireError({ type: 'mediaError', details: 'bufferAppendError', fatal: true });
    expect(player.error).toMatchObject({ kind: 'unsupported', message: playerStrings.formatNotSupported });
  });

  it('a media error after frames were shown stays a media error', async () => {
    const { kit, player, video } = setup([{ height: 360, width: 640, bitrate: 680_000 }]);
    Object.defineProperty(video, 'error', { get: () => ({ code: 3, message: 'PIPELINE_ERROR_DECODE' }) });
    await player.load({ url: URL_A });
    const hls = kit.last();
    hls.fire('hlsManifestParsed');
    video.dispatchEvent(new Event('playing'));
    for (let i = 0; i < 3; i++) hls.fireError({ type: 'mediaError', details: 'bufferAppendError', fatal: true });
    expect(player.error).toMatchObject({ kind: 'media', message: playerStrings.mediaError });
    vi.advanceTimersByTime(5000);
    expect(player.error?.kind).toBe('media');
  });

  it('MSE that takes none of hls.js\' codecs and no native HLS (Chromium 64 without H.264 or VP9 in MP4) -> unsupported format', async () => {
    vi.stubGlobal('MediaSource', { isTypeSupported: () => false });
    const { kit, player, video } = setup();
    kit.setSupported(false);
    video.canPlayType = vi.fn(() => '' as CanPlayTypeResult);
    await player.load({ url: URL_A });
    expect(player.error).toMatchObject({ kind: 'unsupported', message: '当前设备不支持该视频格式' });
  });

  it('a prestarted stream found unplayable before its page took it fails at once on load()', async () => {
    const { kit, player } = setup([{ height: 360, width: 640, bitrate: 680_000 }]);
    await player.prestart({ url: URL_A }, true);
    const hls = kit.last();
    hls.fire('hlsManifestParsed');
    hls.fireError({ type: 'mediaError', details: 'bufferAddCodecError', fatal: false });
    vi.advanceTimersByTime(2500);
    expect(player.state).toBe('idle');
    await player.load({ url: URL_A });
    expect(kit.instances).toHaveLength(1);
    expect(player.error).toMatchObject({ kind: 'unsupported' });
  });

  it('a prestart dropped on a fatal codec error leaves the report to load()', async () => {
    const { kit, player } = setup();
    const dropped = vi.fn();
    player.on('prestartDropped', dropped);
    await player.prestart({ url: URL_A }, true);
    kit.last().fireError({ type: 'mediaError', details: 'manifestIncompatibleCodecsError', fatal: true });
    expect(dropped).toHaveBeenCalledTimes(1);
    expect(player.state).toBe('idle');
    await player.load({ url: URL_A });
    kit.last().fireError({ type: 'mediaError', details: 'manifestIncompatibleCodecsError', fatal: true });
    expect(player.error).toMatchObject({ kind: 'unsupported' });
  });

  it('retry of an unsupported stream starts clean (a stale watch never fires into the new load)', async () => {
    const { kit, player } = setup([{ height: 360, width: 640, bitrate: 680_000 }]);
    await player.load({ url: URL_A });
    kit.last().fireError({ type: 'mediaError', details: 'bufferAddCodecError', fatal: false });
    await player.load({ url: 'http://test.local/b.m3u8' });
    vi.advanceTimersByTime(3000);
    expect(player.error).toBeNull();
    expect(player.state).toBe('loading');
  });
});

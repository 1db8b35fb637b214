// Audio and subtitle tracks in the Player core (issue 29): the light build hands a stream with
// tracks over to the full build, the track lists are reported, and the device's languages are
// applied to every stream loaded (the next episode too). Fake hls.js classes (fake-hls.ts).
import { describe, expect, it, vi } from 'vitest';
import { Player } from '@src/player/player';
import { cueText, matchTrack, NO_TRACKS, type PlayerTracks } from '@src/player/tracks';
import { makeFakeHls, type FakeHlsInstance, type FakeHlsKit } from './fake-hls';

const URL_A = 'http://test.local/media/hls/a/master.m3u8';
const URL_B = 'http://test.local/media/hls/b/master.m3u8';
const AUDIO = [
  { id: 0, name: '国语', lang: 'zh', url: 'audio-zh/index.m3u8' },
  { id: 1, name: '粤语', lang: 'yue', url: 'audio-yue/index.m3u8' },
];
const SUBS = [
  { id: 0, name: '中文', lang: 'zh', url: 'subs-zh/index.m3u8' },
  { id: 1, name: 'English', lang: 'en', url: 'subs-en/index.m3u8' },
];

/** A full build: its config has the track controllers and its instances list tracks. */
function makeFullKit(): FakeHlsKit {
  const kit = makeFakeHls();
  const Base = kit.Hls as unknown as new (config: Record<string, unknown>) => FakeHlsInstance;
  class Full extends Base {
    audioTracks = AUDIO;
    audioTrack = 0;
    subtitleTracks = SUBS;
    subtitleTrack = -1;
    subtitleDisplay = true;
    constructor(config: Record<string, unknown>) {
      super({ ...config, audioTrackController: class {}, subtitleTrackController: class {} });
    }
    static isSupported() {
      return true;
    }
  }
  return { ...kit, Hls: Full as never };
}

const flush = () => new Promise((r) => setTimeout(r, 0));

function setup() {
  const light = makeFakeHls();
  const full = makeFullKit();
  const tracksFactory = vi.fn(async () => full.Hls);
  const player = new Player({ video: document.createElement('video'), hlsFactory: async () => light.Hls, hlsTracksFactory: tracksFactory, workerPath: null });
  const seen: PlayerTracks[] = [];
  player.on('tracks', (t) => seen.push(t));
  return { player, light, full, tracksFactory, seen };
}

describe('the hls.js build for a stream', () => {
  it('a stream without tracks stays on the light build', async () => {
    const { player, light, tracksFactory } = setup();
    await player.load({ url: URL_A, autoplay: false });
    light.last().fire('hlsManifestParsed', { audioTracks: [], subtitleTracks: [] });
    await flush();
    expect(tracksFactory).not.toHaveBeenCalled();
    expect(light.last().destroy).not.toHaveBeenCalled();
    expect(player.tracks).toBe(NO_TRACKS);
  });

  it('a master playlist with audio or subtitle groups moves the stream to the full build', async () => {
    const { player, light, full, tracksFactory } = setup();
    await player.load({ url: URL_A, startAt: 12, autoplay: false });
    light.last().fire('hlsManifestParsed', { audioTracks: AUDIO, subtitleTracks: SUBS });
    await flush();
    expect(tracksFactory).toHaveBeenCalledTimes(1);
    expect(light.last().destroy).toHaveBeenCalled();
    const inst = full.last();
    expect(inst.loadSource).toHaveBeenCalledWith(URL_A);
    expect(inst.attachMedia).toHaveBeenCalled();
    expect(inst.config.startPosition).toBe(12);
    // The view draws the cues: hls.js keeps its track hidden.
    expect((inst as unknown as { subtitleDisplay: boolean }).subtitleDisplay).toBe(false);
    // The full build itself does not move again.
    inst.fire('hlsManifestParsed', { audioTracks: AUDIO, subtitleTracks: SUBS });
    await flush();
    expect(tracksFactory).toHaveBeenCalledTimes(1);
  });

  it('subtitles alone are enough; an audio group without URIs (muxed audio) is not', async () => {
    const a = setup();
    await a.player.load({ url: URL_A, autoplay: false });
    a.light.last().fire('hlsManifestParsed', { audioTracks: [{ id: 0, name: 'main' }], subtitleTracks: [] });
    await flush();
    expect(a.tracksFactory).not.toHaveBeenCalled();
    const b = setup();
    await b.player.load({ url: URL_A, autoplay: false });
    b.light.last().fire('hlsManifestParsed', { audioTracks: [], subtitleTracks: SUBS });
    await flush();
    expect(b.tracksFactory).toHaveBeenCalledTimes(1);
  });
});

describe('tracks and the device preference', () => {
  async function onFull(s: ReturnType<typeof setup>, url = URL_A) {
    await s.player.load({ url, autoplay: false });
    s.light.last().fire('hlsManifestParsed', { audioTracks: AUDIO, subtitleTracks: SUBS });
    await flush();
    const inst = s.full.last() as FakeHlsInstance & { audioTrack: number; subtitleTrack: number };
    inst.fire('hlsAudioTracksUpdated');
    inst.fire('hlsSubtitleTracksUpdated');
    return inst;
  }

  it('reports the lists and what is on; off by default, the default audio kept', async () => {
    const s = setup();
    const inst = await onFull(s);
    expect(s.player.tracks).toEqual({
      audio: [{ id: 0, name: '国语', lang: 'zh' }, { id: 1, name: '粤语', lang: 'yue' }],
      audioId: 0,
      subtitles: [{ id: 0, name: '中文', lang: 'zh' }, { id: 1, name: 'English', lang: 'en' }],
      subtitleId: -1,
    });
    expect(inst.audioTrack).toBe(0);
    expect(inst.subtitleTrack).toBe(-1);
  });

  it('a preference set while playing switches now, and carries to the next stream from its start', async () => {
    const s = setup();
    const inst = await onFull(s);
    s.player.setTrackPreference({ audio: 'yue', subtitle: 'en' });
    expect(inst.audioTrack).toBe(1);
    expect(inst.subtitleTrack).toBe(1);
    expect(s.seen[s.seen.length - 1]).toMatchObject({ audioId: 1, subtitleId: 1 });

    // The next episode: the full build is asked for from the start, with the languages.
    await s.player.load({ url: URL_B, autoplay: false });
    const next = s.light.last();
    expect(next.config.audioPreference).toEqual({ lang: 'yue' });
    expect(next.config.subtitlePreference).toEqual({ lang: 'en' });
    next.fire('hlsManifestParsed', { audioTracks: AUDIO, subtitleTracks: SUBS });
    await flush();
    const inst2 = s.full.last() as FakeHlsInstance & { audioTrack: number; subtitleTrack: number };
    expect(inst2).not.toBe(inst);
    inst2.fire('hlsAudioTracksUpdated');
    inst2.fire('hlsSubtitleTracksUpdated');
    expect(inst2.audioTrack).toBe(1);
    expect(inst2.subtitleTrack).toBe(1);
  });

  it('a language the title lacks leaves its default audio and turns subtitles off', async () => {
    const s = setup();
    s.player.setTrackPreference({ audio: 'fr', subtitle: 'fr' });
    const inst = await onFull(s);
    expect(inst.audioTrack).toBe(0);
    expect(inst.subtitleTrack).toBe(-1);
  });

  it('an unloaded stream reports no tracks', async () => {
    const s = setup();
    await onFull(s);
    s.player.stop();
    expect(s.player.tracks).toBe(NO_TRACKS);
    expect(s.seen[s.seen.length - 1]).toBe(NO_TRACKS);
  });
});

describe('track helpers', () => {
  it('matches by language first, then by name, ignoring case', () => {
    const tracks = [
      { id: 0, name: '国语', lang: 'zh' },
      { id: 1, name: 'Director', lang: '' },
    ];
    expect(matchTrack(tracks, 'ZH')?.id).toBe(0);
    expect(matchTrack(tracks, 'director')?.id).toBe(1);
    expect(matchTrack(tracks, '')).toBeUndefined();
    expect(matchTrack(tracks, 'en')).toBeUndefined();
  });

  it('cue text drops WebVTT markup and keeps one line per cue line', () => {
    const list = [{ text: '<i>Hello</i>\n<v Bob>world</v>' }, { text: 'again' }] as unknown as TextTrackCueList;
    expect(cueText(list)).toBe('Hello\nworld\nagain');
    expect(cueText(null)).toBe('');
  });
});

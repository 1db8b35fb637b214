// The framework-free player core: one HTMLVideoElement plus hls.js, a small state machine,
// bounded error recovery, a stall watchdog and a codec check (codec-support.ts: a stream this
// engine cannot decode ends in the 'unsupported' error within seconds, not in a spinner). Views subscribe to events; they never touch
// hls.js. hls.js is loaded by dynamic import only, so it never lands in the home bundle; a
// stream starts on its light build and moves to the full one when its master playlist has audio
// or subtitle tracks (hls-loader.ts, tracks.ts).
import { Emitter } from '../lib/events';
import {
  HLS_ERROR_TYPES,
  HLS_EVENTS,
  MANIFEST_ERROR_DETAILS,
  type HlsConstructorLike,
  type HlsErrorDataLike,
  type HlsFactory,
  type HlsInstanceLike,
  type HlsManifestParsedLike,
} from './hls-types';
import { bufferConfigFor, currentPlayerDevice, type PlayerDevice } from './buffer-config';
import { HLS_WORKER_URL } from './hls-worker-url';
import { loadHlsWithTracks, preloadHls } from './hls-loader';
import { matchTrack, NO_TRACKS, SubtitleCueWatch, toPlayerTracks, type PlayerTracks, type TrackPreference } from './tracks';
import { playerStrings } from './player-strings';
import { StallWatchdog } from './stall-watchdog';
import { emptyLoadStats, releaseFragmentStats, RELEASE_MARGIN_SEC } from './fragment-stats-release';
import { StartBufferHold, startingBuffer } from './start-buffer';
import { CodecWatch, codecSignal, engineTypeSupport, levelsVerdict } from './codec-support';

/** One empty stats object for every released fragment of every player. */
const RELEASED_STATS = emptyLoadStats();

export type PlayerState = 'idle' | 'loading' | 'playing' | 'paused' | 'buffering' | 'ended' | 'error';
/** 'unsupported': this engine cannot decode the stream's codecs (codec-support.ts); retrying cannot help. */
export type PlayerErrorKind = 'network' | 'media' | 'other' | 'unsupported';
export type PlayerEngine = 'none' | 'hls' | 'native';

export interface PlayerError {
  kind: PlayerErrorKind;
  fatal: boolean;
  /** User-facing text (simplified Chinese). */
  message: string;
  /** Technical detail for logs (hls.js error details, HTTP code...). */
  detail?: string;
}

export interface PlayerLevel {
  index: number;
  height: number;
  width: number;
  bitrate: number;
}

export interface PlayerTime {
  currentTime: number;
  duration: number;
  /** End of the buffered range around currentTime (seconds). */
  bufferedEnd: number;
}

export interface PlayerLevelInfo {
  /** Index into `levels` of the level playing now, -1 when unknown. */
  index: number;
  auto: boolean;
}

export interface PlayerEvents {
  state: PlayerState;
  time: PlayerTime;
  levels: PlayerLevel[];
  level: PlayerLevelInfo;
  error: PlayerError;
  volume: { volume: number; muted: boolean };
  rate: number;
  /** Audio and subtitle tracks of the stream and which are on (empty lists: none, or not yet known). */
  tracks: PlayerTracks;
  /** Text of the subtitle cues showing now ('' for none); the views draw it (tracks.ts). */
  cue: string;
  /** A head start (prestart) failed and was dropped: the page's load() will start over. */
  prestartDropped: undefined;
}

export interface LoadOptions {
  url: string;
  /** Start position in seconds (resume). */
  startAt?: number;
  /** Start playing once ready (default true). A blocked autoplay leaves the player paused. */
  autoplay?: boolean;
}

export interface PlayerOptions {
  /** The element to drive; one is created when absent (mount `player.video` yourself). */
  video?: HTMLVideoElement;
  /** Tests only: provide a fake hls.js class. Default: the light build (hls-loader.ts). */
  hlsFactory?: HlsFactory;
  /**
   * The build for streams with audio or subtitle tracks, loaded when a master playlist has them
   * and `hlsFactory`'s build cannot play them. Default: the full build, or none when a test
   * gives `hlsFactory` alone (its class is taken as able to).
   */
  hlsTracksFactory?: HlsFactory | null;
  /** URL of hls.worker.js; null disables the worker. Default: the bundled asset. */
  workerPath?: string | null;
  /** Buffer sizes for this device class. Default: by the layout this page booted (src/platform). */
  device?: PlayerDevice;
  /** Extra hls.js config (merged last). */
  hlsConfig?: Record<string, unknown>;
  /** Fatal network errors retried before giving up (default 3). */
  maxNetworkRetries?: number;
  /** First network retry delay; doubles each time (default 1000 ms). */
  retryBaseDelayMs?: number;
  /** Loading/buffering this long without any progress is an error (default 20000 ms). */
  stallTimeoutMs?: number;
  /** How often the watchdog looks (default 1000 ms). */
  watchdogIntervalMs?: number;
  /**
   * After a codec error hls.js may still get round (or a decoder error before the first frame),
   * how long a first frame may take before the stream counts as unsupported (default 2000 ms).
   */
  codecGraceMs?: number;
}

const HLS_MIME = 'application/vnd.apple.mpegurl';

export { TV_BUFFER_CONFIG } from './buffer-config';

const defaultHlsFactory: HlsFactory = preloadHls;

/**
 * Start on the lowest rendition: its first fragment is the smallest, so the first frame comes
 * soonest; ABR steps up once it has measured the bandwidth.
 */
export const FAST_START_CONFIG = { startLevel: 0 } as const;

const MEDIA_EVENTS = [
  'playing',
  'loadeddata',
  'pause',
  'waiting',
  'ended',
  'timeupdate',
  'durationchange',
  'loadedmetadata',
  'canplay',
  'progress',
  'volumechange',
  'ratechange',
  'error',
] as const;

export class Player {
  readonly video: HTMLVideoElement;
  private readonly emitter = new Emitter<PlayerEvents>('player');
  private readonly opts: Required<Omit<PlayerOptions, 'video' | 'hlsConfig' | 'hlsTracksFactory'>> & { hlsConfig: Record<string, unknown>; hlsTracksFactory: HlsFactory | null };

  private _state: PlayerState = 'idle';
  private _error: PlayerError | null = null;
  private _engine: PlayerEngine = 'none';
  private hlsInstance: HlsInstanceLike | null = null;
  private startHold: StartBufferHold | null = null;
  private source: LoadOptions | null = null;
  /** Bumped on every load/stop so late async results of an old load are ignored. */
  private generation = 0;
  private lastPosition = 0;
  private autoplayWanted = true;
  private manifestParsed = false;
  private networkRetries = 0;
  private mediaRecoveries = 0;
  private recoveryPosition = -1;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private readonly watchdog: StallWatchdog;
  private readonly codecWatch: CodecWatch;
  /** The element has shown a frame of the current load. */
  private frameShown = false;
  /** A prestarted stream found unplayable before its page took it: load() reports it. */
  private prestartUnsupported: string | null = null;
  private destroyed = false;
  /**
   * A stream started ahead by prestart(): hls.js loads and transmuxes its start without the
   * media element; `attached` once attachPrestarted() gave it the element. The next load() of the
   * same source takes it over instead of starting again.
   */
  private prestarted: { url: string; startAt: number; attached: boolean } | null = null;
  private readonly onMediaEvent = (e: Event) => this.handleMediaEvent(e.type);
  private _tracks: PlayerTracks = NO_TRACKS;
  private preference: TrackPreference = { audio: '', subtitle: '' };
  private readonly cues: SubtitleCueWatch;

  constructor(options: PlayerOptions = {}) {
    this.video = options.video ?? document.createElement('video');
    this.video.playsInline = true;
    this.opts = {
      hlsFactory: options.hlsFactory ?? defaultHlsFactory,
      hlsTracksFactory: options.hlsTracksFactory !== undefined ? options.hlsTracksFactory : options.hlsFactory ? null : loadHlsWithTracks,
      workerPath: options.workerPath === undefined ? HLS_WORKER_URL : options.workerPath,
      device: options.device ?? currentPlayerDevice(),
      hlsConfig: options.hlsConfig ?? {},
      maxNetworkRetries: options.maxNetworkRetries ?? 3,
      retryBaseDelayMs: options.retryBaseDelayMs ?? 1000,
      stallTimeoutMs: options.stallTimeoutMs ?? 20_000,
      watchdogIntervalMs: options.watchdogIntervalMs ?? 1000,
      codecGraceMs: options.codecGraceMs ?? 2000,
    };
    this.watchdog = new StallWatchdog({
      timeoutMs: this.opts.stallTimeoutMs,
      intervalMs: this.opts.watchdogIntervalMs,
      sample: () => ({ time: this.video.currentTime || 0, buffered: this.bufferedEnd() }),
      isWaiting: () => this._state === 'loading' || this._state === 'buffering',
      onStall: (waited) => this.fail('network', playerStrings.stalled, `no progress for ${waited} ms while ${this._state}`),
    });
    this.codecWatch = new CodecWatch({
      graceMs: this.opts.codecGraceMs,
      hasFrame: () => this.hasFrame(),
      onUnsupported: (reason) => this.codecsUnsupported(`no frame ${this.opts.codecGraceMs} ms after ${reason}`),
    });
    for (const name of MEDIA_EVENTS) this.video.addEventListener(name, this.onMediaEvent);
    this.cues = new SubtitleCueWatch(this.video, (text) => this.emitter.emit('cue', text));
  }

  // ---- read-only view of the core ----
  get state(): PlayerState {
    return this._state;
  }
  get error(): PlayerError | null {
    return this._error;
  }
  /** Which path plays the stream: hls.js (MSE) or the browser's native HLS. */
  get engine(): PlayerEngine {
    return this._engine;
  }
  get isDestroyed(): boolean {
    return this.destroyed;
  }
  /** Diagnostics only (tests, debug overlay): the live hls.js instance. */
  get hls(): HlsInstanceLike | null {
    return this.hlsInstance;
  }
  get currentTime(): number {
    return this.video.currentTime || 0;
  }
  get duration(): number {
    const d = this.video.duration;
    return Number.isFinite(d) ? d : 0;
  }
  /** Last known position, kept across errors and stop so retry/resume can use it. */
  get position(): number {
    return this.lastPosition;
  }
  get levels(): PlayerLevel[] {
    const hls = this.hlsInstance;
    if (!hls) return [];
    return hls.levels.map((l, index) => ({ index, height: l.height, width: l.width, bitrate: l.bitrate }));
  }
  get level(): PlayerLevelInfo {
    const hls = this.hlsInstance;
    if (!hls) return { index: -1, auto: true };
    return { index: hls.currentLevel, auto: hls.autoLevelEnabled };
  }
  get volume(): number {
    return this.video.volume;
  }
  get muted(): boolean {
    return this.video.muted;
  }
  get rate(): number {
    return this.video.playbackRate;
  }
  get tracks(): PlayerTracks {
    return this._tracks;
  }
  /** The subtitle text showing now ('' for none). */
  get cue(): string {
    return this.cues.current;
  }

  on<K extends keyof PlayerEvents>(event: K, listener: (payload: PlayerEvents[K]) => void): () => void {
    return this.emitter.on(event, listener);
  }

  // ---- commands ----
  async load(options: LoadOptions): Promise<void> {
    this.assertAlive();
    if (!options || typeof options.url !== 'string' || options.url.trim() === '') {
      throw new TypeError('Player.load: a non-empty `url` is required');
    }
    const startAt = startOf(options);
    if (this.takeOverPrestarted(options.url, startAt, options.autoplay ?? true)) return;
    const gen = this.resetForLoad();
    this.source = { url: options.url, startAt, autoplay: options.autoplay ?? true };
    this.autoplayWanted = this.source.autoplay !== false;
    this.lastPosition = startAt;
    this._error = null;
    this.setState('loading');
    this.watchdog.start();

    let Hls: HlsConstructorLike;
    try {
      Hls = await this.opts.hlsFactory();
    } catch (err) {
      if (gen !== this.generation) return;
      this.fail('network', playerStrings.networkError, `hls.js chunk failed to load: ${describe(err)}`);
      return;
    }
    if (gen !== this.generation) return;

    // Hls.isSupported() first: some browsers (Debian Chromium) answer "maybe" for native
    // HLS yet cannot play it, so native is only the fallback when MSE is unavailable.
    if (Hls.isSupported()) {
      this.startHls(Hls, options.url, startAt);
    } else if (this.video.canPlayType(HLS_MIME)) {
      this._engine = 'native';
      this.video.src = options.url;
      this.video.load();
    } else if (engineTypeSupport()) {
      // MSE without any codec hls.js plays (an old engine without H.264, VP9 or AAC in MP4).
      this.fail('unsupported', playerStrings.formatNotSupported, 'hls.js: MSE takes none of its codecs, and no native HLS');
    } else {
      this.fail('unsupported', playerStrings.notSupported, 'neither MSE nor native HLS is available');
    }
  }

  /**
   * Starts a stream ahead of its page (focus resting on a poster, a watch route starting): the
   * playlists and the start position's fragment are fetched and transmuxed (hls.js
   * `startFragPrefetch`, its worker started) without the media element, so no decoder, no sound
   * and no picture yet. The state stays 'idle'; a failure only drops the head start (load() then
   * starts over and reports errors). The matching load() takes it over. `attach`: the element
   * joins at once (paused), as attachPrestarted() does (a cold start on the watch route).
   * Resolves to whether hls.js started (false: its chunk failed, no MSE, superseded).
   */
  async prestart(options: LoadOptions, attach = false): Promise<boolean> {
    this.assertAlive();
    const startAt = startOf(options);
    const gen = this.resetForLoad();
    this.source = { url: options.url, startAt, autoplay: false };
    this.autoplayWanted = false;
    this.lastPosition = startAt;
    let Hls: HlsConstructorLike;
    try {
      Hls = await this.opts.hlsFactory();
    } catch {
      return false;
    }
    if (gen !== this.generation || !Hls.isSupported()) return false;
    this.prestarted = { url: options.url, startAt, attached: attach };
    this.startHls(Hls, options.url, startAt, attach, true);
    return true;
  }

  /**
   * OK was pressed on the prestarted stream's poster: the media element joins now (paused), so
   * the source buffers fill and the first frame decodes while the page renders. load() plays it.
   */
  attachPrestarted(): void {
    const p = this.prestarted;
    if (!p || p.attached || !this.hlsInstance) return;
    p.attached = true;
    this.hlsInstance.attachMedia(this.video);
  }

  /** Reload the last source from the last known position (after an error, or any time). */
  retry(): Promise<void> {
    if (!this.source) return Promise.reject(new Error('Player.retry: nothing was loaded'));
    return this.load({ url: this.source.url, startAt: this.lastPosition, autoplay: true });
  }

  async play(): Promise<void> {
    this.assertAlive();
    if (this._state === 'error' || (this._state === 'idle' && this.source)) {
      if (this._state === 'idle') this.lastPosition = 0;
      await this.retry();
      return;
    }
    if (this._state === 'ended') this.video.currentTime = 0;
    this.autoplayWanted = true;
    await this.tryPlay();
  }

  pause(): void {
    this.autoplayWanted = false;
    this.video.pause();
  }

  toggle(): Promise<void> {
    if (this._state === 'playing' || this._state === 'buffering' || (this._state === 'loading' && this.autoplayWanted)) {
      this.pause();
      return Promise.resolve();
    }
    return this.play();
  }

  seek(seconds: number): void {
    if (!Number.isFinite(seconds)) throw new RangeError(`Player.seek: not a number of seconds: ${seconds}`);
    const duration = this.duration;
    const target = Math.max(0, duration > 0 ? Math.min(seconds, duration) : seconds);
    this.lastPosition = target;
    this.video.currentTime = target;
    this.emitTime();
  }

  seekBy(delta: number): void {
    if (!Number.isFinite(delta)) throw new RangeError(`Player.seekBy: not a number of seconds: ${delta}`);
    this.seek(this.currentTime + delta);
  }

  /**
   * End the episode where it is: paused, state 'ended' (play() starts it over). For the
   * closing credits counting as the end (moreFun skip) when no next episode follows.
   */
  finish(): void {
    this.assertAlive();
    if (this._state === 'idle' || this._state === 'error') return;
    this.autoplayWanted = false;
    this.video.pause();
    this.setState('ended');
  }

  /** Unload the stream; the source is kept so play() starts it again from the beginning. */
  stop(): void {
    this.prestarted = null;
    this.generation++;
    this.teardownEngine();
    this.watchdog.stop();
    this.video.pause();
    this.video.removeAttribute('src');
    try {
      this.video.load();
    } catch {
      // jsdom has no media loading; nothing to release there.
    }
    this.setState('idle');
  }

  /** Playback speed; it holds across load() (the next episode, a retry) until set again. */
  setRate(rate: number): void {
    if (!Number.isFinite(rate) || rate <= 0 || rate > 16) throw new RangeError(`Player.setRate: rate must be in (0, 16], got ${rate}`);
    // The element's load algorithm (a new source, hls.js attaching its MediaSource) resets
    // playbackRate to defaultPlaybackRate: the default carries the choice over.
    this.video.defaultPlaybackRate = rate;
    this.video.playbackRate = rate;
  }

  /**
   * The audio and subtitle languages to play (the device's choice): applied to the stream's
   * tracks now and to every stream loaded after (the next episode), where it has them.
   */
  setTrackPreference(preference: TrackPreference): void {
    this.preference = { ...preference };
    this.applyTrackPreference();
  }

  /** Pick a rendition by index into `levels`, or 'auto' for adaptive bitrate. */
  setLevel(level: number | 'auto'): void {
    const hls = this.hlsInstance;
    if (level === 'auto') {
      if (hls) hls.currentLevel = -1;
      return;
    }
    const count = hls ? hls.levels.length : 0;
    if (!Number.isInteger(level) || level < 0 || level >= count) {
      throw new RangeError(`Player.setLevel: level ${level} does not exist (${count} levels)`);
    }
    hls!.currentLevel = level;
  }

  setVolume(volume: number): void {
    if (!Number.isFinite(volume)) throw new RangeError(`Player.setVolume: not a number: ${volume}`);
    this.video.volume = Math.min(1, Math.max(0, volume));
    if (this.video.volume > 0 && this.video.muted) this.video.muted = false;
  }

  setMuted(muted: boolean): void {
    this.video.muted = muted;
  }

  toggleMute(): void {
    this.video.muted = !this.video.muted;
  }

  destroy(): void {
    if (this.destroyed) return;
    this.stop();
    for (const name of MEDIA_EVENTS) this.video.removeEventListener(name, this.onMediaEvent);
    this.cues.dispose();
    this.emitter.clear();
    this.destroyed = true;
  }

  // ---- internals ----
  private assertAlive(): void {
    if (this.destroyed) throw new Error('Player: used after destroy()');
  }

  /** load() of the stream prestart() began: it goes on from where it is, with the element attached. */
  private takeOverPrestarted(url: string, startAt: number, autoplay: boolean): boolean {
    const p = this.prestarted;
    const hls = this.hlsInstance;
    this.prestarted = null;
    if (!p || !hls || p.url !== url || p.startAt !== startAt) return false;
    this.source = { url, startAt, autoplay };
    this.autoplayWanted = autoplay;
    this._error = null;
    this.setState('loading');
    const unsupported = this.prestartUnsupported;
    if (unsupported !== null) {
      this.fail('unsupported', playerStrings.formatNotSupported, unsupported);
      return true;
    }
    this.watchdog.start();
    if (!p.attached) hls.attachMedia(this.video);
    if (this.manifestParsed && autoplay) void this.tryPlay();
    return true;
  }

  private resetForLoad(): number {
    this.prestarted = null;
    this.generation++;
    this.teardownEngine();
    this.manifestParsed = false;
    this.networkRetries = 0;
    this.mediaRecoveries = 0;
    this.recoveryPosition = -1;
    this.frameShown = false;
    this.prestartUnsupported = null;
    return this.generation;
  }

  private startHls(Hls: HlsConstructorLike, url: string, startAt: number, attach = true, ahead = false): void {
    const workerPath = this.opts.workerPath;
    const config: Record<string, unknown> = {
      ...bufferConfigFor(this.opts.device),
      ...FAST_START_CONFIG,
      // Ahead of the element (prestart): fetch and transmux the first fragment anyway.
      ...(ahead ? { startFragPrefetch: true } : {}),
      enableWorker: workerPath !== null,
      ...(workerPath ? { workerPath } : {}),
      startPosition: startAt > 0 ? startAt : -1,
      // The remembered languages from the start, so the first audio fragments are the right ones.
      ...(this.preference.audio ? { audioPreference: { lang: this.preference.audio } } : {}),
      ...(this.preference.subtitle ? { subtitlePreference: { lang: this.preference.subtitle } } : {}),
      ...this.opts.hlsConfig,
    };
    // A short forward buffer until playback has run a while (start-buffer.ts).
    const full = { maxBufferLength: Number(config.maxBufferLength), maxMaxBufferLength: Number(config.maxMaxBufferLength) };
    const hls = new Hls({ ...config, ...startingBuffer(full) });
    // Cues go to a hidden TextTrack; the views draw them (tracks.ts).
    if (hls.subtitleDisplay !== undefined) hls.subtitleDisplay = false;
    this.startHold = new StartBufferHold(hls, full);
    this.hlsInstance = hls;
    this._engine = 'hls';
    const gen = this.generation;
    const guard =
      <T>(fn: (data: T) => void) =>
      (_event: string, data: T) => {
        if (gen === this.generation && this.hlsInstance === hls) fn(data);
      };
    hls.on(
      HLS_EVENTS.MANIFEST_PARSED,
      guard<HlsManifestParsedLike>((data) => {
        if (this.needsTracksBuild(hls, data)) {
          void this.restartWithTracks(url, startAt, attach, ahead);
          return;
        }
        // Up front: levels whose CODECS this engine cannot decode (hls.js dropped the ones it
        // knew it could not play; this catches what it kept on another MediaSource's word).
        const supports = engineTypeSupport();
        if (supports && levelsVerdict(hls.levels, supports) === 'unplayable') {
          const codecs = hls.levels.map((l) => [l.videoCodec, l.audioCodec].filter(Boolean).join(',')).join(' | ');
          this.handleHlsError({ type: HLS_ERROR_TYPES.MEDIA, details: 'manifestIncompatibleCodecsError', fatal: true, reason: `no level this engine can decode: ${codecs}` });
          return;
        }
        this.manifestParsed = true;
        this.emitter.emit('levels', this.levels);
        this.emitter.emit('level', this.level);
        if (this.autoplayWanted) void this.tryPlay();
      }),
    );
    hls.on(HLS_EVENTS.LEVELS_UPDATED, guard<unknown>(() => this.emitter.emit('levels', this.levels)));
    const tracksChanged = guard<unknown>(() => this.readTracks(hls));
    for (const e of [HLS_EVENTS.AUDIO_TRACKS_UPDATED, HLS_EVENTS.SUBTITLE_TRACKS_UPDATED]) {
      hls.on(
        e,
        guard<unknown>(() => {
          this.readTracks(hls);
          this.applyTrackPreference();
        }),
      );
    }
    hls.on(HLS_EVENTS.AUDIO_TRACK_SWITCHED, tracksChanged);
    hls.on(HLS_EVENTS.SUBTITLE_TRACK_SWITCH, tracksChanged);
    hls.on(HLS_EVENTS.LEVEL_SWITCHED, guard<unknown>(() => this.emitter.emit('level', this.level)));
    hls.on(
      HLS_EVENTS.FRAG_BUFFERED,
      guard<unknown>(() => {
        // A fragment arrived: the network path works again.
        this.networkRetries = 0;
        this.watchdog.progress();
        // Stats of fragments long flushed from the back buffer go (fragment-stats-release.ts).
        const back = Number(hls.config.backBufferLength);
        if (Number.isFinite(back)) releaseFragmentStats(hls, this.video.currentTime - back - RELEASE_MARGIN_SEC, RELEASED_STATS);
      }),
    );
    hls.on(HLS_EVENTS.ERROR, guard<HlsErrorDataLike>((data) => this.handleHlsError(data)));
    if (attach) hls.attachMedia(this.video);
    hls.loadSource(url);
  }

  /** The master playlist has alternate audio or subtitles that this hls.js build cannot play. */
  private needsTracksBuild(hls: HlsInstanceLike, data: HlsManifestParsedLike): boolean {
    if (!this.opts.hlsTracksFactory || (hls.config.audioTrackController && hls.config.subtitleTrackController)) return false;
    return !!data && ((data.audioTracks ?? []).some((t) => !!t.url) || (data.subtitleTracks ?? []).length > 0);
  }

  /**
   * The light build found tracks in the master playlist: the stream starts over on the full
   * build (its chunk loads now, unless a warm-up brought it), as it was started: attached or
   * ahead (prestart). Nothing has been buffered yet (MANIFEST_PARSED comes before any fragment).
   */
  private async restartWithTracks(url: string, startAt: number, attach: boolean, ahead: boolean): Promise<void> {
    const factory = this.opts.hlsTracksFactory;
    if (!factory) return;
    this.generation++;
    const gen = this.generation;
    this.teardownEngine();
    let Hls: HlsConstructorLike;
    try {
      Hls = await factory();
    } catch (err) {
      if (gen !== this.generation) return;
      if (this.prestarted && this._state === 'idle') {
        this.prestarted = null;
        this.emitter.emit('prestartDropped', undefined);
        return;
      }
      this.fail('network', playerStrings.networkError, `hls.js (tracks) chunk failed to load: ${describe(err)}`);
      return;
    }
    if (gen !== this.generation) return;
    // A prestarted stream may have been given the element meanwhile (attachPrestarted).
    const attachNow = this.prestarted ? this.prestarted.attached : attach;
    this.startHls(Hls, url, startAt, attachNow, ahead && this._state === 'idle');
  }

  /** The track lists and choices of `hls`, emitted when they changed. */
  private readTracks(hls: HlsInstanceLike): void {
    const next: PlayerTracks = {
      audio: toPlayerTracks(hls.audioTracks),
      audioId: hls.audioTrack ?? -1,
      subtitles: toPlayerTracks(hls.subtitleTracks),
      subtitleId: hls.subtitleTrack ?? -1,
    };
    if (JSON.stringify(next) === JSON.stringify(this._tracks)) return;
    this._tracks = next.audio.length || next.subtitles.length ? next : NO_TRACKS;
    this.emitter.emit('tracks', this._tracks);
  }

  /** Turns the stream's tracks to the preferred languages; a language it lacks leaves its default. */
  private applyTrackPreference(): void {
    const hls = this.hlsInstance;
    if (!hls) return;
    const { audio, subtitles } = this._tracks;
    const a = matchTrack(audio, this.preference.audio);
    if (a && hls.audioTrack !== a.id) hls.audioTrack = a.id;
    if (subtitles.length) {
      const sub = matchTrack(subtitles, this.preference.subtitle);
      const id = sub ? sub.id : -1;
      if (hls.subtitleTrack !== id) hls.subtitleTrack = id;
    }
    this.readTracks(hls);
  }

  private handleHlsError(data: HlsErrorDataLike): void {
    const codec = codecSignal(data, { hadFrame: this.hasFrame(), errorCode: this.video.error?.code });
    if (codec === 'suspect') this.codecWatch.suspect(hlsErrorDetail(data));
    if (this.prestarted && this._state === 'idle') {
      // A head start that failed is dropped quietly: the page's load() starts over and reports.
      if (data.fatal) {
        this.prestarted = null;
        this.generation++;
        this.teardownEngine();
        this.emitter.emit('prestartDropped', undefined);
      }
      return;
    }
    const kind: PlayerErrorKind =
      data.type === HLS_ERROR_TYPES.NETWORK ? 'network' : data.type === HLS_ERROR_TYPES.MEDIA ? 'media' : 'other';
    const detail = hlsErrorDetail(data);
    if (codec === 'unsupported') {
      this.fail('unsupported', playerStrings.formatNotSupported, detail);
      return;
    }
    if (!data.fatal) {
      this.emitter.emit('error', { kind, fatal: false, message: messageFor(kind), detail });
      return;
    }
    const hls = this.hlsInstance;
    if (!hls) return;
    if (kind === 'network') {
      if (this.networkRetries >= this.opts.maxNetworkRetries) {
        this.fail('network', playerStrings.networkError, `${detail} (after ${this.networkRetries} retries)`);
        return;
      }
      const delay = this.opts.retryBaseDelayMs * 2 ** this.networkRetries;
      this.networkRetries++;
      const reloadManifest = !this.manifestParsed || MANIFEST_ERROR_DETAILS.has(data.details);
      if (this._state !== 'loading') this.setState('buffering');
      this.clearRetryTimer();
      const gen = this.generation;
      this.retryTimer = setTimeout(() => {
        this.retryTimer = null;
        if (gen !== this.generation || this.hlsInstance !== hls || !this.source) return;
        if (reloadManifest) hls.loadSource(this.source.url);
        else hls.startLoad();
      }, delay);
      return;
    }
    if (kind === 'media') {
      this.recoveryPosition = this.currentTime;
      if (this.mediaRecoveries === 0) {
        this.mediaRecoveries = 1;
        hls.recoverMediaError();
      } else if (this.mediaRecoveries === 1) {
        // The usual second cause is an audio codec the container mislabels.
        this.mediaRecoveries = 2;
        hls.swapAudioCodec();
        hls.recoverMediaError();
      } else if (this.codecWatch.suspicion !== null) {
        // Never a frame since the decoder refused the stream: not a passing fault.
        this.fail('unsupported', playerStrings.formatNotSupported, `${detail} after ${this.codecWatch.suspicion}`);
      } else {
        this.fail('media', playerStrings.mediaError, detail);
      }
      return;
    }
    this.fail('other', playerStrings.otherError, detail);
  }

  private handleMediaEvent(type: string): void {
    if (this.destroyed) return;
    const v = this.video;
    switch (type) {
      case 'loadeddata':
        this.frameShown = true;
        this.codecWatch.reset();
        break;
      case 'playing':
        this.frameShown = true;
        this.codecWatch.reset();
        if (this._state !== 'error') this.setState('playing');
        this.startHold?.played();
        break;
      case 'pause':
        if (this._state === 'playing' || this._state === 'buffering' || this._state === 'loading') {
          if (!v.ended) this.setState('paused');
        }
        break;
      case 'waiting':
        if (!v.paused && (this._state === 'playing' || this._state === 'paused')) this.setState('buffering');
        break;
      case 'ended':
        if (this._state !== 'error' && this._state !== 'idle') this.setState('ended');
        break;
      case 'timeupdate':
        if (this._state !== 'idle' && this._state !== 'error' && this._state !== 'loading') {
          this.lastPosition = v.currentTime;
        }
        if (this.mediaRecoveries > 0 && this.recoveryPosition >= 0 && v.currentTime > this.recoveryPosition + 2) {
          // Played well past the failure: a future media error is a fresh one.
          this.mediaRecoveries = 0;
          this.recoveryPosition = -1;
        }
        this.emitTime();
        break;
      case 'loadedmetadata':
        if (this._engine === 'native' && this.source?.startAt) v.currentTime = this.source.startAt;
        this.emitTime();
        if (this._engine === 'native' && this.autoplayWanted) void this.tryPlay();
        break;
      case 'durationchange':
      case 'progress':
        this.emitTime();
        break;
      case 'canplay':
        if (this._state === 'loading' && v.paused && !this.autoplayWanted) this.setState('paused');
        break;
      case 'volumechange':
        this.emitter.emit('volume', { volume: v.volume, muted: v.muted });
        break;
      case 'ratechange':
        this.emitter.emit('rate', v.playbackRate);
        break;
      case 'error':
        // With hls.js attached, media errors arrive (and are recovered) through hls.js.
        if (this._engine === 'native') {
          const code = v.error?.code;
          this.fail(code === 2 ? 'network' : 'media', code === 2 ? playerStrings.networkError : playerStrings.mediaError, `media element error ${code ?? '?'}: ${v.error?.message ?? ''}`);
        }
        break;
    }
  }

  private async tryPlay(): Promise<void> {
    try {
      await this.video.play();
    } catch (err) {
      // Autoplay refused by the browser: wait for the user's OK key instead of spinning.
      if (isAbortOrNotAllowed(err)) {
        if (this._state === 'loading' || this._state === 'buffering') this.setState('paused');
        return;
      }
      if (this._state !== 'error') this.emitter.emit('error', { kind: 'other', fatal: false, message: playerStrings.otherError, detail: describe(err) });
    }
  }

  private fail(kind: PlayerErrorKind, message: string, detail?: string): void {
    this.clearRetryTimer();
    this.watchdog.stop();
    this.generation++;
    if (this.currentTime > 0) this.lastPosition = this.currentTime;
    this.teardownEngine();
    this.video.pause();
    this._error = { kind, fatal: true, message, detail };
    this.setState('error');
    this.emitter.emit('error', this._error);
    if (detail) console.warn(`[player] ${kind} error: ${detail}`);
  }

  private teardownEngine(): void {
    this.clearRetryTimer();
    this.codecWatch.reset();
    this.startHold?.dispose();
    this.startHold = null;
    const hls = this.hlsInstance;
    this.hlsInstance = null;
    this._engine = 'none';
    if (this._tracks !== NO_TRACKS) {
      this._tracks = NO_TRACKS;
      this.emitter.emit('tracks', NO_TRACKS);
    }
    if (hls) {
      try {
        hls.destroy();
      } catch (err) {
        console.warn('[player] hls.destroy threw', err);
      }
      // hls.js removed its cues: the text shown goes with them.
      this.cues.update();
    }
  }

  private clearRetryTimer(): void {
    if (this.retryTimer !== null) clearTimeout(this.retryTimer);
    this.retryTimer = null;
  }

  /** A frame of the current load was decoded (HAVE_CURRENT_DATA or better, or it played). */
  private hasFrame(): boolean {
    return this.frameShown || this.video.readyState >= 2;
  }

  /** The codec watch saw no frame after a codec error: say so now, or at load() for a head start. */
  private codecsUnsupported(reason: string): void {
    if (this._state === 'idle') {
      if (this.prestarted) this.prestartUnsupported = reason;
      return;
    }
    if (this._state === 'error' || this._state === 'ended') return;
    this.fail('unsupported', playerStrings.formatNotSupported, reason);
  }

  private bufferedEnd(): number {
    const ranges = this.video.buffered;
    if (!ranges) return 0;
    const t = this.video.currentTime || 0;
    for (let i = 0; i < ranges.length; i++) {
      if (ranges.start(i) <= t + 0.5 && ranges.end(i) >= t) return ranges.end(i);
    }
    return ranges.length > 0 ? ranges.end(ranges.length - 1) : 0;
  }

  private emitTime(): void {
    this.emitter.emit('time', { currentTime: this.currentTime, duration: this.duration, bufferedEnd: this.bufferedEnd() });
  }

  private setState(next: PlayerState): void {
    if (this._state === next) return;
    this._state = next;
    this.emitter.emit('state', next);
  }
}

function startOf(options: LoadOptions): number {
  return options.startAt !== undefined && Number.isFinite(options.startAt) && options.startAt > 0 ? options.startAt : 0;
}

function messageFor(kind: PlayerErrorKind): string {
  return kind === 'network' ? playerStrings.networkError : kind === 'media' ? playerStrings.mediaError : playerStrings.otherError;
}

function hlsErrorDetail(data: HlsErrorDataLike): string {
  const parts = [data.type, data.details];
  if (data.response?.code) parts.push(`HTTP ${data.response.code}`);
  if (data.reason) parts.push(data.reason);
  else if (data.error?.message) parts.push(data.error.message);
  return parts.join(': ');
}

function isAbortOrNotAllowed(err: unknown): boolean {
  const name = (err as { name?: string } | null)?.name;
  return name === 'NotAllowedError' || name === 'AbortError';
}

function describe(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}

// The narrow slice of hls.js the player uses. Typing against this (not hls.js' own types)
// keeps hls.js out of every static import graph and lets unit tests inject a fake engine.

/** hls.js event names (string values of Hls.Events, stable across 1.x). */
export const HLS_EVENTS = {
  MEDIA_ATTACHED: 'hlsMediaAttached',
  MANIFEST_PARSED: 'hlsManifestParsed',
  LEVEL_SWITCHED: 'hlsLevelSwitched',
  LEVELS_UPDATED: 'hlsLevelsUpdated',
  FRAG_BUFFERED: 'hlsFragBuffered',
  AUDIO_TRACKS_UPDATED: 'hlsAudioTracksUpdated',
  AUDIO_TRACK_SWITCHED: 'hlsAudioTrackSwitched',
  SUBTITLE_TRACKS_UPDATED: 'hlsSubtitleTracksUpdated',
  SUBTITLE_TRACK_SWITCH: 'hlsSubtitleTrackSwitch',
  ERROR: 'hlsError',
} as const;

/** Values of Hls.ErrorTypes. */
export const HLS_ERROR_TYPES = {
  NETWORK: 'networkError',
  MEDIA: 'mediaError',
} as const;

/** Error details after which hls.startLoad() cannot help: the playlist itself is missing. */
export const MANIFEST_ERROR_DETAILS: ReadonlySet<string> = new Set([
  'manifestLoadError',
  'manifestLoadTimeOut',
  'manifestParsingError',
  'manifestIncompatibleCodecsError',
  'levelEmptyError',
]);

export interface HlsLevelLike {
  height: number;
  width: number;
  bitrate: number;
  name?: string;
  /** From the level's CODECS attribute, when the manifest has one. */
  videoCodec?: string;
  audioCodec?: string;
}

/** An AUDIO or SUBTITLES rendition of the master playlist (hls.js MediaPlaylist). */
export interface HlsMediaTrackLike {
  id: number;
  name: string;
  lang?: string;
  url?: string;
}

/** What MANIFEST_PARSED carries about tracks (both builds parse the groups). */
export interface HlsManifestParsedLike {
  audioTracks?: readonly HlsMediaTrackLike[];
  subtitleTracks?: readonly HlsMediaTrackLike[];
}

export interface HlsErrorDataLike {
  type: string;
  details: string;
  fatal: boolean;
  error?: Error;
  reason?: string;
  response?: { code?: number; text?: string };
}

export interface HlsConfigLike {
  enableWorker: boolean;
  /** Present in the full build only: the light one cannot switch audio or show subtitles. */
  audioTrackController?: unknown;
  subtitleTrackController?: unknown;
  workerPath?: string | null;
  startPosition?: number;
  [key: string]: unknown;
}

export interface HlsInstanceLike {
  readonly config: HlsConfigLike;
  readonly levels: readonly HlsLevelLike[];
  currentLevel: number;
  readonly autoLevelEnabled: boolean;
  /** Tracks (issue 29): real in the full build; the light build lists none. */
  readonly audioTracks?: readonly HlsMediaTrackLike[];
  audioTrack?: number;
  readonly subtitleTracks?: readonly HlsMediaTrackLike[];
  subtitleTrack?: number;
  subtitleDisplay?: boolean;
  loadSource(url: string): void;
  attachMedia(media: HTMLMediaElement): void;
  startLoad(startPosition?: number): void;
  stopLoad(): void;
  recoverMediaError(): void;
  swapAudioCodec(): void;
  destroy(): void;
  on(event: string, listener: (event: string, data: never) => void): void;
}

export interface HlsConstructorLike {
  isSupported(): boolean;
  new (config: Record<string, unknown>): HlsInstanceLike;
}

/** Loads the hls.js class; the default is the light build (hls-loader.ts). */
export type HlsFactory = () => Promise<HlsConstructorLike>;

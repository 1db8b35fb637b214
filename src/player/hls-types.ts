// The narrow slice of hls.js the player uses. Typing against this (not hls.js' own types)
// keeps hls.js out of every static import graph and lets unit tests inject a fake engine.

/** hls.js event names (string values of Hls.Events, stable across 1.x). */
export const HLS_EVENTS = {
  MEDIA_ATTACHED: 'hlsMediaAttached',
  MANIFEST_PARSED: 'hlsManifestParsed',
  LEVEL_SWITCHED: 'hlsLevelSwitched',
  LEVELS_UPDATED: 'hlsLevelsUpdated',
  FRAG_BUFFERED: 'hlsFragBuffered',
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
  workerPath?: string | null;
  startPosition?: number;
  [key: string]: unknown;
}

export interface HlsInstanceLike {
  readonly config: HlsConfigLike;
  readonly levels: readonly HlsLevelLike[];
  currentLevel: number;
  readonly autoLevelEnabled: boolean;
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

/** Loads the hls.js class; the default is `await import('hls.js/light')` inside player.ts. */
export type HlsFactory = () => Promise<HlsConstructorLike>;

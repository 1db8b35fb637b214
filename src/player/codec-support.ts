// Can this engine decode the stream's codecs? Old TV engines (Chromium 53-79 builds without
// H.264 or AAC) cannot play the demo's avc1/mp4a streams at all; without an answer the player
// would spin until the stall watchdog. Three signals, earliest first:
// - the levels' CODECS at MANIFEST_PARSED, asked of MediaSource.isTypeSupported (hls.js 1.7
//   asks the same before that and drops what it cannot play: when nothing is left it reports
//   the fatal manifestIncompatibleCodecsError instead of MANIFEST_PARSED);
// - hls.js' codec errors (`CODEC_ERROR_DETAILS`): fatal means no level is left to try;
// - a watch: a codec error hls.js may still get round (another level, a media recovery), or the
//   element failing to decode (MEDIA_ERR_DECODE / SRC_NOT_SUPPORTED) before any frame, turns
//   into "unsupported" when no first frame follows within a grace period.

export type TypeSupport = (mimeType: string) => boolean;

interface MediaSourceLike {
  isTypeSupported?: (type: string) => boolean;
}

/**
 * MediaSource.isTypeSupported of this engine, the one hls.js uses (ManagedMediaSource first),
 * or null without Media Source Extensions.
 */
export function engineTypeSupport(): TypeSupport | null {
  const g = globalThis as { ManagedMediaSource?: MediaSourceLike; MediaSource?: MediaSourceLike; WebKitMediaSource?: MediaSourceLike };
  const ms = g.ManagedMediaSource ?? g.MediaSource ?? g.WebKitMediaSource;
  const check = ms?.isTypeSupported;
  if (typeof check !== 'function') return null;
  return (type) => {
    try {
      return check.call(ms, type) === true;
    } catch {
      return false;
    }
  };
}

// Sample entry codes (MP4RA) of the codecs an HLS stream for the web can carry.
const VIDEO_CODES = new Set(['avc1', 'avc2', 'avc3', 'avc4', 'hvc1', 'hev1', 'dvh1', 'dvhe', 'dva1', 'dvav', 'dav1', 'av01', 'vp08', 'vp09', 'mp4v']);
const AUDIO_CODES = new Set(['mp4a', 'ac-3', 'ec-3', 'ac-4', 'alac', 'fLaC', 'flac', 'FLAC', 'Opus', 'opus', 'mp3']);
/** Names browsers accept for the same codec (hls.js tries them in this order). */
const ALIASES: Record<string, string[]> = { flac: ['flac', 'fLaC'], opus: ['opus', 'Opus'] };

export type CodecVerdict = 'playable' | 'unplayable' | 'unknown';

/** RFC 4281 `avc1.66.30` to the RFC 6381 `avc1.42001e` that isTypeSupported understands. */
function avcOti(codec: string): string {
  const parts = codec.split('.');
  if (parts[0] !== 'avc1' || parts.length !== 3) return codec;
  const profile = Number.parseInt(parts[1], 10);
  const level = Number.parseInt(parts[2], 10);
  if (!Number.isFinite(profile) || !Number.isFinite(level)) return codec;
  return `avc1.${profile.toString(16).padStart(2, '0')}00${level.toString(16).padStart(2, '0')}`;
}

/** One entry of a CODECS list: 'unknown' for a name this module does not classify. */
export function codecVerdict(codec: string, supports: TypeSupport): CodecVerdict {
  const name = codec.trim();
  const code = name.slice(0, 4);
  const kind = VIDEO_CODES.has(code) ? 'video' : AUDIO_CODES.has(code) ? 'audio' : null;
  if (!name || !kind) return 'unknown';
  const names = ALIASES[name.toLowerCase()] ?? [kind === 'video' ? avcOti(name) : name];
  return names.some((n) => supports(`${kind}/mp4; codecs="${n}"`)) ? 'playable' : 'unplayable';
}

/** A CODECS attribute ("avc1.42c01e,mp4a.40.2"): unplayable when one known entry is, unknown when none is known. */
export function codecsVerdict(codecs: string | undefined, supports: TypeSupport): CodecVerdict {
  const verdicts = (codecs ?? '')
    .split(',')
    .map((c) => codecVerdict(c, supports))
    .filter((v) => v !== 'unknown');
  if (verdicts.length === 0) return 'unknown';
  return verdicts.includes('unplayable') ? 'unplayable' : 'playable';
}

/** What a level says of its codecs (hls.js' Level: videoCodec and audioCodec from CODECS). */
export interface LevelCodecs {
  videoCodec?: string;
  audioCodec?: string;
}

/**
 * A stream's levels: playable when one of them is, unplayable only when every level names its
 * codecs and none can be played, unknown otherwise (codecs are learnt from the first fragment).
 */
export function levelsVerdict(levels: readonly LevelCodecs[], supports: TypeSupport): CodecVerdict {
  let unknown = levels.length === 0;
  for (const level of levels) {
    const v = codecsVerdict([level.videoCodec, level.audioCodec].filter(Boolean).join(','), supports);
    if (v === 'playable') return 'playable';
    if (v === 'unknown') unknown = true;
  }
  return unknown ? 'unknown' : 'unplayable';
}

/** hls.js 1.7 ErrorDetails that say the engine cannot take the stream's codecs. */
export const CODEC_ERROR_DETAILS: ReadonlySet<string> = new Set([
  // No level of the manifest has codecs this engine plays (always fatal).
  'manifestIncompatibleCodecsError',
  // No SourceBuffer could be made for the codecs of the first fragment (fatal).
  'bufferIncompatibleCodecsError',
  // addSourceBuffer() refused a codec: fatal when no other level is left to try.
  'bufferAddCodecError',
]);

/** HTMLMediaElement error codes that, before any frame, mean the decoder refused the media. */
const MEDIA_ERR_DECODE = 3;
const MEDIA_ERR_SRC_NOT_SUPPORTED = 4;

export type CodecSignal = 'unsupported' | 'suspect' | null;

export interface MediaFacts {
  /** The element has shown a frame of this stream. */
  hadFrame: boolean;
  /** `video.error.code`, if the element is in error. */
  errorCode?: number;
}

/**
 * What an hls.js error says about codec support: 'unsupported' (stop now: a fatal codec error),
 * 'suspect' (a codec error hls.js may still get round, or the element refusing to decode before
 * its first frame: the first frame decides), or null (nothing about codecs).
 */
export function codecSignal(data: { type: string; details: string; fatal: boolean }, media: MediaFacts): CodecSignal {
  if (CODEC_ERROR_DETAILS.has(data.details)) return data.fatal ? 'unsupported' : 'suspect';
  if (!media.hadFrame && data.type === 'mediaError' && (media.errorCode === MEDIA_ERR_DECODE || media.errorCode === MEDIA_ERR_SRC_NOT_SUPPORTED)) return 'suspect';
  return null;
}

export interface CodecWatchOptions {
  /** How long after the first suspicion a first frame may still come. */
  graceMs: number;
  hasFrame: () => boolean;
  /** No frame came: `reason` is the first suspicion's detail. */
  onUnsupported: (reason: string) => void;
}

/** The first-frame watch of one load: suspect() starts the grace period, a frame ends it. */
export class CodecWatch {
  private timer: ReturnType<typeof setTimeout> | null = null;
  private reason: string | null = null;

  constructor(private readonly options: CodecWatchOptions) {}

  /** The first suspicion of this load, while no frame has been shown; null otherwise. */
  get suspicion(): string | null {
    return this.options.hasFrame() ? null : this.reason;
  }

  suspect(reason: string): void {
    if (this.options.hasFrame()) return;
    this.reason ??= reason;
    if (this.timer !== null) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      if (!this.options.hasFrame() && this.reason !== null) this.options.onUnsupported(this.reason);
    }, this.options.graceMs);
  }

  /** A frame was shown, or the load ended: forget the suspicion. */
  reset(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    this.reason = null;
  }
}

// The bitrate ladder. Two rungs at least so hls.js really switches; baseline on the small
// rung and main on the large one because older TV chips decode only those profiles.
export interface Rendition {
  name: string;
  width: number;
  height: number;
  videoKbps: number;
  audioKbps: number;
  profile: 'baseline' | 'main';
  level: string;
  /** RFC 6381 codec string for the master playlist, matching profile and level above. */
  codecs: string;
}

export const RENDITIONS: readonly Rendition[] = [
  { name: '360p', width: 640, height: 360, videoKbps: 500, audioKbps: 64, profile: 'baseline', level: '3.0', codecs: 'avc1.42e01e,mp4a.40.2' },
  { name: '720p', width: 1280, height: 720, videoKbps: 1500, audioKbps: 96, profile: 'main', level: '3.1', codecs: 'avc1.4d401f,mp4a.40.2' },
];

/** Segment length in seconds; keyframes are forced on this grid so every segment starts with one. */
export const SEGMENT_SEC = 2;

/**
 * AAC bitrate of an audio-only rendition (streams with audio tracks, issue 29): one per
 * language serves every video rung, at the top rung's muxed rate.
 */
export const AUDIO_TRACK_KBPS = 96;

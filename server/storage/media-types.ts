// MIME type and cache policy per file extension. Segments and posters never change under the
// same name (a new import gets a new stream key), so they are cached for a year; playlists
// are revalidated almost at once so a re-encoded stream is picked up.
export interface MediaType {
  mime: string;
  cacheControl: string;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';
const PLAYLIST = 'public, max-age=2, must-revalidate';

const TYPES: Record<string, MediaType> = {
  m3u8: { mime: 'application/vnd.apple.mpegurl', cacheControl: PLAYLIST },
  ts: { mime: 'video/mp2t', cacheControl: IMMUTABLE },
  m4s: { mime: 'video/iso.segment', cacheControl: IMMUTABLE },
  mp4: { mime: 'video/mp4', cacheControl: IMMUTABLE },
  m4a: { mime: 'audio/mp4', cacheControl: IMMUTABLE },
  aac: { mime: 'audio/aac', cacheControl: IMMUTABLE },
  jpg: { mime: 'image/jpeg', cacheControl: IMMUTABLE },
  jpeg: { mime: 'image/jpeg', cacheControl: IMMUTABLE },
  png: { mime: 'image/png', cacheControl: IMMUTABLE },
  webp: { mime: 'image/webp', cacheControl: IMMUTABLE },
  gif: { mime: 'image/gif', cacheControl: IMMUTABLE },
  vtt: { mime: 'text/vtt; charset=utf-8', cacheControl: 'public, max-age=3600' },
};

const FALLBACK: MediaType = { mime: 'application/octet-stream', cacheControl: 'public, max-age=3600' };

export function mediaTypeFor(path: string): MediaType {
  const dot = path.lastIndexOf('.');
  const ext = dot >= 0 ? path.slice(dot + 1).toLowerCase() : '';
  return TYPES[ext] ?? FALLBACK;
}

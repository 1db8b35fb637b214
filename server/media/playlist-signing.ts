// Playlists of streams on an S3 store (issue 39, decision 058): the API serves every playlist
// itself (so the paywall and the signed play address of decision 032 still decide who gets
// one) and writes each segment's line as a short-lived presigned GET of the store. Playlist
// references (variants, audio and subtitle renditions) stay relative, so they come back to the
// API under the same signed prefix; everything else (segments, fMP4 init sections, WebVTT files)
// goes straight to the store or a CDN in front of it.
import { posix } from 'node:path';

/** A segment URL's life: a film with pauses; the store refuses it afterwards. */
export const SEGMENT_URL_TTL_S = 3 * 3600;

const isPlaylist = (uri: string) => /\.m3u8$/i.test(uri.split(/[?#]/)[0]);
const isAbsolute = (uri: string) => /^[a-z][a-z0-9+.-]*:/i.test(uri) || uri.startsWith('/');

/**
 * `text` with its non-playlist URIs replaced by `sign(key)`, where key is the URI resolved
 * against `playlistKey`'s folder. A URI that would leave `root` (the stream's prefix) is left
 * out: the line is dropped, so a crafted playlist cannot make the API sign another stream's file.
 */
export async function signPlaylist(text: string, playlistKey: string, root: string, sign: (key: string) => Promise<string>): Promise<string> {
  const dir = posix.dirname(playlistKey);
  const resolveKey = (uri: string): string | null => {
    const key = posix.normalize(posix.join(dir, decodeURIComponent(uri.split(/[?#]/)[0])));
    return key.startsWith(root) ? key : null;
  };
  const out: string[] = [];
  for (const line of text.split(/\r?\n/)) {
    const trimmed = line.trim();
    if (trimmed.startsWith('#')) {
      // Tags with a URI attribute: EXT-X-MAP (an init section) is signed; EXT-X-MEDIA names a playlist.
      const m = /URI="([^"]+)"/.exec(trimmed);
      if (m && !isPlaylist(m[1]) && !isAbsolute(m[1])) {
        const key = resolveKey(m[1]);
        if (key === null) continue;
        out.push(line.replace(m[0], `URI="${await sign(key)}"`));
      } else out.push(line);
    } else if (trimmed && !isPlaylist(trimmed) && !isAbsolute(trimmed)) {
      const key = resolveKey(trimmed);
      if (key === null) continue;
      out.push(await sign(key));
    } else out.push(line);
  }
  return out.join('\n');
}

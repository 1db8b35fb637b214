// The S3 playlist rewrite: segment, init and subtitle URIs signed by their full key, playlist
// references left relative, and nothing outside the stream's prefix signed.
import { describe, expect, it } from 'vitest';
import { signPlaylist } from './playlist-signing';

const sign = (k: string) => Promise.resolve(`https://store/${k}?sig`);

describe('signPlaylist', () => {
  it('signs segments and the init section of a media playlist by their keys', async () => {
    const text = '#EXTM3U\n#EXT-X-MAP:URI="init.mp4"\n#EXTINF:2.0,\nseg-000.m4s\n#EXTINF:2.0,\nseg-001.m4s\n#EXT-X-ENDLIST\n';
    expect(await signPlaylist(text, 'hls/s1/360p/index.m3u8', 'hls/s1/', sign)).toBe(
      '#EXTM3U\n#EXT-X-MAP:URI="https://store/hls/s1/360p/init.mp4?sig"\n#EXTINF:2.0,\nhttps://store/hls/s1/360p/seg-000.m4s?sig\n#EXTINF:2.0,\nhttps://store/hls/s1/360p/seg-001.m4s?sig\n#EXT-X-ENDLIST\n',
    );
  });

  it('leaves the playlists a master names relative, so they come back to the API', async () => {
    const text = '#EXTM3U\n#EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID="subs",NAME="中文",URI="subs-zh/index.m3u8"\n#EXT-X-STREAM-INF:BANDWIDTH=1\n360p/index.m3u8\n';
    expect(await signPlaylist(text, 'hls/s1/master.m3u8', 'hls/s1/', sign)).toBe(text);
  });

  it('drops a URI that would leave the stream, and leaves absolute ones alone', async () => {
    const text = '#EXTINF:2.0,\n../../s2/seg-000.ts\n#EXTINF:2.0,\nhttps://cdn.example/seg.ts\n';
    expect(await signPlaylist(text, 'hls/s1/360p/index.m3u8', 'hls/s1/', sign)).toBe('#EXTINF:2.0,\n#EXTINF:2.0,\nhttps://cdn.example/seg.ts\n');
  });
});

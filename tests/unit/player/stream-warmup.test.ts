// Warming the start of a stream: master -> lowest rendition's playlist -> fragment at the start.
import { describe, expect, it, vi } from 'vitest';
import { fragmentAt, lowestVariant, warmHlsStart } from '@src/player/stream-warmup';

const MASTER = `#EXTM3U
#EXT-X-STREAM-INF:BANDWIDTH=1818336,RESOLUTION=1280x720
720p/index.m3u8
#EXT-X-STREAM-INF:BANDWIDTH=679808,RESOLUTION=640x360
360p/index.m3u8
`;
const MEDIA = `#EXTM3U
#EXT-X-TARGETDURATION:2
#EXTINF:2.000000,
seg-000.ts
#EXTINF:2.000000,
seg-001.ts
#EXTINF:2.000000,
seg-002.ts
#EXT-X-ENDLIST
`;

describe('stream warm-up', () => {
  it('picks the lowest-bandwidth variant and the fragment holding the start', () => {
    expect(lowestVariant(MASTER)).toBe('360p/index.m3u8');
    expect(lowestVariant('#EXTM3U\n')).toBeNull();
    expect(fragmentAt(MEDIA, 0)).toBe('seg-000.ts');
    expect(fragmentAt(MEDIA, 5)).toBe('seg-002.ts');
    expect(fragmentAt(MEDIA, 99)).toBe('seg-002.ts');
  });

  it('fetches master, level playlist and the start fragment, resolving relative URLs', async () => {
    const text = vi.fn(async (url: string) => (url.endsWith('master.m3u8') ? MASTER : MEDIA));
    const bytes = vi.fn(async (_url: string) => new ArrayBuffer(1));
    await warmHlsStart('http://h.test/media/hls/demo-1/master.m3u8', 5, { text, bytes });
    expect(text.mock.calls.map((c) => c[0])).toEqual(['http://h.test/media/hls/demo-1/master.m3u8', 'http://h.test/media/hls/demo-1/360p/index.m3u8']);
    expect(bytes.mock.calls.map((c) => c[0])).toEqual(['http://h.test/media/hls/demo-1/360p/seg-002.ts']);
  });

  it('a warm-up ahead of the page stops at its signal: nothing more is fetched once aborted', async () => {
    const abort = new AbortController();
    const text = vi.fn(async (url: string, signal?: AbortSignal) => {
      expect(signal).toBe(abort.signal);
      abort.abort();
      return url.endsWith('master.m3u8') ? MASTER : MEDIA;
    });
    const bytes = vi.fn(async () => new ArrayBuffer(1));
    await warmHlsStart('http://h.test/media/hls/demo-1/master.m3u8', 0, { text, bytes }, abort.signal);
    expect(text).toHaveBeenCalledTimes(1);
    expect(bytes).not.toHaveBeenCalled();
  });

  it('a failure is swallowed: hls.js fetches and reports it itself', async () => {
    const text = vi.fn(async () => Promise.reject(new Error('HTTP 404')));
    await expect(warmHlsStart('/media/hls/x/master.m3u8', 0, { text })).resolves.toBeUndefined();
  });
});

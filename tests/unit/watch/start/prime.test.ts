// Priming a watch page through the query cache (issues 14 and 31): the details and play data land
// under the keys the page reads (quietly when ahead of the page); the start of the stream follows
// once playable; cancel() aborts what is on its way unless a page reads it; a warm-up leaves only
// playable answers behind; the cold start, a warm-up and the page prime one load.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import type { PlayData, VideoDetails } from '@src/api/contract/video';
import { ApiError } from '@src/api/errors';
import { RET } from '@src/api/contract/envelope';
import type { StartStream } from '@src/features/watch/start/prime';

interface Pending {
  name: string;
  params: { mediaKey: string; episodeId?: number };
  options: { signal?: AbortSignal; ignoreErrors?: boolean; noLoginRedirect?: boolean };
  resolve(v: unknown): void;
  reject(e: unknown): void;
}
let pending: Pending[] = [];

// The request boundary: every call waits for the test to answer it.
vi.mock('@src/api/call', () => ({
  call: vi.fn(
    (ep: { name: string }, params: Pending['params'], options: Pending['options']) =>
      new Promise((resolve, reject) => {
        const p = { name: ep.name, params, options, resolve, reject };
        pending.push(p);
        options.signal?.addEventListener('abort', () => reject(new ApiError('aborted', 'aborted')));
      }),
  ),
}));
const warmHlsStart = vi.fn(async (..._args: unknown[]) => undefined);
vi.mock('@src/player/stream-warmup', () => ({ warmHlsStart: (...args: unknown[]) => warmHlsStart(...args) }));

const { primeStart } = await import('@src/features/watch/start/prime');
const warmWatch = (c: QueryClient, key: string, uid: number, startStream?: StartStream) => primeStart(c, { key }, uid, { ahead: true, startStream });
const { detailsQuery, gateQuery } = await import('@src/features/watch/watch-queries');

const details = {
  video: { id: 12, mediaKey: 'v1001', title: '山海之约', poster: '', category: 1, categoryName: '电影', tags: [], year: 2024, region: '大陆', score: 8, playCount: 1, description: '', episodes: 1, vip: false, gold: 0, durationSec: 50 },
  episodeList: [{ id: 31, mediaKey: 'v1001', index: 1, title: '', durationSec: 50, vip: false, introEnd: 0, outroStart: 0 }],
  uploader: null,
  playInfo: { canPlay: true, needVip: false, needGold: 0, paid: false },
  collected: false, liked: false, disliked: false, likeCount: 0, dislikeCount: 0, commentCount: 0,
  resumeEpisodeId: 0, resumePosition: 0,
} as unknown as VideoDetails;
const play: PlayData = { mediaKey: 'v1001', episodeId: 31, url: '/media/hls/demo-1/master.m3u8', streamKey: 'demo-1', durationSec: 50, position: 0, title: '', poster: '' } as PlayData;

const answer = (name: string, value: unknown) => pending.find((p) => p.name === name)!.resolve(value);

let client: QueryClient;
beforeEach(() => {
  pending = [];
  warmHlsStart.mockClear();
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
});
afterEach(() => client.clear());

describe('priming ahead of the page (the TV warm-up)', () => {
  it('fetches details and play data under the page keys, quietly, then the stream start', async () => {
    const w = warmWatch(client, '12', 5);
    expect(pending.map((p) => [p.name, p.params.mediaKey, p.params.episodeId])).toEqual([
      ['getVideoDetails', '12', undefined],
      ['getPlayData', '12', undefined],
    ]);
    expect(pending.every((p) => p.options.ignoreErrors && p.options.noLoginRedirect)).toBe(true);
    answer('getVideoDetails', details);
    answer('getPlayData', play);
    await w.started;
    expect(client.getQueryData(detailsQuery('12', 5).queryKey)).toBe(details);
    expect(client.getQueryData(gateQuery('12', undefined, 5).queryKey)).toEqual({ kind: 'ready', data: play });
    expect(warmHlsStart).toHaveBeenCalledTimes(1);
    expect(String(warmHlsStart.mock.calls[0][0])).toMatch(/\/media\/hls\/demo-1\/master\.m3u8$/);
  });

  it('answers still fresh in the cache are not asked again', async () => {
    const first = warmWatch(client, '12', 5);
    answer('getVideoDetails', details);
    answer('getPlayData', play);
    await first.started;
    pending = [];
    await warmWatch(client, '12', 5).started;
    expect(pending).toEqual([]);
  });

  it('a given stream start (the TV prestarting its Player) replaces the HTTP warm-up and hears the cancel', async () => {
    const seen: { url: string; at: number; signal: AbortSignal }[] = [];
    const w = warmWatch(client, '12', 5, (url, at, signal) => seen.push({ url, at, signal }));
    answer('getVideoDetails', details);
    answer('getPlayData', play);
    await w.started;
    expect(warmHlsStart).not.toHaveBeenCalled();
    expect(seen).toHaveLength(1);
    expect(seen[0].url).toMatch(/\/media\/hls\/demo-1\/master\.m3u8$/);
    expect(seen[0].at).toBe(0);
    expect(seen[0].signal.aborted).toBe(false);
    w.cancel();
    expect(seen[0].signal.aborted).toBe(true);
  });

  it('cancel aborts the requests on their way and leaves no entry behind', async () => {
    const w = warmWatch(client, '12', 5);
    const signals = pending.map((p) => p.options.signal!);
    w.cancel();
    await w.started;
    expect(signals.every((s) => s.aborted)).toBe(true);
    expect(client.getQueryCache().find({ queryKey: detailsQuery('12', 5).queryKey, exact: true })).toBeUndefined();
    expect(client.getQueryCache().find({ queryKey: gateQuery('12', undefined, 5).queryKey, exact: true })).toBeUndefined();
    expect(warmHlsStart).not.toHaveBeenCalled();
  });

  it('cancel leaves a request alone once the opened page reads it', async () => {
    const w = warmWatch(client, '12', 5);
    const observer = new QueryObserver(client, { ...detailsQuery('12', 5) });
    const off = observer.subscribe(() => undefined);
    w.cancel();
    const detailsCall = pending.find((p) => p.name === 'getVideoDetails')!;
    expect(detailsCall.options.signal!.aborted).toBe(false);
    detailsCall.resolve(details);
    await w.started;
    expect(client.getQueryData(detailsQuery('12', 5).queryKey)).toBe(details);
    off();
  });

  it('a refusal is not kept: the page asks itself and shows it', async () => {
    const w = warmWatch(client, '12', 0);
    answer('getVideoDetails', details);
    pending.find((p) => p.name === 'getPlayData')!.reject(new ApiError('ret', '该视频为VIP专享', { ret: RET.FORBIDDEN }));
    await w.started;
    expect(client.getQueryCache().find({ queryKey: gateQuery('12', undefined, 0).queryKey, exact: true })).toBeUndefined();
    expect(client.getQueryData(detailsQuery('12', 0).queryKey)).toBe(details);
    expect(warmHlsStart).not.toHaveBeenCalled();
  });
});

describe('priming a watch page', () => {
  it('the cold start and the page prime one load: the second call asks nothing', async () => {
    primeStart(client, { key: '12' }, 5);
    primeStart(client, { key: '12' }, 5);
    expect(pending.map((p) => p.name)).toEqual(['getVideoDetails', 'getPlayData']);
    answer('getVideoDetails', details);
    answer('getPlayData', play);
    await new Promise((r) => setTimeout(r, 0));
    expect(warmHlsStart).toHaveBeenCalledTimes(1);
  });
});

describe('warmed answers for the page that opens on them', () => {
  it('stay fresh a minute for the first page read, then age as any other; its prime warms no stream again', async () => {
    const q = await import('@src/features/watch/watch-queries');
    const w = warmWatch(client, '12', 5);
    answer('getVideoDetails', details);
    answer('getPlayData', play);
    await w.started;
    const keys = [q.detailsQuery('12', 5).queryKey, q.gateQuery('12', undefined, 5).queryKey];
    const staleTimes = () =>
      keys.map((k) => {
        const staleTime = q.detailsQuery('12', 5).staleTime as (query: object) => number;
        return staleTime(client.getQueryCache().find({ queryKey: k, exact: true })!);
      });
    expect(staleTimes()).toEqual([q.WARMED_FRESH_MS, q.WARMED_FRESH_MS]);
    primeStart(client, { key: '12' }, 5);
    await new Promise((r) => setTimeout(r, 0));
    expect(warmHlsStart).toHaveBeenCalledTimes(1);
    q.takeWarmed(client, keys);
    expect(staleTimes()).toEqual([q.WATCH_FRESH_MS, q.WATCH_FRESH_MS]);
  });
});

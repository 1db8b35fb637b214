// Time to first frame: the watch page asks for the play data together with the details (not
// after them), passes a numeric poster id straight through, and keeps related videos back until
// the stream has started.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import type { PlayGate } from '@src/features/watch/video-page-data';
import type { VideoDetails } from '@src/api/contract/video';
import { mount, type Mounted } from '../focus/harness';

const calls: string[] = [];
let resolveDetails: (d: VideoDetails) => void = () => undefined;
const gates = new Map<string, PlayGate>();

// The request boundary: details wait for the test; play data answers from `gates`.
vi.mock('@src/api/call', () => ({
  call: vi.fn((ep: { name: string }, params: { mediaKey: string; episodeId?: number }) => {
    if (ep.name === 'getVideoDetails') {
      calls.push(`details:${params.mediaKey}`);
      return new Promise<VideoDetails>((r) => (resolveDetails = r));
    }
    if (ep.name === 'getPlayData') {
      calls.push(`play:${params.mediaKey}:${params.episodeId ?? '-'}`);
      const g = gates.get(`${params.mediaKey}:${params.episodeId ?? '-'}`);
      return g?.kind === 'ready' ? Promise.resolve(g.data) : Promise.reject(new Error('no play data'));
    }
    if (ep.name === 'getRelatedVideo') {
      calls.push(`related:${params.mediaKey}`);
      return Promise.resolve({ list: [] });
    }
    return Promise.reject(new Error(`unexpected call ${ep.name}`));
  }),
}));

const { useVideoPage } = await import('@src/features/watch/use-video-page');
type Page = ReturnType<typeof useVideoPage>;

const ep = (id: number, index: number) => ({ id, mediaKey: 'v2001', index, title: `第${index}集`, durationSec: 50, vip: false, introEnd: 5, outroStart: 45 });
function details(resumeEpisodeId = 0): VideoDetails {
  return {
    video: { id: 6, mediaKey: 'v2001', title: '繁花似锦', poster: '', category: 2, categoryName: '电视剧', tags: [], year: 2024, region: '大陆', score: 8, playCount: 1, description: '', episodes: 2, vip: false, gold: 0, durationSec: 50 },
    episodeList: [ep(11, 1), ep(12, 2)],
    uploader: null,
    playInfo: { canPlay: true, needVip: false, needGold: 0, paid: false },
    collected: false, liked: false, disliked: false, likeCount: 0, dislikeCount: 0, commentCount: 0,
    resumeEpisodeId, resumePosition: 0,
  };
}
const ready = (episodeId: number): PlayGate => ({
  kind: 'ready',
  data: { mediaKey: 'v2001', episodeId, url: '/media/hls/demo-1/master.m3u8', streamKey: 'demo-1', durationSec: 50, position: 0, title: '', poster: '' },
});

let latest: Page | null = null;
function Probe({ id, episodeId, hold }: { id: string; episodeId?: number; hold: boolean }) {
  latest = useVideoPage({ key: id, episodeId }, { holdExtras: hold });
  return null;
}

let m: Mounted | null = null;
beforeEach(() => {
  calls.length = 0;
  gates.clear();
  latest = null;
});
afterEach(async () => {
  await m?.unmount();
  m = null;
});

describe('watch page data in parallel', () => {
  it('asks for the play data with the details, by the numeric id, and uses that answer', async () => {
    gates.set('6:-', ready(11));
    m = await mount(<Probe id="6" hold />);
    // Both requests left before the details came back.
    expect(calls).toEqual(['details:6', 'play:6:-']);
    await act(async () => resolveDetails(details()));
    expect(latest!.gate).toEqual(ready(11));
    expect(latest!.episode?.id).toBe(11);
    expect(calls.filter((c) => c.startsWith('play:'))).toHaveLength(1);
    expect(calls.some((c) => c.startsWith('related:'))).toBe(false);
  });

  it('related videos load once the stream no longer holds them back', async () => {
    gates.set('6:-', ready(11));
    m = await mount(<Probe id="6" hold />);
    await act(async () => resolveDetails(details()));
    await m.rerender(<Probe id="6" hold={false} />);
    expect(calls).toContain('related:v2001');
  });

  it('asks again when the details pick another episode than the parallel answer', async () => {
    gates.set('6:-', ready(11));
    gates.set('v2001:12', ready(12));
    m = await mount(<Probe id="6" hold />);
    // The server answered for episode 11; the details (resume record) say episode 12.
    await act(async () => resolveDetails(details(12)));
    await act(async () => undefined);
    expect(latest!.episode?.id).toBe(12);
    expect(latest!.gate).toEqual(ready(12));
    expect(calls).toContain('play:v2001:12');
  });

  it('an explicit episode is asked in parallel too; later episode changes ask by mediaKey', async () => {
    gates.set('v2001:12', ready(12));
    gates.set('v2001:11', ready(11));
    m = await mount(<Probe id="v2001" episodeId={12} hold />);
    expect(calls).toEqual(['details:v2001', 'play:v2001:12']);
    await act(async () => resolveDetails(details()));
    expect(latest!.gate).toEqual(ready(12));
    await act(async () => latest!.selectEpisode(0));
    expect(latest!.gate).toEqual(ready(11));
    expect(calls.filter((c) => c.startsWith('play:'))).toEqual(['play:v2001:12', 'play:v2001:11']);
  });
});

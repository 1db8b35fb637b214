// A title whose stream is still being made (ret MEDIA_PREPARING, the demo streams of a first
// `npm start`): the watch page blocks with a Chinese message instead of a broken player, and
// its play-data query asks again by itself until the stream is ready.
import { describe, expect, it } from 'vitest';
import { ApiError } from '@src/api/errors';
import { RET } from '@src/api/contract/envelope';
import { gateFromError, type PlayGate } from '@src/features/watch/video-page-data';
import { watchBlock } from '@src/features/watch/watch-block';
import { gateQuery, PREPARING_RETRY_MS } from '@src/features/watch/watch-queries';

const preparingError = new ApiError('ret', '视频正在准备中，请稍候', { ret: RET.MEDIA_PREPARING });

describe('a stream still being made', () => {
  it('becomes the preparing gate with its Chinese message', () => {
    expect(gateFromError(preparingError, 0)).toEqual({ kind: 'preparing', message: '视频正在准备中，准备好后将自动播放' });
  });

  it('blocks the player with that message and a retry, for both layouts', () => {
    const gate = gateFromError(preparingError, 0);
    expect(watchBlock({ pageStatus: 'ready', gate, playerState: 'idle', goldBusy: false })).toEqual({
      message: '视频正在准备中，准备好后将自动播放', label: '重试', action: 'reloadGate', testId: 'watch-preparing',
    });
  });

  it('is asked for again every few seconds, and a playable answer stops the asking', () => {
    const interval = gateQuery('v1001', undefined, 0).refetchInterval as (q: { state: { data: PlayGate | undefined } }) => number | false;
    expect(interval({ state: { data: { kind: 'preparing', message: '' } } })).toBe(PREPARING_RETRY_MS);
    expect(interval({ state: { data: { kind: 'ready', data: {} as never } } })).toBe(false);
    expect(interval({ state: { data: { kind: 'error', message: '' } } })).toBe(false);
    expect(interval({ state: { data: undefined } })).toBe(false);
  });
});

// Issue 13 point 5: the rules of the browsing pages (src/features/browse), the same for both
// layouts: the short-video feed's window (play the visible one, preload the next), its moves and
// paging, and the addresses of the channel, browse by type and an album.
import { describe, expect, it } from 'vitest';
import {
  LOAD_MORE_WITHIN, PRELOAD_AHEAD, SWIPE_THRESHOLD, albumEpisodes, albumKeyFrom, clampIndex, feedWindow, miniChannelFrom, needsMore, stepIndex,
  swipeTarget, tagsOf, typeQueryFrom,
} from '@src/features/browse';
import type { VideoItem } from '@src/api/contract/common';
import type { VideoDetails } from '@src/api/contract/video';

describe('short-video feed rules', () => {
  const items = ['a', 'b', 'c', 'd'];

  it('plays the visible item and preloads the next one only', () => {
    expect(PRELOAD_AHEAD).toBe(1);
    expect(feedWindow(items, 0)).toEqual({ current: 'a', preload: ['b'] });
    expect(feedWindow(items, 2)).toEqual({ current: 'c', preload: ['d'] });
    // The last one has nothing after it; an index past the end plays the last.
    expect(feedWindow(items, 3)).toEqual({ current: 'd', preload: [] });
    expect(feedWindow(items, 9)).toEqual({ current: 'd', preload: [] });
    expect(feedWindow([], 0)).toEqual({ current: undefined, preload: [] });
  });

  it('moves one step at a time and stops at both ends', () => {
    expect(stepIndex(0, 1, 4)).toBe(1);
    expect(stepIndex(0, -1, 4)).toBe(0);
    expect(stepIndex(3, 1, 4)).toBe(3);
    expect(clampIndex(-2, 4)).toBe(0);
    expect(clampIndex(1.7, 4)).toBe(1);
    expect(clampIndex(5, 0)).toBe(0);
  });

  it('a swipe up past the threshold goes to the next video, down to the previous, a short one stays', () => {
    const h = 800;
    const past = h * SWIPE_THRESHOLD + 1;
    expect(swipeTarget(1, -past, h, 4)).toBe(2);
    expect(swipeTarget(1, past, h, 4)).toBe(0);
    expect(swipeTarget(1, -(past - 2), h, 4)).toBe(1);
    expect(swipeTarget(3, -h, h, 4)).toBe(3);
    expect(swipeTarget(0, h, h, 4)).toBe(0);
    // No height known (not laid out): nothing moves.
    expect(swipeTarget(1, -h, 0, 4)).toBe(1);
  });

  it('asks for the next page when the playing video is near the end of what is loaded, while more exist', () => {
    const len = 10;
    expect(needsMore(len - 1 - LOAD_MORE_WITHIN - 1, len, true)).toBe(false);
    expect(needsMore(len - 1 - LOAD_MORE_WITHIN, len, true)).toBe(true);
    expect(needsMore(len - 1, len, true)).toBe(true);
    expect(needsMore(len - 1, len, false)).toBe(false);
    expect(needsMore(0, 0, true)).toBe(false);
  });
});

describe('browsing addresses', () => {
  it('/miniVideoChannel: titleId and subID as the contract takes them, the rest dropped', () => {
    expect(miniChannelFrom('?titleId=games&subID=5')).toEqual({ titleId: 'games', subID: 5 });
    expect(miniChannelFrom('titleId=news')).toEqual({ titleId: 'news' });
    expect(miniChannelFrom('?titleId=../x&subID=-1')).toEqual({});
    expect(miniChannelFrom('?subID=1.5')).toEqual({});
    expect(miniChannelFrom('')).toEqual({});
  });

  it('/typePage: typeId (0 = every type) and a tag of at most 32 characters', () => {
    expect(typeQueryFrom('?typeId=2&tag=悬疑')).toEqual({ typeId: 2, tag: '悬疑' });
    expect(typeQueryFrom('?typeId=abc')).toEqual({ typeId: 0, tag: '' });
    expect(typeQueryFrom(`?tag=${'x'.repeat(40)}`).tag).toHaveLength(32);
  });

  it("a type's tag chips: the tags its videos carry, the most used first, at most the given count", () => {
    const v = (tags: string[]) => ({ tags }) as unknown as VideoItem;
    expect(tagsOf([v(['悬疑', '犯罪']), v(['爱情', '悬疑']), v(['古装'])])).toEqual(['悬疑', '犯罪', '爱情', '古装']);
    expect(tagsOf([v(['a', 'b']), v(['b'])], 1)).toEqual(['b']);
    expect(tagsOf([])).toEqual([]);
  });

  it('/albumDetail and /playDownload: the id (mediaKey or numeric id), or nothing for a bad one', () => {
    expect(albumKeyFrom('?id=v2001')).toBe('v2001');
    expect(albumKeyFrom('?mediaKey=12')).toBe('12');
    expect(albumKeyFrom('?id=<script>')).toBe('');
    expect(albumKeyFrom('')).toBe('');
  });

  it("an album's episodes open the watch page on that episode", () => {
    const d = {
      video: { mediaKey: 'v2001' },
      episodeList: [
        { id: 11, index: 1, title: '第1集', vip: false },
        { id: 12, index: 2, title: '第2集', vip: true },
      ],
    } as unknown as VideoDetails;
    expect(albumEpisodes(d)).toEqual([
      { id: 11, index: 1, title: '第1集', vip: false, to: '/watch?id=v2001&episode=11' },
      { id: 12, index: 2, title: '第2集', vip: true, to: '/watch?id=v2001&episode=12' },
    ]);
  });
});

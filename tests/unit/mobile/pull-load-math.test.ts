import { describe, expect, it } from 'vitest';
import { headHeight, pullOffset, pullPhase, shouldRefresh } from '@layouts/mobile/components/pull-refresh/pull-math';
import { distanceToEnd, LIST_STATE, shouldLoadMore, shouldLoadTop } from '@layouts/mobile/components/load-more/load-more-math';

describe('pull-to-refresh threshold (spec 002 §9: head 400/750 of the width)', () => {
  it('head height is 400/750 of the screen width', () => {
    expect(headHeight(750)).toBe(400);
    expect(headHeight(390)).toBe(208);
    expect(headHeight(375)).toBe(200);
  });

  it('refreshes only once the damped pull reaches the head height', () => {
    const width = 390; // head 208 px; the head follows the finger at half speed
    expect(pullOffset(400, width)).toBe(200);
    expect(shouldRefresh(pullOffset(400, width), width)).toBe(false);
    expect(pullPhase(pullOffset(400, width), width)).toBe('pulling');
    expect(shouldRefresh(pullOffset(416, width), width)).toBe(true);
    expect(pullPhase(pullOffset(416, width), width)).toBe('release');
  });

  it('an upward move never pulls, and the head is capped at 1.5 heights', () => {
    expect(pullOffset(-50, 390)).toBe(0);
    expect(pullPhase(0, 390)).toBe('idle');
    expect(pullOffset(10_000, 390)).toBe(208 * 1.5);
  });
});

describe('load-more trigger distance (spec 002 §9: two screen heights)', () => {
  const screen = 844;
  it('loads when the end is within two screen heights', () => {
    const m = { scrollTop: 1000, clientHeight: 700, scrollHeight: 1000 + 700 + 2 * screen };
    expect(distanceToEnd(m)).toBe(2 * screen);
    expect(shouldLoadMore(m, screen, LIST_STATE.HIDDEN)).toBe(true);
    expect(shouldLoadMore({ ...m, scrollHeight: m.scrollHeight + 1 }, screen, LIST_STATE.HIDDEN)).toBe(false);
  });

  it('does not load while loading, after the end, or after a failure (tap to retry)', () => {
    const m = { scrollTop: 0, clientHeight: 700, scrollHeight: 700 };
    expect(shouldLoadMore(m, screen, LIST_STATE.LOADING)).toBe(false);
    expect(shouldLoadMore(m, screen, LIST_STATE.NO_MORE)).toBe(false);
    expect(shouldLoadMore(m, screen, LIST_STATE.FAILED)).toBe(false);
  });

  it('top load triggers within 20 px of the top', () => {
    expect(shouldLoadTop({ scrollTop: 20 })).toBe(true);
    expect(shouldLoadTop({ scrollTop: 21 })).toBe(false);
  });
});

// The hand-off's offers (issue 31 point 4): the video comes in the call. Nothing loads until the
// layout enabled its warm-up; then the first offer loads it a second later and it gets the offer
// focus is on by then; a withdrawal of another poster (a late blur) leaves the current offer.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const log = vi.hoisted(() => [] as string[]);
vi.mock('@src/features/watch/start/warm-up', () => ({
  startWarmup: (preloadPage: () => unknown) => {
    log.push('warm-up loaded');
    void preloadPage();
    return {
      offer: (t: { key: string } | null) => log.push(`offer ${t?.key ?? '-'}`),
      choose: (t: { key: string }) => log.push(`choose ${t.key}`),
      stop: () => undefined,
    };
  },
}));

const { chooseStart, enableWarmup, offerStart, WARMUP_DELAY_MS, withdrawStart } = await import('@src/features/watch/start/hand-off');

beforeEach(() => {
  log.length = 0;
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

describe('offers to the watch start-up', () => {
  it('load nothing while no layout enabled a warm-up; the first offer after loads it a second later with the offer focus is on then', async () => {
    offerStart({ key: '11' });
    await vi.advanceTimersByTimeAsync(WARMUP_DELAY_MS * 2);
    expect(log).toEqual([]);

    enableWarmup(async () => void log.push('watch page'));
    offerStart({ key: '12' });
    await vi.advanceTimersByTimeAsync(WARMUP_DELAY_MS / 2);
    offerStart({ key: '13' });
    // A blur of the poster before arrives after the focus of the next: it changes nothing.
    withdrawStart({ key: '12' });
    expect(log).toEqual([]);
    await vi.advanceTimersByTimeAsync(WARMUP_DELAY_MS);
    expect(log).toEqual(['warm-up loaded', 'watch page', 'offer 13']);

    log.length = 0;
    withdrawStart({ key: '13' });
    offerStart({ key: '14' });
    chooseStart({ key: '14' });
    expect(log).toEqual(['offer -', 'offer 14', 'choose 14']);
  });
});

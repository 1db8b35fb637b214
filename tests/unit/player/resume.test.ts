import { describe, expect, it, vi } from 'vitest';
import { PlayRecordReporter, resumePosition } from '@src/player/resume';

describe('resumePosition', () => {
  it('resumes only after 5 s and before the last 10 s', () => {
    expect(resumePosition(5, 600)).toBe(0);
    expect(resumePosition(6, 600)).toBe(6);
    expect(resumePosition(589, 600)).toBe(589);
    expect(resumePosition(590, 600)).toBe(0);
    expect(resumePosition(null, 600)).toBe(0);
    expect(resumePosition(Number.NaN, 600)).toBe(0);
  });
  it('with an unknown duration, any saved position past 5 s resumes', () => {
    expect(resumePosition(1000, 0)).toBe(1000);
  });
});

describe('PlayRecordReporter (AddPlayRecord throttling)', () => {
  function harness(intervalMs = 30_000) {
    let now = 0;
    const report = vi.fn();
    const reporter = new PlayRecordReporter({ report, intervalMs, now: () => now });
    return { reporter, report, tick: (ms: number) => (now += ms) };
  }

  it('reports when playback starts, then at most once per interval while playing', () => {
    const { reporter, report, tick } = harness();
    for (let s = 0; s <= 90; s++) {
      reporter.onTime(s, 600);
      tick(1000);
    }
    expect(report).toHaveBeenCalledTimes(4);
    expect(report.mock.calls.map((c) => c[0].position)).toEqual([0, 30, 60, 90]);
    expect(report.mock.calls[1][0]).toEqual({ position: 30, duration: 600 });
  });

  it('reports at once on pause and on leave, without repeating the same position', () => {
    const { reporter, report, tick } = harness();
    reporter.onTime(11.2, 600);
    reporter.onTime(12.7, 600);
    tick(2000);
    reporter.onPause();
    expect(report).toHaveBeenLastCalledWith({ position: 12, duration: 600 });
    reporter.onLeave();
    expect(report).toHaveBeenCalledTimes(2);
    reporter.onTime(20, 600);
    reporter.onLeave();
    expect(report).toHaveBeenCalledTimes(3);
  });

  it('sends nothing on leave when nothing played', () => {
    const { reporter, report } = harness();
    reporter.onLeave();
    expect(report).not.toHaveBeenCalled();
  });

  it('a failing report does not throw into the player', async () => {
    const report = vi.fn(() => Promise.reject(new Error('offline')));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const reporter = new PlayRecordReporter({ report, now: () => 0 });
    reporter.onTime(40, 100);
    expect(() => reporter.onPause()).not.toThrow();
    await vi.waitFor(() => expect(warn).toHaveBeenCalled());
    warn.mockRestore();
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BARRAGE_SETTINGS_KEY, BarrageSettingsController, fromServerConfig, readLocalSettings, toServerConfig } from '@src/features/watch/barrage-settings';
import { DEFAULT_BARRAGE_SETTINGS } from '@src/barrage/settings';
import { BARRAGE_SEND_MAX, checkBarrageText } from '@src/features/watch/barrage-actions';
import { qualityOptions } from '@src/features/watch/quality';
import { watchTargetFrom } from '@src/features/watch/watch-target';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('barrage settings saved to the server, debounced', () => {
  it('applies every change at once and saves only the changed fields once the user stops', async () => {
    const save = vi.fn().mockResolvedValue({});
    const seen: number[] = [];
    const c = new BarrageSettingsController({ initial: DEFAULT_BARRAGE_SETTINGS, save, canSave: () => true, persist: () => undefined, debounceMs: 500 });
    c.subscribe((s) => seen.push(s.opacity));
    c.update({ opacity: 0.9 });
    c.update({ opacity: 0.5 });
    c.update({ speed: 1.6 });
    expect(seen).toEqual([0.9, 0.5, 0.5]);
    expect(save).not.toHaveBeenCalled();
    vi.advanceTimersByTime(500);
    expect(save).toHaveBeenCalledTimes(1);
    expect(save.mock.calls[0][0]).toEqual({ open: true, opacity: 0.5, fontScale: 1, speed: 1.6, area: 1, hiddenModes: '', followPlaybackRate: false, shieldLevel: 1 });
    c.update({ opacity: 0.25 });
    vi.advanceTimersByTime(500);
    expect(save.mock.calls[1][0]).toEqual({ opacity: 0.25 });
    c.update({ hiddenModes: ['bottom', 'top'], followPlaybackRate: true });
    vi.advanceTimersByTime(500);
    expect(save.mock.calls[2][0]).toEqual({ hiddenModes: '1,2', followPlaybackRate: true });
  });

  it('sends the real values, never rounded to steps', () => {
    const save = vi.fn().mockResolvedValue({});
    const c = new BarrageSettingsController({ initial: DEFAULT_BARRAGE_SETTINGS, save, canSave: () => true, persist: () => undefined, debounceMs: 100 });
    c.adopt(DEFAULT_BARRAGE_SETTINGS);
    c.update({ fontScale: 1.23, speed: 0.47, opacity: 0.333 });
    vi.advanceTimersByTime(100);
    expect(save).toHaveBeenCalledTimes(1);
    expect(save.mock.calls[0][0]).toEqual({ fontScale: 1.23, speed: 0.47, opacity: 0.333 });
  });

  it('sends everything again after a failed save', async () => {
    const save = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue({});
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const c = new BarrageSettingsController({ initial: DEFAULT_BARRAGE_SETTINGS, save, canSave: () => true, persist: () => undefined, debounceMs: 100 });
    c.adopt(DEFAULT_BARRAGE_SETTINGS);
    c.update({ speed: 0.8 });
    vi.advanceTimersByTime(100);
    await vi.runAllTimersAsync();
    c.update({ opacity: 0.5 });
    vi.advanceTimersByTime(100);
    expect(save.mock.calls[1][0]).toMatchObject({ speed: 0.8, opacity: 0.5, open: true, area: 1 });
    warn.mockRestore();
  });

  it('does not save for a visitor', () => {
    const save = vi.fn().mockResolvedValue({});
    const c = new BarrageSettingsController({ initial: DEFAULT_BARRAGE_SETTINGS, save, canSave: () => false, persist: () => undefined });
    c.update({ displayArea: 0.5 });
    vi.advanceTimersByTime(5000);
    expect(save).not.toHaveBeenCalled();
    expect(c.settings.displayArea).toBe(0.5);
  });

  it('clamps speed and font scale to 0.4-1.6 and maps the server config both ways', () => {
    const c = new BarrageSettingsController({ initial: DEFAULT_BARRAGE_SETTINGS, save: vi.fn(), canSave: () => false, persist: () => undefined });
    c.update({ speed: 9, fontScale: 0.1 });
    expect(c.settings.speed).toBe(1.6);
    expect(c.settings.fontScale).toBe(0.4);
    const server = { open: false, opacity: 0.6, fontScale: 1.45, speed: 0.55, area: 0.75, hiddenModes: [0, 2], followPlaybackRate: false, shieldLevel: 7 };
    const s = fromServerConfig(server);
    expect(s).toMatchObject({ enabled: false, displayArea: 0.75, fontScale: 1.45, speed: 0.55, hiddenModes: ['scroll', 'bottom'], followPlaybackRate: false, shieldLevel: 7 });
    expect(toServerConfig(s)).toEqual({ ...server, hiddenModes: '0,2' });
    // Out-of-range values from an old or foreign server are clamped, not trusted.
    expect(fromServerConfig({ ...server, fontScale: 3, speed: 0.1, area: 0.3 })).toMatchObject({ fontScale: 1.6, speed: 0.4, displayArea: 0.25 });
  });
});

describe('barrage settings kept on the device', () => {
  beforeEach(() => localStorage.clear());

  it('by default comments keep their on-screen speed at 2x (followPlaybackRate off, issue 29)', () => {
    expect(DEFAULT_BARRAGE_SETTINGS.followPlaybackRate).toBe(false);
  });

  it('settings stored before issue 29 keep everything but the old followPlaybackRate default', () => {
    // Every change stored the whole settings, so `true` there was the old default, not a choice.
    localStorage.setItem(BARRAGE_SETTINGS_KEY, JSON.stringify({ ...DEFAULT_BARRAGE_SETTINGS, opacity: 0.5, followPlaybackRate: true }));
    expect(readLocalSettings()).toMatchObject({ opacity: 0.5, followPlaybackRate: false });
  });

  it('a choice made now is kept: stored with its version and read back as chosen', () => {
    const c = new BarrageSettingsController({ initial: DEFAULT_BARRAGE_SETTINGS, save: vi.fn(), canSave: () => false });
    c.update({ followPlaybackRate: true, opacity: 0.75 });
    expect(readLocalSettings()).toMatchObject({ opacity: 0.75, followPlaybackRate: true });
    c.dispose();
  });

  it('nothing stored: null (the defaults or the server settings apply)', () => {
    expect(readLocalSettings()).toBeNull();
  });
});

describe('watch helpers', () => {
  it('checks barrage text: empty and over BARRAGE_SEND_MAX (100) characters are refused', () => {
    expect(checkBarrageText('   ').ok).toBe(false);
    expect(checkBarrageText('好'.repeat(BARRAGE_SEND_MAX)).ok).toBe(true);
    expect(checkBarrageText('好'.repeat(BARRAGE_SEND_MAX + 1)).ok).toBe(false);
    expect(checkBarrageText(' 前方高能 ')).toEqual({ ok: true, text: '前方高能' });
  });

  it('quality menu: auto first, then renditions highest first', () => {
    const opts = qualityOptions(
      [
        { index: 0, height: 360, width: 640, bitrate: 1 },
        { index: 1, height: 720, width: 1280, bitrate: 2 },
      ],
      { index: 1, auto: false },
    );
    expect(opts.map((o) => [o.value, o.label, o.selected])).toEqual([
      ['auto', '自动', false],
      [1, '720P', true],
      [0, '360P', false],
    ]);
  });

  it('quality menu: a stream with one rendition (or none known) has no menu at all, not an empty one', () => {
    expect(qualityOptions([], { index: -1, auto: true })).toEqual([]);
    expect(qualityOptions([{ index: 0, height: 720, width: 1280, bitrate: 2 }], { index: 0, auto: true })).toEqual([]);
  });

  it('reads the watch target from /watch?id= and /play/{mediaKey}', () => {
    expect(watchTargetFrom('?id=v1001&episode=3&t=12')).toEqual({ key: 'v1001', episodeId: 3, startAt: 12 });
    expect(watchTargetFrom('', 'v2002')).toEqual({ key: 'v2002', episodeId: undefined, startAt: undefined });
    expect(watchTargetFrom('?id=<script>')).toBeNull();
  });
});

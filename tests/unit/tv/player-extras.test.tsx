// Issue 29 on TV, by remote keys: the speed panel opens on the rate playing and OK picks; the
// sleep panel lists 关闭 / 30 / 60 / 90 分钟 / 播完本集; 还在观看吗？ has focus on 继续观看 and OK
// continues; on the dimmed screen OK, an arrow or Back only wake it. 字幕 / 音轨 (TrackPanel)
// open on the track that is on, keyed by track id, and OK picks.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { destroyFocus, initFocus } from '@focus/init';
import { pushBackHandler, resetBackStack } from '@focus/back-stack';
import { clearSectionMemory } from '@focus/section-memory';
import { focusKey as setFocusKey } from '@focus/focus-actions';
import { PLAYBACK_RATES, playbackRateLabel } from '@src/player/playback-rate';
import type { PlaybackRateModel } from '@src/features/watch/use-playback-rate';
import type { PlaybackGuardsModel } from '@src/features/watch/use-playback-guards';
import { SleepDim, SleepPanel, SpeedPanel, StillWatchingPrompt, TrackPanel } from '@layouts/tv/pages/watch/tv-player-extras';
import { focusedKey, KEYS, mount, press, settle, type Mounted } from '../focus/harness';

let m: Mounted | null = null;
const focusKey = (key: string) => act(async () => setFocusKey(key));
beforeEach(() => {
  clearSectionMemory();
  resetBackStack();
  initFocus({ platform: 'browser' });
});
afterEach(async () => {
  await m?.unmount();
  m = null;
  destroyFocus();
});

const texts = (selector: string) => [...m!.container.querySelectorAll(selector)].map((e) => e.textContent?.trim());

function rateModel(rate: PlaybackRateModel['rate']): PlaybackRateModel {
  return {
    rate,
    label: playbackRateLabel(rate),
    options: PLAYBACK_RATES.map((value) => ({ value, label: playbackRateLabel(value), selected: value === rate })),
    setRate: vi.fn(),
  };
}

describe('TV subtitle and audio panels', () => {
  const SUBS = [
    { id: -1, label: '关闭', selected: false },
    { id: 0, label: '中文', selected: false },
    { id: 1, label: 'English', selected: true },
  ];

  it('opens with focus on the track that is on; OK on another (关闭, id -1) picks it and closes', async () => {
    const onPick = vi.fn();
    const onClose = vi.fn();
    m = await mount(<TrackPanel id="watch/subtitles" title="字幕" options={SUBS} onPick={onPick} onClose={onClose} testId="subtitle-option" />);
    await settle();
    expect(texts('[data-testid="subtitle-option"]')).toEqual(['关闭', '中文', 'English']);
    expect(focusedKey(m.container)).toBe('watch/subtitles/1');
    expect(m.container.querySelectorAll('[data-testid="subtitle-option"] svg')).toHaveLength(1);
    // jsdom has no layout for arrows to go by: focus goes to 关闭 by its key, as memory would.
    await focusKey('watch/subtitles/-1');
    await press(...KEYS.enter);
    expect(onPick).toHaveBeenCalledWith(-1);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('Back closes it without picking', async () => {
    const onPick = vi.fn();
    const onClose = vi.fn();
    m = await mount(<TrackPanel id="watch/audio" title="音轨" options={[{ id: 0, label: '国语', selected: true }, { id: 1, label: '粤语', selected: false }]} onPick={onPick} onClose={onClose} testId="audio-option" />);
    await settle();
    expect(focusedKey(m.container)).toBe('watch/audio/0');
    await press(...KEYS.escape);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onPick).not.toHaveBeenCalled();
  });
});

describe('TV speed and sleep panels', () => {
  it('the speed panel opens with focus on the rate playing; OK picks a rate and closes', async () => {
    const model = rateModel(1.5);
    const onClose = vi.fn();
    m = await mount(<SpeedPanel model={model} onClose={onClose} />);
    await settle();
    expect(texts('[data-testid="speed-option"]')).toEqual(['0.5x', '0.75x', '1.0x', '1.25x', '1.5x', '2.0x']);
    expect(focusedKey(m.container)).toBe('watch/speed/1.5');
    // One check mark, on the rate playing (an SVG icon, not a character).
    expect(m.container.querySelectorAll('[data-testid="speed-option"] svg')).toHaveLength(1);
    await press(...KEYS.enter);
    expect(model.setRate).toHaveBeenCalledWith(1.5);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('Back closes the speed panel without picking', async () => {
    const model = rateModel(1);
    const onClose = vi.fn();
    m = await mount(<SpeedPanel model={model} onClose={onClose} />);
    await settle();
    await press(...KEYS.escape);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(model.setRate).not.toHaveBeenCalled();
  });

  it('the sleep panel offers 关闭, 30, 60, 90 分钟 and 播完本集, focus on the current choice, and says what is left', async () => {
    const guards = { sleep: 60, sleepRemainingMs: () => 29.5 * 60_000, setSleep: vi.fn() } as unknown as PlaybackGuardsModel;
    const onClose = vi.fn();
    m = await mount(<SleepPanel guards={guards} onClose={onClose} />);
    await settle();
    expect(texts('[data-testid="sleep-option"]')).toEqual(['关闭', '30分钟', '60分钟', '90分钟', '播完本集']);
    expect(m.container.textContent).toContain('剩余30分钟');
    expect(focusedKey(m.container)).toBe('watch/sleep/60');
    await press(...KEYS.enter);
    expect(guards.setSleep).toHaveBeenCalledWith(60);
    expect(onClose).toHaveBeenCalled();
  });
});

describe('还在观看吗？ and the dimmed screen', () => {
  it('asks with focus on 继续观看; OK continues', async () => {
    const onContinue = vi.fn();
    const onExit = vi.fn();
    m = await mount(<StillWatchingPrompt onContinue={onContinue} onExit={onExit} />);
    await focusKey('watch/still-watching');
    await settle();
    expect(m.container.textContent).toContain('还在观看吗？');
    expect(texts('[role="button"]')).toEqual(['继续观看', '退出']);
    expect(focusedKey(m.container)).toBe('watch/still-watching/continue');
    await press(...KEYS.enter);
    expect(onContinue).toHaveBeenCalledTimes(1);
    expect(onExit).not.toHaveBeenCalled();
  });

  it('退出 leaves', async () => {
    const onExit = vi.fn();
    m = await mount(<StillWatchingPrompt onContinue={vi.fn()} onExit={onExit} />);
    await focusKey('watch/still-watching/exit');
    await settle();
    await press(...KEYS.enter);
    expect(onExit).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['OK', KEYS.enter],
    ['an arrow', KEYS.left],
    ['Back', KEYS.escape],
  ] as const)('%s on the dimmed screen wakes it, and does nothing else', async (_name, key) => {
    const onWake = vi.fn();
    const behind = vi.fn();
    // Back would otherwise go to the page's handler (and leave): the dim is above it.
    const pop = pushBackHandler(() => {
      behind();
      return true;
    }, 'page');
    m = await mount(<SleepDim onWake={onWake} />);
    await focusKey('watch/sleep-dim');
    await settle();
    expect(m.container.textContent).toContain('按任意键唤醒');
    await press(key[0], key[1]);
    expect(onWake).toHaveBeenCalledTimes(1);
    expect(behind).not.toHaveBeenCalled();
    pop();
  });
});

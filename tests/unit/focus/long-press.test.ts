import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LongPressDetector, LONG_PRESS_MS } from '@focus/long-press';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('OK long press', () => {
  it('fires onPress on a short press', () => {
    const onPress = vi.fn();
    const onLongPress = vi.fn();
    const d = new LongPressDetector(() => ({ onPress, onLongPress }));
    d.press();
    vi.advanceTimersByTime(LONG_PRESS_MS - 100);
    d.release();
    vi.advanceTimersByTime(LONG_PRESS_MS);
    expect(onPress).toHaveBeenCalledOnce();
    expect(onLongPress).not.toHaveBeenCalled();
  });

  it('fires onLongPress once while held through key repeats, and no onPress on release', () => {
    const onPress = vi.fn();
    const onLongPress = vi.fn();
    const d = new LongPressDetector(() => ({ onPress, onLongPress }));
    d.press();
    for (let i = 0; i < 10; i++) {
      vi.advanceTimersByTime(100);
      d.press(); // remote auto-repeat
    }
    d.release();
    expect(onLongPress).toHaveBeenCalledOnce();
    expect(onPress).not.toHaveBeenCalled();
  });

  it('starts over on the next press', () => {
    const onPress = vi.fn();
    const onLongPress = vi.fn();
    const d = new LongPressDetector(() => ({ onPress, onLongPress }));
    d.press();
    vi.advanceTimersByTime(LONG_PRESS_MS);
    d.release();
    d.press();
    d.release();
    expect(onLongPress).toHaveBeenCalledOnce();
    expect(onPress).toHaveBeenCalledOnce();
  });
});

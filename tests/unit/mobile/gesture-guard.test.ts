import { afterEach, describe, expect, it } from 'vitest';
import { DOUBLE_TAP_WINDOW_MS, installGestureGuard } from '@layouts/mobile/shell/gesture-guard';

function touchEvent(type: string, touchCount = 1): Event {
  const e = new Event(type, { bubbles: true, cancelable: true });
  Object.defineProperty(e, 'touches', { value: Array.from({ length: touchCount }, () => ({})) });
  return e;
}

describe('pinch zoom and double-tap blocking (spec 001 §5)', () => {
  let uninstall: (() => void) | null = null;
  afterEach(() => uninstall?.());

  it('blocks a touchstart with more than one finger, not a single touch', () => {
    const target = document.createElement('div');
    uninstall = installGestureGuard(target);
    const two = touchEvent('touchstart', 2);
    target.dispatchEvent(two);
    expect(two.defaultPrevented).toBe(true);
    const one = touchEvent('touchstart', 1);
    target.dispatchEvent(one);
    expect(one.defaultPrevented).toBe(false);
  });

  it('blocks the second touchend within 300 ms, lets one after 300 ms through', () => {
    let now = 10_000;
    const target = document.createElement('div');
    uninstall = installGestureGuard(target, { now: () => now });
    const first = touchEvent('touchend');
    target.dispatchEvent(first);
    expect(first.defaultPrevented).toBe(false);

    now += DOUBLE_TAP_WINDOW_MS;
    const second = touchEvent('touchend');
    target.dispatchEvent(second);
    expect(second.defaultPrevented).toBe(true);

    now += DOUBLE_TAP_WINDOW_MS + 1;
    const third = touchEvent('touchend');
    target.dispatchEvent(third);
    expect(third.defaultPrevented).toBe(false);
  });

  it('blocks Safari gesturestart (pinch)', () => {
    const target = document.createElement('div');
    uninstall = installGestureGuard(target);
    const g = new Event('gesturestart', { cancelable: true });
    target.dispatchEvent(g);
    expect(g.defaultPrevented).toBe(true);
  });

  it('stops blocking once uninstalled', () => {
    const target = document.createElement('div');
    installGestureGuard(target)();
    const g = new Event('gesturestart', { cancelable: true });
    target.dispatchEvent(g);
    expect(g.defaultPrevented).toBe(false);
  });
});

// Issue 30, point 1: the youth PIN pad's input and steps, and the once-per-device offer.
import { afterEach, describe, expect, it } from 'vitest';
import { codeComplete, firstStep, minutesOf, PAD_DIGITS, pinAfter, pinComplete } from '@src/features/youth/youth-rules';
import { markYouthPromptSeen, youthPromptDue, YOUTH_PROMPT_KEY } from '@src/features/youth/youth-prompt-due';

describe('youth PIN pad', () => {
  it('offers the ten digits, 1-9 then 0', () => {
    expect(PAD_DIGITS.join('')).toBe('1234567890');
  });

  it('takes digits up to four and ignores anything else', () => {
    let pin = '';
    for (const k of ['1', 'a', '2', '', '3', '12', '4', '5']) pin = pinAfter(pin, k);
    expect(pin).toBe('1234');
    expect(pinComplete(pin)).toBe(true);
    expect(pinComplete('123')).toBe(false);
  });

  it('asks for a new PIN when off and for the PIN when on', () => {
    expect(firstStep(false)).toBe('set');
    expect(firstStep(true)).toBe('off');
  });

  it('needs a six-digit code and shows whole minutes', () => {
    expect(codeComplete('012345')).toBe(true);
    expect(codeComplete('12345')).toBe(false);
    expect(codeComplete('12345a')).toBe(false);
    expect(minutesOf(2399)).toBe(39);
    expect(minutesOf(2400)).toBe(40);
  });
});

describe('youth mode first-launch offer', () => {
  afterEach(() => localStorage.removeItem(YOUTH_PROMPT_KEY));

  it('is due once per device', () => {
    expect(youthPromptDue()).toBe(true);
    markYouthPromptSeen();
    expect(youthPromptDue()).toBe(false);
  });

  it('is not offered to an automated browser', () => {
    const d = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(navigator), 'webdriver');
    Object.defineProperty(navigator, 'webdriver', { configurable: true, get: () => true });
    try {
      expect(youthPromptDue()).toBe(false);
    } finally {
      delete (navigator as { webdriver?: boolean }).webdriver;
      if (d) Object.defineProperty(Object.getPrototypeOf(navigator), 'webdriver', d);
    }
  });
});

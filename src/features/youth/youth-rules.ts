// Youth mode's rules without React: the PIN pad's input, the steps of the page and the
// once-per-device first-launch prompt.
import { YOUTH_PIN_DIGITS } from '@src/api/contract/youth';
import { VERIFY_CODE_DIGITS } from '@src/api/contract/limits';

export { YOUTH_PIN_DIGITS };

/** The digits of the pad, in the order a remote's digit pad shows them (1-9, then 0). */
export const PAD_DIGITS = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '0'] as const;

/** The PIN after a key: a digit is added up to YOUTH_PIN_DIGITS, anything else is ignored. */
export function pinAfter(pin: string, key: string): string {
  if (!/^\d$/.test(key) || pin.length >= YOUTH_PIN_DIGITS) return pin;
  return pin + key;
}

export const pinComplete = (pin: string) => pin.length === YOUTH_PIN_DIGITS && /^\d+$/.test(pin);

export const codeComplete = (code: string) => new RegExp(`^\\d{${VERIFY_CODE_DIGITS}}$`).test(code);

/**
 * What the page asks for: off -> set a PIN, then confirm it; on -> the PIN to turn off, or after
 * "forgot" the e-mailed code and a new PIN.
 */
export type YouthStep = 'set' | 'confirm' | 'off' | 'reset';

export const firstStep = (on: boolean): YouthStep => (on ? 'off' : 'set');

/** Whole minutes, rounded down (the page shows minutes). */
export const minutesOf = (seconds: number) => Math.floor(seconds / 60);

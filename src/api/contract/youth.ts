// Youth mode (issue 30, point 1): turned on per account, or per device for guests (the DeviceId
// header), with a 4-digit PIN that turning it off needs. The rules are enforced by the server
// (server/youth); these calls read and change the mode. The rules are in docs/api.md.
import { endpoint } from './endpoint';
import { boolean, integer, object, string, type Infer } from './schema';
import { VERIFY_CODE_DIGITS } from './limits';

/** PIN length and the youth rules' figures, shared by the client's texts and the server. */
export const YOUTH_PIN_DIGITS = 4;
/** Watching allowed per day (the server's local day), in seconds: 40 minutes. */
export const YOUTH_DAILY_SECONDS = 40 * 60;
/** Nothing from this hour to YOUTH_NIGHT_END_HOUR (local time of the server's zone). */
export const YOUTH_NIGHT_START_HOUR = 22;
export const YOUTH_NIGHT_END_HOUR = 6;
/** Wrong PINs before the lock, and the lock's length in seconds. */
export const YOUTH_PIN_MAX_FAILS = 5;
export const YOUTH_PIN_LOCK_SECONDS = 3600;

const pin = string({ minLength: YOUTH_PIN_DIGITS, maxLength: YOUTH_PIN_DIGITS, pattern: `^\\d{${YOUTH_PIN_DIGITS}}$` });
const code = string({ maxLength: VERIFY_CODE_DIGITS, pattern: `^\\d{${VERIFY_CODE_DIGITS}}$` });

export const youthStateSchema = object({
  on: boolean(),
  /** 'account' when signed in, 'device' for a guest with a DeviceId, 'none' when neither. */
  scope: string({ enum: ['account', 'device', 'none'] }),
  usedSeconds: integer({ minimum: 0 }),
  remainingSeconds: integer({ minimum: 0 }),
  /** Between YOUTH_NIGHT_START_HOUR and YOUTH_NIGHT_END_HOUR by the server's clock. */
  night: boolean(),
  /** Unix seconds until which wrong PINs lock turning off; 0 when not locked. */
  lockedUntil: integer({ minimum: 0 }),
  /** Why watching is refused now (Chinese), '' when it is allowed or the mode is off. */
  blockReason: string(),
  /** A forgotten PIN can be reset: signed in with a verified phone or e-mail. */
  canReset: boolean(),
});
export type YouthState = Infer<typeof youthStateSchema>;

export const getYouthState = endpoint({
  name: 'getYouthState',
  method: 'GET',
  path: '/api/Youth/State',
  query: object({}),
  reply: youthStateSchema,
  auth: 'optional',
  doc: 'Youth mode of the caller: the account when signed in, else the device (DeviceId header); today\'s watched seconds by the server\'s clock, and why watching is refused now.',
});

export const youthTurnOn = endpoint({
  name: 'youthTurnOn',
  method: 'POST',
  path: '/api/Youth/TurnOn',
  body: object({ pin }),
  bodyType: 'json',
  reply: youthStateSchema,
  auth: 'optional',
  doc: 'Turns youth mode on with a 4-digit PIN (stored as an scrypt hash). A guest without a DeviceId -> ret 400; already on -> ret 409.',
});

export const youthTurnOff = endpoint({
  name: 'youthTurnOff',
  method: 'POST',
  path: '/api/Youth/TurnOff',
  body: object({ pin }),
  bodyType: 'json',
  reply: youthStateSchema,
  auth: 'optional',
  doc: 'Turns youth mode off with its PIN. Wrong PIN -> ret 400 (msg tells the tries left); the fifth wrong PIN locks turning off for an hour -> ret 403 until then.',
});

export const youthSendResetCode = endpoint({
  name: 'youthSendResetCode',
  method: 'POST',
  path: '/api/Youth/SendResetCode',
  body: object({}),
  bodyType: 'json',
  reply: object({ expireSeconds: integer({ minimum: 1 }), resendSeconds: integer({ minimum: 1 }), to: string() }),
  auth: 'required',
  doc: 'Forgotten PIN: sends a 6-digit code to the account\'s verified phone or e-mail (to: where, masked). No verified contact -> ret 400; youth mode off -> ret 409; once a minute -> ret 429.',
});

export const youthResetPin = endpoint({
  name: 'youthResetPin',
  method: 'POST',
  path: '/api/Youth/ResetPin',
  body: object({ code, pin }),
  bodyType: 'json',
  reply: youthStateSchema,
  auth: 'required',
  doc: 'Sets a new PIN with the code of youthSendResetCode (single use, 10 minutes, 5 tries) and lifts the wrong-PIN lock. Wrong or expired code -> ret 400.',
});

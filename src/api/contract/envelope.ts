// Every reply is the envelope {ret, msg, data} (spec 002 §8). The `ret` catalogue lives here
// so the client's error handling and the server's replies cannot drift apart.

export interface Envelope<T> {
  ret: number;
  msg: string;
  data: T;
}

export const RET = {
  OK: 200,
  /** Session invalid: token missing where required, expired, or forged. Client clears the user and goes to /login. */
  SESSION_INVALID: 201,
  BAD_REQUEST: 400,
  /** GET signature `pub`/`vv` missing, stale or wrong. */
  BAD_SIGNATURE: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  RATE_LIMITED: 429,
  SERVER_ERROR: 500,
  /** Login failed: unknown account or wrong password. */
  LOGIN_FAILED: 1001,
  /** Register: the account name, phone or email is taken. */
  ACCOUNT_EXISTS: 1002,
  /** Login by phone without AreaCode matched accounts in several regions: ask for the area code. */
  AREA_CODE_REQUIRED: 1003,
  /**
   * Login of an account that failed a few times: the image captcha (GetCaptcha) is missing or
   * wrong. Show a fresh image and send captchaId and captchaCode with the retry.
   */
  CAPTCHA_REQUIRED: 1004,
  /** Youth mode refuses this (issue 30): msg says why, in Chinese. */
  YOUTH_MODE: 4030,
  /**
   * The episode's stream is still being made (the demo streams of a first start, made after the
   * server listens): try again in a few seconds; the watch page does so by itself.
   */
  MEDIA_PREPARING: 5030,
  /** Not enough gold for the payment. */
  GOLD_NOT_ENOUGH: 3001,
  /** Pay-info special case (spec 000 §7): show msg in a dialog, confirm goes to /user, data still used. */
  PAY_INFO_NOTICE: 7003,
} as const;

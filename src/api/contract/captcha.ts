// The image-captcha fields of password recovery (GetCaptcha in ./account, SendResetCode in ./user).
import { string } from './schema';
import { CAPTCHA_MAX_CHARS } from './limits';

/** A captcha id as GetCaptcha gives it. */
export const captchaIdSchema = string({ minLength: 16, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' });
/** What the user reads off the captcha image. */
export const captchaTextSchema = string({ minLength: 1, maxLength: CAPTCHA_MAX_CHARS });

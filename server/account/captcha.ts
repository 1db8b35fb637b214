// Image captchas before a password-recovery code is sent (issue 12) and on the logins of an
// account that failed a few times (issue 27, point 3: a captcha instead of a lockout). svg-captcha
// draws the text as paths (no <text> to read off); the answer is kept only as an HMAC, spent by
// any check (right or wrong), and lives 5 minutes. The database holds it so any server process
// can check it.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import svgCaptcha from 'svg-captcha';
import type { AppContext } from '../context';
import { deriveSubKey } from '../secrets';

export const CAPTCHA_TTL_S = 300;

/** A wrong, spent or expired answer (SendResetCode, and a login that needs one). */
export const CAPTCHA_WRONG_MSG = '图形验证码错误或已过期，请重新获取';
/** A login that needs a captcha came without one. */
export const CAPTCHA_NEEDED_MSG = '请输入图形验证码';

/**
 * Test seam: sees each new captcha's answer (the server tests run the server in their own
 * process and read answers here, as they read codes from the dev outbox). Unset in production.
 */
let observer: ((id: string, answer: string) => void) | null = null;
export function observeCaptchas(fn: ((id: string, answer: string) => void) | null): void {
  observer = fn;
}

const answerHash = (ctx: AppContext, id: string, answer: string) =>
  createHmac('sha256', deriveSubKey(ctx.tokenSecret, 'captcha')).update(`${id}:${answer.trim().toLowerCase()}`).digest('hex');

export async function createCaptcha(ctx: AppContext, now: number): Promise<{ captchaId: string; image: string; expireSeconds: number }> {
  // Look-alike characters left out: a TV remote user cannot zoom.
  const c = svgCaptcha.create({ size: 4, noise: 2, ignoreChars: '0oO1ilI', background: '#f2f2f2' });
  const id = randomBytes(18).toString('base64url');
  await ctx.db.query('DELETE FROM captchas WHERE expires_at < $1', [now - CAPTCHA_TTL_S]);
  await ctx.db.query('INSERT INTO captchas (id, answer_hash, expires_at) VALUES ($1, $2, $3)', [id, answerHash(ctx, id, c.text), now + CAPTCHA_TTL_S]);
  observer?.(id, c.text);
  return { captchaId: id, image: `data:image/svg+xml;base64,${Buffer.from(c.data).toString('base64')}`, expireSeconds: CAPTCHA_TTL_S };
}

/** True when `answer` matches; the captcha is spent either way (one guess per image). */
export async function checkCaptcha(ctx: AppContext, id: string, answer: string, now: number): Promise<boolean> {
  const { rows } = await ctx.db.query<{ answer_hash: string; expires_at: number }>(
    'UPDATE captchas SET used_at = $2 WHERE id = $1 AND used_at IS NULL RETURNING answer_hash, expires_at',
    [id, now],
  );
  if (!rows.length || rows[0].expires_at <= now) return false;
  return timingSafeEqual(Buffer.from(rows[0].answer_hash, 'hex'), Buffer.from(answerHash(ctx, id, answer), 'hex'));
}

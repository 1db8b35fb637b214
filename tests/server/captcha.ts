// Captcha answers for the server tests: the server runs in the test process, so its captcha
// seam (server/account/captcha.ts) hands each answer over here, as the dev outbox hands codes.
import { getCaptcha } from '../../src/api/contract/account';
import { observeCaptchas } from '../../server/account/captcha';
import type { Client } from './harness';

const answers = new Map<string, string>();
observeCaptchas((id, answer) => answers.set(id, answer));

/** A fresh captcha and its right answer, as SendResetCode fields. */
export async function solvedCaptcha(c: Client): Promise<{ captchaId: string; captchaCode: string }> {
  const r = await c.get<{ captchaId: string }>(getCaptcha.path);
  if (r.ret !== 200) throw new Error(`GetCaptcha: ${r.ret} ${r.msg}`);
  const captchaCode = answers.get(r.data.captchaId);
  if (!captchaCode) throw new Error('no captcha answer seen');
  return { captchaId: r.data.captchaId, captchaCode };
}

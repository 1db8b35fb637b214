// Registering a phone or e-mail account in the server tests: the code goes to the development
// outbox (server.ctx.codes), read here as the contact-change and recovery tests read theirs.
import { sendRegisterCode } from '../../src/api/contract/user';
import type { DevOutbox } from '../../server/account/code-delivery';
import type { Envelope } from '../../src/api/contract/envelope';
import type { Client, Headers } from './harness';

/** Where the server delivers a registration code: '86 13800000000' or the e-mail in lower case. */
export function codeAddress(account: string, AreaCode?: string): string {
  const a = account.trim();
  return a.includes('@') ? a.toLowerCase() : `${(AreaCode ?? '').replace(/\D/g, '') || '86'} ${a}`;
}

/** The newest code the outbox holds for that phone or e-mail. */
export function deliveredCode(c: Client, account: string, AreaCode?: string): string {
  const m = (c.server.ctx.codes as DevOutbox).latest(codeAddress(account, AreaCode));
  if (!m) throw new Error(`no code delivered to ${codeAddress(account, AreaCode)}`);
  return m.code;
}

/**
 * Registers a phone or e-mail account the way the app does: SendRegisterCode, then Register with
 * the code from the outbox. Resolves with Register's envelope.
 */
export async function registerWithCode<T = unknown>(c: Client, body: { account: string; password: string; AreaCode?: string; nickName?: string }, headers: Headers = {}): Promise<Envelope<T>> {
  const sent = await c.post(sendRegisterCode.path, { account: body.account, ...(body.AreaCode ? { AreaCode: body.AreaCode } : {}) }, headers);
  if (sent.ret !== 200) throw new Error(`SendRegisterCode ${body.account}: ${sent.ret} ${sent.msg}`);
  return c.post<T>('/api/Login/Register', { ...body, code: deliveredCode(c, body.account, body.AreaCode) }, headers);
}

// An account with an e-mail proved by its code (issue 27: invitation gold and the bargain's
// new-user cut need one), registered the way a user does: SendRegisterCode, the code from the
// development outbox the server writes in its data folder (README), Register with it.
import { until } from './browser';
import { codesTo } from './dev-files';
import type { DemoUser } from './watch-helpers';


async function post<T>(base: string, path: string, body: unknown): Promise<T> {
  const r = await fetch(`${base}${path.toLowerCase()}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const env = (await r.json()) as { ret: number; msg: string; data: T };
  if (env.ret !== 200) throw new Error(`${path}: ${env.ret} ${env.msg}`);
  return env.data;
}

let seq = 0;

export async function registerVerified(base: string, dataDir: string, nickName: string): Promise<DemoUser> {
  const email = `e2ev${process.pid.toString(36)}${Date.now().toString(36)}${seq++}@example.com`;
  await post(base, '/api/Login/SendRegisterCode', { account: email });
  await until(() => codesTo(dataDir, email).length > 0, `a code to ${email}`, 5_000);
  const code = codesTo(dataDir, email)[0]?.code;
  if (!code) throw new Error(`no code in the outbox for ${email}`);
  return post<DemoUser>(base, '/api/Login/Register', { account: email, password: 'e2e-pass-1', nickName, code });
}

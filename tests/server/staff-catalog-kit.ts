// Helpers of the staff catalogue suites (issue 38 point 4): an operator made by the admin (the
// demo staff has no operator), the staff sessions of each role, the audit rows of an action.
import { expect } from 'vitest';
import { RET } from '../../src/api/contract/envelope';
import { staffLogin, staffSetRole } from '../../src/api/contract/staff';
import type { AnyEndpoint } from '../../src/api/contract/endpoint';
import { totpNow } from '../../server/staff/totp';
import { freshAddress, postFrom } from './from-address';
import type { Backend, Client, Headers } from './harness';
import { clientFor } from './harness';
import { staffSignIn } from './staff-kit';
import { account } from './vip-fixtures';

export interface Crew {
  c: Client;
  operator: Headers;
  admin: Headers;
  mod: Headers;
  kefu: Headers;
  member: Headers;
}

const crews = new Map<Backend, Promise<Crew>>();

async function makeCrew(backend: Backend): Promise<Crew> {
  const c = await clientFor(backend);
  const admin = await staffSignIn(c, 'admin_demo');
  const u = await account(c);
  const made = await c.post<{ totpSecret: string }>(staffSetRole.path, { uid: u.uid, role: 'operator' }, admin.headers);
  expect(made.ret, made.msg).toBe(RET.OK);
  const username = (await c.server.db.query<{ username: string }>('SELECT username FROM users WHERE id = $1', [u.uid])).rows[0].username;
  const op = await postFrom<{ token: string }>(c.url, freshAddress(), staffLogin.path, { username, password: 'secret12', totp: totpNow(made.data.totpSecret) });
  expect(op.ret, op.msg).toBe(RET.OK);
  return {
    c,
    admin: admin.headers,
    operator: { 'x-staff-token': op.data.token },
    mod: (await staffSignIn(c, 'mod_demo')).headers,
    kefu: (await staffSignIn(c, 'kefu_demo')).headers,
    member: u.headers,
  };
}

/** One operator and one session per role for a backend's shared server. */
export function crewFor(backend: Backend): Promise<Crew> {
  let p = crews.get(backend);
  if (!p) crews.set(backend, (p = makeCrew(backend)));
  return p;
}

/** Calls an endpoint the way its method wants. */
export function call<T = unknown>(c: Client, ep: AnyEndpoint, args: Record<string, unknown>, headers: Headers) {
  return ep.method === 'GET' ? c.get<T>(ep.path, args as never, headers) : c.post<T>(ep.path, args, headers);
}

/** The audit rows of one action on one target, newest first. */
export async function auditRows(c: Client, action: string, target: string) {
  return (await c.server.db.query<{ action: string; target: string; before: string; after: string; role: string }>(
    'SELECT action, target, before, after, role FROM audit_log WHERE action = $1 AND target = $2 ORDER BY id DESC', [action, target],
  )).rows;
}

let n = 0;
export const uniq = (p: string) => `${p}${Date.now().toString(36)}${(n++).toString(36)}`;

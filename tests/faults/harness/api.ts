// What a fault scenario sends and what it saw: every call is timed and never throws, so a
// refused connection, a reset or a hang are outcomes to count like any reply. `readable()` is
// the users' side of the rule: a ret code and a Chinese message, no stack trace, no error name.
import type { Socket } from 'socket.io-client';
import type { Token } from '../../../src/api/contract/common';
import { authHeaders, signedQuery, type Headers } from '../../server/harness';

/** ret of an outcome the server never answered: the connection failed or the client gave up. */
export const NO_REPLY = -1;
/** The client gives up after this long; a scenario asserts every outcome came much sooner. */
export const CLIENT_TIMEOUT_MS = 15_000;

export interface Outcome<T = unknown> {
  ret: number;
  msg: string;
  data: T | null;
  /** From sending to the reply (or the failure). */
  ms: number;
  /** When it was sent, ms since the epoch. */
  at: number;
}

/** A reply users can be shown: a ret code and a short Chinese message without internals. */
export function readable(o: Pick<Outcome, 'ret' | 'msg'>): boolean {
  if (o.ret === NO_REPLY) return false;
  if (o.ret === 200) return true;
  return /\p{Script=Han}/u.test(o.msg) && !/\bat \S+ \(|Error\b|ECONN|EPIPE|\n|postgres|pg_|SQL/i.test(o.msg) && o.msg.length <= 100;
}

async function timed<T>(send: () => Promise<{ ret: number; msg: string; data: T }>): Promise<Outcome<T>> {
  const at = Date.now();
  const t0 = performance.now();
  try {
    const r = await send();
    return { ret: r.ret, msg: r.msg, data: r.data, ms: performance.now() - t0, at };
  } catch (err) {
    const e = err as { name?: string; cause?: { code?: string }; message?: string };
    return { ret: NO_REPLY, msg: e.cause?.code ?? e.name ?? String(e.message), data: null, ms: performance.now() - t0, at };
  }
}

export interface Api {
  get<T = unknown>(path: string, params?: Record<string, string | number>, headers?: Headers): Promise<Outcome<T>>;
  post<T = unknown>(path: string, body?: unknown, headers?: Headers): Promise<Outcome<T>>;
}

/** Signed GETs and JSON POSTs to `base`, as the client sends them. */
export function apiOf(base: string): Api {
  return {
    get: (p, params = {}, headers = {}) =>
      timed(async () => (await (await fetch(`${base}${p}?${signedQuery(params)}`, { headers, signal: AbortSignal.timeout(CLIENT_TIMEOUT_MS) })).json()) as never),
    post: (p, body = {}, headers = {}) =>
      timed(async () =>
        (await (await fetch(`${base}${p}`, {
          method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body), signal: AbortSignal.timeout(CLIENT_TIMEOUT_MS),
        })).json()) as never),
  };
}

/** An event with an acknowledgement on a socket, timed the same way. */
export const emitTimed = <T = unknown>(s: Socket, event: string, payload: unknown): Promise<Outcome<T>> =>
  timed(async () => (await s.timeout(CLIENT_TIMEOUT_MS).emitWithAck(event, payload)) as never);

export interface Session { uid: number; token: Token; headers: Headers; account: string }

let seq = 0;
/** An account name no earlier run used (letters and digits, within the 16-character rule). */
export const uniqueAccount = (p: string) => `${p}${Date.now().toString(36).slice(-5)}${(seq++).toString(36)}`;

/** Registers `account` (password secret12); the session, or the outcome when it was refused. */
export async function registerAccount(api: Api, account: string): Promise<{ session: Session | null; outcome: Outcome }> {
  const outcome = await api.post<{ id: number; token: Token }>('/api/Login/Register', { account, password: 'secret12', nickName: '故障测试' });
  const d = outcome.ret === 200 ? outcome.data : null;
  return { outcome, session: d ? { uid: d.id, token: d.token, headers: authHeaders(d.token), account } : null };
}

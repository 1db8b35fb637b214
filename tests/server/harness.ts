// Shared test server per backend and process: PGlite always, PostgreSQL too when
// TEST_DATABASE_URL is set (a fresh schema per run). Media preparation (ffmpeg) is skipped.
// No tokenSecret is passed: the servers run as a default install does, on the secret they
// generate in their data folder (tests that sign read it from `server.ctx.tokenSecret`).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startServer, type RunningServer } from '../../server/app';
import { signGet, type QueryValue } from '../../src/api/contract/signature';
import type { Envelope } from '../../src/api/contract/envelope';
import type { Token } from '../../src/api/contract/common';

export type Backend = 'pglite' | 'postgres';

/** The one cross-origin page the test servers allow (CORS_ORIGINS). */
export const LISTED_ORIGIN = 'http://listed.example';

export const BACKENDS: Backend[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

const servers = new Map<Backend, Promise<RunningServer>>();
let mediaRoot: string | null = null;

/** The test servers' media folder (empty until a test writes fixture files into it). */
export function testMediaDir(): string {
  mediaRoot ??= mkdtempSync(path.join(tmpdir(), 'server-test-media-'));
  return mediaRoot;
}

let dataRoot: string | null = null;

/** The data folder of a backend's shared server (PGlite files, the generated signing secret). */
export function serverDataDir(backend: Backend): string {
  dataRoot ??= process.env.SERVER_TEST_TMP ?? mkdtempSync(path.join(tmpdir(), 'server-test-'));
  return path.join(dataRoot, `${backend === 'postgres' ? 'pg' : 'pglite'}-${process.pid}`);
}

export function serverFor(backend: Backend): Promise<RunningServer> {
  let s = servers.get(backend);
  if (!s) {
    s = startServer({
      port: 0,
      host: '127.0.0.1',
      prepareMedia: false,
      clientDir: null,
      mediaDir: testMediaDir(),
      googleMapKey: 'test-map-key',
      // Every suite registers its accounts from 127.0.0.1; the per-address limits are tested from
      // other loopback addresses (brute-force.test.ts).
      limitExemptAddresses: ['127.0.0.1'],
      corsOrigins: [LISTED_ORIGIN],
      // On PostgreSQL the sandbox is off by default (a deployment); the order tests pay through it.
      paymentSandbox: true,
      ...(backend === 'postgres'
        ? { databaseUrl: process.env.TEST_DATABASE_URL, dbSchema: `vt_${process.pid}_${Date.now().toString(36)}`, dataDir: serverDataDir(backend) }
        : { databaseUrl: '', dataDir: serverDataDir(backend) }),
    });
    servers.set(backend, s);
  }
  return s;
}

export type Headers = Record<string, string>;

export function authHeaders(token: Token): Headers {
  return { uid: String(token.uid), gid: String(token.gid), sign: token.sign, expire: String(token.expire), login_uid: String(token.uid) };
}

export function signedQuery(params: Record<string, QueryValue>, pub = Math.floor(Date.now() / 1000)): string {
  const vv = signGet(params, pub);
  const sp = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== null) sp.set(k, Array.isArray(v) ? v.join(',') : String(v));
  sp.set('pub', String(pub));
  sp.set('vv', vv);
  return sp.toString();
}

export interface Client {
  url: string;
  server: RunningServer;
  get<T = unknown>(path: string, params?: Record<string, QueryValue>, headers?: Headers): Promise<Envelope<T>>;
  post<T = unknown>(path: string, body?: unknown, headers?: Headers): Promise<Envelope<T>>;
  raw(path: string, init?: RequestInit): Promise<Response>;
  login(account: string, password?: string): Promise<{ token: Token; headers: Headers; user: Record<string, unknown> }>;
}

export async function clientFor(backend: Backend): Promise<Client> {
  return clientOn(await serverFor(backend));
}

/** A client of any running server (a suite's own, started with options of its own). */
export function clientOn(server: RunningServer): Client {
  const url = server.url;
  const c: Client = {
    url,
    server,
    async get<T>(p: string, params: Record<string, QueryValue> = {}, headers: Headers = {}) {
      const r = await fetch(`${url}${p}?${signedQuery(params)}`, { headers });
      return (await r.json()) as Envelope<T>;
    },
    async post<T>(p: string, body: unknown = {}, headers: Headers = {}) {
      const r = await fetch(`${url}${p}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
      return (await r.json()) as Envelope<T>;
    },
    raw: (p, init) => fetch(`${url}${p}`, init),
    async login(account, password = 'demo1234') {
      const res = await c.post<Record<string, unknown> & { token: Token }>('/api/Login/Login', { account, password });
      if (res.ret !== 200) throw new Error(`login ${account} failed: ${res.ret} ${res.msg}`);
      return { token: res.data.token, headers: authHeaders(res.data.token), user: res.data };
    },
  };
  return c;
}

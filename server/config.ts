// Server settings from the environment (documented in docs/api.md "Running the server").
import path from 'node:path';
import { parseOriginList } from './http/origins';

export interface ServerEnv {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  mediaDir: string;
  /** TOKEN_SECRET; undefined = the secret kept in DATA_DIR (server/secrets.ts). */
  tokenSecret: string | undefined;
  googleMapKey: string;
  serveClient: boolean;
  corsOrigins: string[];
  cspOrigins: string[];
  frameAncestors: string[];
  trustProxy: boolean | string[] | undefined;
  /** UPLOAD_DIR, UPLOAD_QUOTA_MB, UPLOAD_MAX_AGE_MIN, TRANSCODE_CONCURRENCY (docs/api.md "Uploads"); unset = the defaults. */
  uploads: { dir?: string; quotaBytes?: number; maxAgeMs?: number; transcodeConcurrency?: number; work: boolean; transcodeMinSeconds?: number; expirySlackSeconds?: number };
}

export function readEnv(env: NodeJS.ProcessEnv = process.env): ServerEnv {
  const port = Number(env.PORT ?? 8080);
  return {
    port: Number.isInteger(port) && port >= 0 && port < 65536 ? port : 8080,
    host: env.HOST || '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: path.resolve(env.DATA_DIR || './data'),
    mediaDir: path.resolve(env.MEDIA_DIR || './media'),
    tokenSecret: env.TOKEN_SECRET || undefined,
    googleMapKey: env.GOOGLE_MAP_KEY || '',
    serveClient: env.SERVE_CLIENT !== '0',
    corsOrigins: parseOriginList(env.CORS_ORIGINS),
    cspOrigins: parseOriginList(env.CSP_ORIGINS),
    frameAncestors: parseOriginList(env.FRAME_ANCESTORS),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    uploads: {
      dir: env.UPLOAD_DIR ? path.resolve(env.UPLOAD_DIR) : undefined,
      quotaBytes: positive(env.UPLOAD_QUOTA_MB, 1024 * 1024),
      maxAgeMs: positive(env.UPLOAD_MAX_AGE_MIN, 60_000),
      transcodeConcurrency: count(env.TRANSCODE_CONCURRENCY),
      // JOB_WORKER=0: this API process only sends jobs; `npm run worker` processes do them.
      work: env.JOB_WORKER !== '0',
      transcodeMinSeconds: positive(env.TRANSCODE_MIN_SECONDS, 1),
      expirySlackSeconds: positive(env.JOB_EXPIRY_SLACK_SECONDS, 1),
    },
  };
}

/** TRUST_PROXY: unset = the socket's address; "true"/"1" = any proxy; else comma-separated addresses or CIDRs. */
export function parseTrustProxy(v: string | undefined): boolean | string[] | undefined {
  const t = (v ?? '').trim();
  if (!t || t === '0' || t === 'false') return undefined;
  if (t === '1' || t === 'true') return true;
  return t.split(',').map((s) => s.trim()).filter(Boolean);
}

/** A positive number setting times its unit; undefined when unset or not a positive number. */
function positive(v: string | undefined, unit: number): number | undefined {
  const n = Number(v);
  return v && Number.isFinite(n) && n > 0 ? Math.round(n * unit) : undefined;
}

/** A count setting: a positive number rounded to a whole one, at least 1 (0.4 must not mean none). */
function count(v: string | undefined): number | undefined {
  const n = positive(v, 1);
  return n === undefined ? undefined : Math.max(1, n);
}

/** A variable a configured integration cannot run without: its trimmed value, or a start-up error naming it. */
export function requiredEnv(env: Record<string, string | undefined>, name: string, because: string): string {
  const v = env[name]?.trim();
  if (!v) throw new Error(`${name} is required ${because}`);
  return v;
}

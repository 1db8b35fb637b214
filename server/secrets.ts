// The server's signing secret. One secret, configured (TOKEN_SECRET) or generated on the first
// start and kept in the data folder, as self-hosted servers do: a default install must never
// sign with a value anyone can read in the source. Every other key the server signs with (media
// URLs, verification codes) is derived from it per purpose, so rotating TOKEN_SECRET rotates all.
import { createHmac, randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** File in DATA_DIR that holds the generated secret (mode 0600). */
export const SECRET_FILE = 'token-secret';

/**
 * The constant earlier versions signed with when TOKEN_SECRET was unset. Kept only to refuse it:
 * tokens made offline with it must never verify (tests/server/secrets.test.ts).
 */
export const PUBLISHED_DEV_SECRET = 'dev-only-token-secret-change-me';

const MIN_CONFIGURED_CHARS = 16;

export interface SecretChoice {
  secret: string;
  source: 'configured' | 'stored' | 'generated';
  /** The file it was read from or written to (undefined when configured). */
  file?: string;
}

export interface SecretOptions {
  /** TOKEN_SECRET (or the start option); empty or undefined = use the data folder. */
  configured?: string;
  dataDir: string;
  /** NODE_ENV=production: never generate, refuse to start without a configured or stored one. */
  production: boolean;
}

export function resolveTokenSecret({ configured, dataDir, production }: SecretOptions): SecretChoice {
  if (configured) {
    if (configured === PUBLISHED_DEV_SECRET) {
      throw new Error('TOKEN_SECRET is the development value published in the source; set a random secret (e.g. `openssl rand -hex 32`).');
    }
    if (configured.length < MIN_CONFIGURED_CHARS) {
      throw new Error(`TOKEN_SECRET is shorter than ${MIN_CONFIGURED_CHARS} characters; set a random secret (e.g. \`openssl rand -hex 32\`).`);
    }
    return { secret: configured, source: 'configured' };
  }
  const file = path.join(dataDir, SECRET_FILE);
  const stored = readStored(file);
  if (stored) return { secret: stored, source: 'stored', file };
  if (production) {
    throw new Error(
      `NODE_ENV=production and no signing secret: set TOKEN_SECRET, or put one in ${file} (mode 0600). The server does not generate one in production.`,
    );
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  try {
    // 'wx': when two processes start on one data folder at once, the first one's secret wins.
    writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') {
      const other = readStored(file);
      if (other) return { secret: other, source: 'stored', file };
    }
    throw err;
  }
  return { secret, source: 'generated', file };
}

function readStored(file: string): string | null {
  let text: string;
  try {
    text = readFileSync(file, 'utf8').trim();
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
  if (text.length < MIN_CONFIGURED_CHARS) throw new Error(`${file} holds no usable secret (shorter than ${MIN_CONFIGURED_CHARS} characters); delete it to generate a new one.`);
  // A secret readable by other users of the machine is tightened rather than refused.
  if ((statSync(file).mode & 0o077) !== 0) chmodSync(file, 0o600);
  return text;
}

/** A key for one purpose: HMAC-SHA256(secret, purpose); the secret itself signs only tokens. */
export const deriveSubKey = (secret: string, purpose: string): Buffer => createHmac('sha256', secret).update(purpose).digest();

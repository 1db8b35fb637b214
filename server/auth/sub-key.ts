// Sub-keys derived from the token secret, one per purpose, so the token secret itself signs
// only tokens: HMAC-SHA256(tokenSecret, purpose).
// Merge note: server/secrets.ts (secrets work) derives the same HMAC(tokenSecret, purpose); when
// it lands, this function re-exports or is replaced by that one.
import { createHmac } from 'node:crypto';

export const deriveSubKey = (secret: string, purpose: string): Buffer => createHmac('sha256', secret).update(purpose).digest();

// The in-process bench servers start after a Vite build, which sets NODE_ENV=production, and a
// production start refuses to run without a signing secret (server/secrets.ts): give it a
// random one for the run.
import { randomBytes } from 'node:crypto';

export const benchSecret = () => randomBytes(32).toString('hex');

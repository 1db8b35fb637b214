// The clock of the youth rules (daily limit, night hours, PIN lock), injectable so tests run on a
// fake one: the server tests pass a function, the e2e server a file it reads (fileClock).
import { readFileSync, statSync } from 'node:fs';

/** Milliseconds since the epoch, as Date.now(). */
export type Clock = () => number;

export const systemClock: Clock = () => Date.now();

/**
 * A clock set by a file `{ "nowMs": <number> }` (the e2e tests write it); the system clock while
 * the file is missing or unreadable. Read again only when its modification time changes.
 */
export function fileClock(file: string): Clock {
  let seen = -1;
  let value: number | null = null;
  return () => {
    try {
      const m = statSync(file).mtimeMs;
      if (m !== seen) {
        seen = m;
        const n = Number((JSON.parse(readFileSync(file, 'utf8')) as { nowMs?: unknown }).nowMs);
        value = Number.isFinite(n) ? n : null;
      }
    } catch {
      seen = -1;
      value = null;
    }
    return value ?? Date.now();
  };
}

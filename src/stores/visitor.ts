// Visitor fingerprint (spec 001 §3, 002 §3): kept in localStorage `visitorId`, sent as the
// DeviceId header. Built from stable browser traits plus randomness, so two devices of the
// same model still differ while one device keeps its id.
import { sha256Hex } from '../api/contract/sha256';
import { localGet, localSet } from '../lib/storage';

export const VISITOR_ID_KEY = 'visitorId';

// The time zone is the offset, not its name: Intl.DateTimeFormat().resolvedOptions() loads the
// time-zone data on first use, which took 27 ms of a phone's cold start at 1x (the id is made
// on the first launch, in the boot), and the random part already tells devices apart.
export function browserTraits(): string {
  if (typeof navigator === 'undefined') return 'node';
  const s = typeof screen !== 'undefined' ? `${screen.width}x${screen.height}x${screen.colorDepth}` : '';
  return [navigator.userAgent, navigator.language, s, navigator.hardwareConcurrency ?? '', new Date().getTimezoneOffset()].join('|');
}

export function makeVisitorId(traits: string, random: string): string {
  return sha256Hex(`${traits}|${random}`).slice(0, 32);
}

function randomPart(): string {
  const c = typeof crypto !== 'undefined' ? crypto : undefined;
  if (c && typeof c.getRandomValues === 'function') {
    const a = new Uint32Array(4);
    c.getRandomValues(a);
    return Array.from(a, (n) => n.toString(16)).join('');
  }
  return `${Math.random().toString(16).slice(2)}${Date.now().toString(16)}`;
}

/** The stored id; created and stored on first use. */
export function getVisitorId(): string {
  const have = localGet(VISITOR_ID_KEY);
  if (have && /^[0-9a-f]{16,64}$/.test(have)) return have;
  const id = makeVisitorId(browserTraits(), randomPart());
  localSet(VISITOR_ID_KEY, id);
  return id;
}

/** The stored id without creating one (the request layer sends DeviceId only when present). */
export function peekVisitorId(): string | null {
  return localGet(VISITOR_ID_KEY);
}

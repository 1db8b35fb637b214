// The plain-text rule for user text, the same on the server (what is stored) and the client
// (what is drawn or sent): text is never markup (clients render it as text, so tags stay
// visible as typed); control characters and bidi overrides/isolates (which could flip how other
// users' text reads) never get through; runs of white space become one space; length is
// counted in code points and a cut never splits a surrogate pair.

// C0/C1 controls, the LRM/RLM marks, bidi embeddings/overrides/isolates, the BOM.
// eslint-disable-next-line no-control-regex -- matching control characters is the purpose
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069\ufeff]/g;
// The same without the line feed, for multi-line text.
// eslint-disable-next-line no-control-regex -- matching control characters is the purpose
const CONTROL_BUT_LF = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069\ufeff]/g;

/** Cuts to at most `max` code points. */
function cutChars(s: string, max: number): string {
  // UTF-16 length bounds the code point count from above.
  if (s.length <= max) return s;
  const points = Array.from(s);
  return points.length <= max ? s : points.slice(0, max).join('');
}

/** Code points in `s` (what the limits in limits.ts count). */
export const charCount = (s: string): number => (s.length < 2 ? s.length : Array.from(s).length);

/**
 * One line of plain text: controls become spaces, white space runs collapse to one space,
 * trimmed, cut to `maxChars`.
 */
export function plainText(raw: string, maxChars = Infinity): string {
  const flat = raw.replace(CONTROL, ' ').replace(/\s+/g, ' ').trim();
  return cutChars(flat, maxChars).trimEnd();
}

/** Several lines of plain text (comments): line breaks kept, at most one blank line in a row. */
export function plainMultiline(raw: string, maxChars = Infinity): string {
  const t = raw.replace(/\r\n?/g, '\n').replace(CONTROL_BUT_LF, ' ').replace(/[ \t]+\n/g, '\n').replace(/\n{3,}/g, '\n\n').trim();
  return cutChars(t, maxChars).trimEnd();
}

// Masking of account names, e-mails and phone numbers (spec 002 §5).
const stars = (n: number) => '*'.repeat(Math.max(0, n));

function keepEnds(s: string, head = 2, tail = 2): string {
  const c = Array.from(s);
  if (c.length <= head + tail) return s;
  return c.slice(0, head).join('') + stars(c.length - head - tail) + c.slice(c.length - tail).join('');
}

/**
 * - 4 characters or fewer: unchanged.
 * - e-mail (or `isEmail`): first 2 characters of the local part, the rest of it starred, domain kept.
 * - two words: first word kept, second word keeps its first 2 and last 2 characters.
 * - otherwise: first 2 and last 2 kept, middle starred.
 */
export function mask(text: string, isEmail = false): string {
  const chars = Array.from(text);
  if (chars.length <= 4) return text;
  const at = text.lastIndexOf('@');
  if (isEmail || (at > 0 && at < text.length - 1)) {
    const local = at >= 0 ? text.slice(0, at) : text;
    const domain = at >= 0 ? text.slice(at) : '';
    const lc = Array.from(local);
    return lc.slice(0, 2).join('') + stars(lc.length - 2) + domain;
  }
  const words = text.split(' ');
  if (words.length === 2 && words[0] && words[1]) return `${words[0]} ${keepEnds(words[1])}`;
  return keepEnds(text);
}

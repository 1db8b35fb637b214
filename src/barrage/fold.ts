/**
 * Code-unit folding shared by the keyword automaton and the regex rules:
 * full-width ASCII (U+FF01..U+FF5E) and the ideographic space become their
 * half-width forms, then letters are lower-cased. Every code unit maps to
 * exactly one code unit, so match offsets in folded text are offsets in the
 * original text.
 */
let table: Uint16Array | null = null;

export function foldTable(): Uint16Array {
  if (table) return table;
  const t = new Uint16Array(65536);
  for (let c = 0; c < 65536; c++) {
    let h = c;
    if (c >= 0xff01 && c <= 0xff5e) h = c - 0xfee0;
    else if (c === 0x3000) h = 0x20;
    if (h >= 0xd800 && h <= 0xdfff) {
      t[c] = h;
      continue;
    }
    const lower = String.fromCharCode(h).toLowerCase();
    t[c] = lower.length === 1 ? lower.charCodeAt(0) : h;
  }
  table = t;
  return t;
}

export function foldText(s: string): string {
  const t = foldTable();
  let changed = false;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (t[c] !== c) {
      changed = true;
      break;
    }
  }
  if (!changed) return s;
  let out = '';
  for (let i = 0; i < s.length; i++) out += String.fromCharCode(t[s.charCodeAt(i)]);
  return out;
}

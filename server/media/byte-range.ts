// HTTP Range for one byte range (RFC 9110 §14). Several ranges are answered with the whole
// file, which the RFC allows and which no HLS or MP4 player needs otherwise.
export type RangeResult =
  | { kind: 'none' }
  | { kind: 'range'; start: number; end: number }
  | { kind: 'unsatisfiable' };

export function parseRange(header: string | undefined, size: number): RangeResult {
  if (!header) return { kind: 'none' };
  const m = /^\s*bytes\s*=\s*(.+)$/i.exec(header);
  if (!m) return { kind: 'none' };
  const specs = m[1].split(',').map((s) => s.trim()).filter(Boolean);
  if (specs.length !== 1) return { kind: 'none' };
  const spec = /^(\d*)\s*-\s*(\d*)$/.exec(specs[0]);
  if (!spec || (spec[1] === '' && spec[2] === '')) return { kind: 'none' };
  if (spec[1] === '') {
    // Suffix range: the last N bytes.
    const n = Number(spec[2]);
    if (n === 0 || size === 0) return { kind: 'unsatisfiable' };
    return { kind: 'range', start: Math.max(0, size - n), end: size - 1 };
  }
  const start = Number(spec[1]);
  const end = spec[2] === '' ? size - 1 : Math.min(Number(spec[2]), size - 1);
  if (spec[2] !== '' && Number(spec[2]) < start) return { kind: 'none' };
  if (start >= size) return { kind: 'unsatisfiable' };
  return { kind: 'range', start, end };
}

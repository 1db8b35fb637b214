// Issue 8 point 7: every number a request carries has a finite range in the contract (ids
// within the int4 column type, pages and page sizes bounded), and every string a bounded length,
// so the server's schema refuses "Infinity", "1e400", 2^31 or a megabyte of text before SQL.
import { describe, expect, it } from 'vitest';
import { ALL_ENDPOINTS } from '@src/api/contract/index';
import { INT_COLUMN_MAX, type JsonSchema } from '@src/api/contract/schema';

/** Numbers that are not column ids: an upload's size in bytes. */
const WIDER = new Set(['createVideoFile.query.size']);

function fields(j: JsonSchema, path: string, out: [string, JsonSchema][]): [string, JsonSchema][] {
  if (j.type === 'integer' || j.type === 'number' || j.type === 'string') out.push([path, j]);
  for (const [k, v] of Object.entries((j.properties ?? {}) as Record<string, JsonSchema>)) fields(v, `${path}.${k}`, out);
  if (j.items) fields(j.items as JsonSchema, `${path}[]`, out);
  for (const alt of (j.anyOf ?? []) as JsonSchema[]) fields(alt, path, out);
  return out;
}

const requestFields: [string, JsonSchema][] = ALL_ENDPOINTS.flatMap((e) => [
  ...(e.query ? fields(e.query.json, `${e.name}.query`, []) : []),
  ...(e.body ? fields(e.body.json, `${e.name}.body`, []) : []),
]);

describe('request bounds in the contract', () => {
  it('every numeric request field has a finite minimum and maximum within the int4 column range', () => {
    const numeric = requestFields.filter(([, j]) => j.type !== 'string');
    expect(numeric.length).toBeGreaterThan(30);
    const unbounded = numeric.filter(([p, j]) => {
      const { minimum: min, maximum: max } = j as { minimum?: number; maximum?: number };
      if (typeof min !== 'number' || typeof max !== 'number' || !Number.isFinite(min) || !Number.isFinite(max)) return true;
      return !WIDER.has(p) && (min < -INT_COLUMN_MAX - 1 || max > INT_COLUMN_MAX);
    });
    expect(unbounded.map(([p]) => p)).toEqual([]);
  });

  it('pages and page sizes are bounded tightly', () => {
    for (const [p, j] of requestFields.filter(([p, j]) => /\.(page|pageSize)$/.test(p) && j.type !== 'string')) {
      expect(j.maximum as number, p).toBeLessThanOrEqual(p.endsWith('pageSize') ? 100 : 10000);
    }
  });

  it('every string request field has a maximum length', () => {
    const open = requestFields.filter(([, j]) => j.type === 'string' && j.maxLength === undefined && j.enum === undefined);
    expect(open.map(([p]) => p)).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { ALL_ENDPOINTS } from '../../src/api/contract/index';
import { registeredPaths } from '../../server/http/route';
import { BACKENDS, serverFor } from './harness';

describe('the API contract', () => {
  it('has unique names and unique method+path pairs (paths compared lowercased)', () => {
    const names = ALL_ENDPOINTS.map((e) => e.name);
    expect(new Set(names).size).toBe(names.length);
    const keys = ALL_ENDPOINTS.map((e) => `${e.method} ${e.path.toLowerCase()}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('every route the server registers is a contract endpoint with the same method', async () => {
    await serverFor(BACKENDS[0]);
    const contract = new Map(ALL_ENDPOINTS.map((e) => [e.path.toLowerCase(), e.method]));
    expect(registeredPaths.size).toBeGreaterThan(20);
    for (const [path, methods] of registeredPaths) {
      expect(contract.has(path), path).toBe(true);
      for (const m of methods) expect(contract.get(path)).toBe(m);
    }
  });
});

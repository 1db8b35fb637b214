// @vitest-environment node
// docs/api.md lists every endpoint; this keeps it true to the contract.
// Fix a failure with `npx tsx scripts/api-catalogue.ts --write`.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ALL_ENDPOINTS, FAMILIES } from '@src/api/contract';
import { catalogueSection, renderCatalogue } from '@src/api/contract/catalogue';

describe('docs/api.md endpoint catalogue', () => {
  const doc = readFileSync(fileURLToPath(new URL('../../../docs/api.md', import.meta.url)), 'utf8');
  const rendered = renderCatalogue(FAMILIES as unknown as Record<string, Record<string, unknown>>);

  it('names every endpoint record of the contract', () => {
    for (const ep of ALL_ENDPOINTS) expect(rendered).toContain(`| \`${ep.name}\` | ${ep.method} \`${ep.path}\``);
  });

  it('is the catalogue rendered from the contract', () => {
    expect(catalogueSection(doc)).toBe(rendered.trimEnd() + '\n');
  });
});

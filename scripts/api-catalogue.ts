// Prints the endpoint catalogue rendered from the contract; with --write, replaces the
// catalogue section of docs/api.md with it.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { FAMILIES } from '../src/api/contract/index';
import { catalogueSection, renderCatalogue } from '../src/api/contract/catalogue';

const docPath = fileURLToPath(new URL('../docs/api.md', import.meta.url));
const fresh = renderCatalogue(FAMILIES as unknown as Record<string, Record<string, unknown>>).trimEnd() + '\n';
if (process.argv.includes('--write')) {
  const doc = readFileSync(docPath, 'utf8');
  const old = catalogueSection(doc);
  writeFileSync(docPath, old ? doc.replace(old, fresh) : `${doc.trimEnd()}\n\n${fresh}`);
  console.log('docs/api.md: endpoint catalogue rewritten');
} else {
  process.stdout.write(fresh);
}

// Renders the endpoint catalogue of docs/api.md from the contract records, so the document
// cannot drift from the code: a unit test compares the two, and
// `npx tsx scripts/api-catalogue.ts --write` rewrites the section.
import type { AnyEndpoint } from './endpoint';
import type { JsonSchema } from './schema';

export const CATALOGUE_HEADING = '## Endpoint catalogue (generated from the contract)';

function keysOf(schema: { json: JsonSchema } | undefined): string[] {
  const props = schema?.json.properties as Record<string, unknown> | undefined;
  return props ? Object.keys(props) : [];
}

function params(ep: AnyEndpoint): string {
  const parts: string[] = [];
  const q = keysOf(ep.query);
  const b = keysOf(ep.body);
  if (q.length) parts.push(`query: ${q.join(', ')}`);
  if (b.length) parts.push(ep.bodyType === 'json' ? `body (json): ${b.join(', ')}` : `body: ${b.join(', ')}`);
  else if (ep.bodyType === 'multipart') parts.push('body: multipart');
  return parts.join('; ') || '—';
}

const cell = (s: string) => s.replace(/\|/g, '\\|').replace(/\n/g, ' ');

export function renderCatalogue(families: Record<string, Record<string, unknown>>): string {
  const isEndpoint = (v: unknown): v is AnyEndpoint =>
    typeof v === 'object' && v !== null && 'method' in v && 'path' in v && 'reply' in v && 'auth' in v;
  const out: string[] = [CATALOGUE_HEADING, ''];
  for (const [family, mod] of Object.entries(families)) {
    const eps = Object.values(mod).filter(isEndpoint).sort((a, b) => a.name.localeCompare(b.name));
    if (!eps.length) continue;
    out.push(`### ${family} (\`src/api/contract/${family}.ts\`)`, '');
    out.push('| record | method and path | auth | query / body | notes |', '|---|---|---|---|---|');
    for (const ep of eps) {
      const notes = `${ep.doc ?? ''}${ep.ignoreErrors ? ' (client ignores errors)' : ''}`.trim();
      out.push(`| \`${ep.name}\` | ${ep.method} \`${ep.path}\` | ${ep.auth} | ${cell(params(ep))} | ${cell(notes)} |`);
    }
    out.push('');
  }
  return out.join('\n');
}

/** The catalogue section of a docs/api.md text: from its heading to the next `## ` or the end. */
export function catalogueSection(doc: string): string | null {
  const start = doc.indexOf(CATALOGUE_HEADING);
  if (start < 0) return null;
  const next = doc.indexOf('\n## ', start + CATALOGUE_HEADING.length);
  return doc.slice(start, next < 0 ? undefined : next + 1).trimEnd() + '\n';
}

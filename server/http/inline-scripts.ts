// The inline scripts of the built HTML, as CSP hash sources. The old-engine loader of the legacy
// build (scripts/vite-plugins/vite-plugin-old-engines.ts: the modern detection, the legacy fallback, the
// SystemJS start, Safari 10's nomodule fix) runs inline: a page whose CSP allows only 'self'
// would refuse it, and an old TV would stay on the splash. Allowing exactly these scripts by
// their SHA-256 keeps every other inline script refused (Chromium 40 and up honours CSP hashes).
// The shells the server sends are copies of index.html with tags added, never new inline scripts.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Inline (no src) <script> bodies of an HTML text. */
export function inlineScripts(html: string): string[] {
  const out: string[] = [];
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    // An external script has a src attribute (data-src, the legacy entry's, is not one).
    if (/(?:^|\s)src\s*=/i.test(m[1]) || !m[2].trim()) continue;
    out.push(m[2]);
  }
  return out;
}

export const cspHashOf = (code: string): string => `'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'`;

/** The hash sources of index.html's inline scripts in `clientDir` (none without a client). */
export function inlineScriptHashes(clientDir: string | null | undefined): string[] {
  const file = clientDir ? path.join(clientDir, 'index.html') : '';
  if (!file || !existsSync(file)) return [];
  return [...new Set(inlineScripts(readFileSync(file, 'utf8')).map(cspHashOf))];
}

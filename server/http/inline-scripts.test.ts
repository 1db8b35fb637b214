// The CSP hash sources of the built HTML's inline scripts: only inline bodies count, each once,
// and the hash is the one a browser computes over the script's exact text.
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cspHashOf, inlineScriptHashes, inlineScripts } from './inline-scripts';
import { cspDirectives } from './security-headers';

const HTML = `<html><head><script type="module" crossorigin src="/assets/index.js"></script>
<script type="module">class C{static{this.ok=1}}window.__vite_is_modern_browser=true</script></head>
<body><script nomodule>!function(){}();</script><script nomodule crossorigin id="e" data-src="/a.js">System.import('x')</script>
<script nomodule src="/p.js"></script><script nomodule>!function(){}();</script></body></html>`;

describe('inline script hashes', () => {
  it('lists inline bodies only, with the hash of their exact text', () => {
    expect(inlineScripts(HTML)).toEqual(['class C{static{this.ok=1}}window.__vite_is_modern_browser=true', '!function(){}();', "System.import('x')", '!function(){}();']);
    const expected = `'sha256-${createHash('sha256').update("System.import('x')").digest('base64')}'`;
    expect(cspHashOf("System.import('x')")).toBe(expected);
  });

  it("reads the client's index.html once per distinct script, and nothing without a client", () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'inline-scripts-'));
    try {
      writeFileSync(path.join(dir, 'index.html'), HTML);
      const hashes = inlineScriptHashes(dir);
      expect(hashes).toHaveLength(3);
      expect(cspDirectives({ scriptHashes: hashes }).scriptSrc).toEqual(["'self'", ...hashes]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    expect(inlineScriptHashes(null)).toEqual([]);
    expect(inlineScriptHashes('/no/such/folder')).toEqual([]);
  });
});

// Which user agents get the shell without the modern entry or with the middle tier's copies
// (old-engine-shell.ts), and what goes.
import { describe, expect, it } from 'vitest';
import { chromiumMajor, engineTier, isOldChromium, shellForEngine, withMiddleTier, withoutModernEntry } from './old-engine-shell';

describe('old Chromium shell', () => {
  it('reads the Chromium version of TVs, set-top boxes and phones', () => {
    expect(chromiumMajor('Mozilla/5.0 (SMART-TV; LINUX; Tizen 5.5) AppleWebKit/537.36 (KHTML, like Gecko) 69.0.3497.106.1/5.5 TV Safari/537.36')).toBe(69);
    expect(chromiumMajor('Mozilla/5.0 (SMART-TV; LINUX; Tizen 5.0) AppleWebKit/537.36 (KHTML, like Gecko) 64.0.3264.0/5.0 TV Safari/537.36')).toBe(64);
    expect(chromiumMajor('Mozilla/5.0 (Web0S; Linux/SmartTV) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/53.0.2785.34 Safari/537.36 WebAppManager')).toBe(53);
    expect(chromiumMajor('Mozilla/5.0 (Linux; Android 9; AFTMM) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/70.0.3538.110 Mobile Safari/537.36')).toBe(70);
    expect(chromiumMajor('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1')).toBeNull();
    expect(isOldChromium('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/93.0.4577.0 Safari/537.36')).toBe(true);
    expect(isOldChromium('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/94.0.4606.0 Safari/537.36')).toBe(false);
    expect(isOldChromium('Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:120.0) Gecko/20100101 Firefox/120.0')).toBe(false);
  });

  const html = [
    '<head>',
    '    <script type="module" crossorigin src="/assets/index-A.js"></script>',
    '    <link rel="modulepreload" crossorigin href="/assets/core-B.js">',
    '    <script type="module">class __modern_canary{static{this.ok=1}}import.meta.url;window.__vite_is_modern_browser=true</script>',
    '    <script type="module">!function(){if(window.__vite_is_modern_browser)return;System.import("x")}();</script>',
    '</head><body>',
    '    <script nomodule crossorigin id="vite-legacy-polyfill" src="/assets/polyfills-legacy-C.js"></script>',
    '</body>',
    ].join('\n');

  it('drops the modern entry, its preloads and the canary, and keeps the inline loader and the legacy scripts', () => {
    const out = withoutModernEntry(html);
    expect(out).not.toContain('index-A.js');
    expect(out).not.toContain('modulepreload');
    // Without the canary the loader runs the legacy build on any engine, one whose user agent
    // lies about its age included.
    expect(out).not.toContain('__modern_canary');
    expect(out).toContain('if(window.__vite_is_modern_browser)return;System.import');
    expect(out).toContain('polyfills-legacy-C.js');
  });

  it('gives Chromium 64-93 the middle tier, older ones the legacy build, current ones the HTML as built', () => {
    expect(engineTier('Mozilla/5.0 (SMART-TV; LINUX; Tizen 5.5) AppleWebKit/537.36 (KHTML, like Gecko) 69.0.3497.106.1/5.5 TV Safari/537.36')).toBe('middle');
    expect(engineTier('Mozilla/5.0 (SMART-TV; LINUX; Tizen 5.0) AppleWebKit/537.36 (KHTML, like Gecko) 64.0.3264.0/5.0 TV Safari/537.36')).toBe('middle');
    expect(engineTier('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/93.0.4577.0 Safari/537.36')).toBe('middle');
    expect(engineTier('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/63.0.3239.0 Safari/537.36')).toBe('legacy');
    expect(engineTier('Mozilla/5.0 (Web0S; Linux/SmartTV) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/53.0.2785.34 Safari/537.36 WebAppManager')).toBe('legacy');
    expect(engineTier('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/94.0.4606.0 Safari/537.36')).toBe('modern');
    expect(engineTier('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1')).toBe('modern');
    const chrome = (v: number) => `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${v}.0.0.0 Safari/537.36`;
    const middle = new Set(['index-A.js', 'core-B.js']);
    expect(shellForEngine(html, chrome(120), middle)).toBe(html);
    expect(shellForEngine(html, chrome(60), middle)).toBe(withoutModernEntry(html));
    expect(shellForEngine(html, chrome(69), middle)).toBe(withMiddleTier(html, middle));
  });

  it("names the middle tier's copies of the modern entry and preloads, drops the canary, keeps the loader", () => {
    const out = withMiddleTier(html, new Set(['index-A.js', 'core-B.js']));
    expect(out).toContain('<script type="module" crossorigin src="/assets/mid/index-A.js"></script>');
    expect(out).toContain('<link rel="modulepreload" crossorigin href="/assets/mid/core-B.js">');
    expect(out).not.toContain('"/assets/index-A.js"');
    expect(out).not.toContain('__modern_canary');
    // The loader still starts the legacy build where the copy does not parse (it sets no flag).
    expect(out).toContain('if(window.__vite_is_modern_browser)return;System.import');
    expect(out).toContain('"/assets/polyfills-legacy-C.js"');
    // A build without copies: the legacy build's shell.
    expect(withMiddleTier(html, new Set())).toBe(withoutModernEntry(html));
  });

  it('names the AbortController polyfill before the module entry for Chrome 64-65 only', () => {
    const chrome = (v: number) => `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${v}.0.0.0 Safari/537.36`;
    const middle = new Set(['index-A.js', 'core-B.js', 'abort-controller-Xy_1.js']);
    const tag = '<script src="/assets/mid/abort-controller-Xy_1.js"></script>';
    for (const v of [64, 65]) {
      const out = shellForEngine(html, chrome(v), middle);
      expect(out).toContain(tag);
      // A classic script ahead of the first module script: it has run before any module does.
      expect(out.indexOf(tag)).toBeLessThan(out.indexOf('<script type="module"'));
      expect(out.match(/abort-controller-/g)).toHaveLength(1);
    }
    for (const v of [66, 69, 93]) expect(shellForEngine(html, chrome(v), middle)).not.toContain('abort-controller-');
    expect(shellForEngine(html, chrome(120), middle)).not.toContain('abort-controller-');
    expect(shellForEngine(html, chrome(60), middle)).not.toContain('abort-controller-');
  });
});

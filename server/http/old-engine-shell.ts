// The HTML shell for an engine older than the modern chunks' target (issue 26). Such an engine
// runs the legacy build whatever the HTML says (the syntax canary of scripts/vite-plugins/
// vite-plugin-old-engines.ts turns it away from the modern entry), but it still fetches what the HTML names for
// the modern half: the entry and its module preloads, about 113 KB gzip on Chromium 69, which
// then fail to parse. Told by its user agent, the server leaves those tags out, and the inline
// canary with them: without it the detection script loads the legacy build on any engine. So a
// user agent that lies (UC Browser names Chrome 78 and runs a current engine) costs that engine
// the modern bundle's speed, never a page that does not start.

/** The first Chrome that parses the canary (a class static block): the modern chunks' floor. */
export const MODERN_CHROME = 94;

/**
 * The Chromium major version a user agent names, or null when it names none. Samsung's Tizen
 * browser writes the version without "Chrome/" ("... like Gecko) 69.0.3497.106.1/5.5 TV Safari").
 */
export function chromiumMajor(userAgent: string): number | null {
  const m = /\bChrom(?:e|ium)\/(\d+)\./.exec(userAgent) ?? /like Gecko\) (\d+)\.\d+\.\d+[\d.]*\/[\d.]+ TV\b/.exec(userAgent);
  return m ? Number(m[1]) : null;
}

export const isOldChromium = (userAgent: string): boolean => {
  const v = chromiumMajor(userAgent);
  return v !== null && v < MODERN_CHROME;
};

// External module scripts: the modern entry. The inline script that loads the legacy build stays.
const MODERN_ENTRY = /[ \t]*<script type="module"[^>]*\ssrc="[^"]+"[^>]*><\/script>\n?/g;
// The inline canary that marks an engine modern (scripts/vite-plugins/vite-plugin-old-engines.ts).
const MODERN_CANARY = /[ \t]*<script type="module">[^<]*window\.__vite_is_modern_browser=true[^<]*<\/script>\n?/g;
const MODULE_PRELOAD = /[ \t]*<link rel="modulepreload"[^>]*>\n?/g;

/** The shell without the modern entry, its module preloads and the canary: the legacy build runs. */
export const withoutModernEntry = (html: string): string => html.replace(MODERN_ENTRY, '').replace(MODULE_PRELOAD, '').replace(MODERN_CANARY, '');

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
 * The first Chrome of the middle tier (issue 41): the modern chunks lowered to its syntax, in
 * assets/mid/ (scripts/vite-plugins/vite-plugin-middle-tier.ts, MIDDLE_TARGETS and MIDDLE_DIR
 * there must match). Below it the legacy build only.
 */
const MIDDLE_CHROME = 64;
export const MIDDLE_DIR = 'mid';

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

// A script path in the shell: the modern entries' src, their module preloads and other hints.
const ASSET_SCRIPT = /"\/assets\/([\w.-]+\.js)"/g;

/**
 * The shell of the middle tier: every script it names that has a lowered copy (`middle`, the
 * names in assets/mid/) named by that copy, and no canary. The copy of the entry sets the flag
 * that keeps the inline loader from starting the legacy build; an engine that cannot parse the
 * copy (its canary is Chrome 64's import.meta) never sets it, and the loader starts the legacy
 * build as it does today. Without copies (a build before the tier) the legacy build's shell.
 */
export function withMiddleTier(html: string, middle: ReadonlySet<string>, chromium: number = MIDDLE_CHROME): string {
  if (middle.size === 0) return withoutModernEntry(html);
  const out = html.replace(MODERN_CANARY, '').replace(ASSET_SCRIPT, (all, name: string) => (middle.has(name) ? `"/assets/${MIDDLE_DIR}/${name}"` : all));
  return chromium < ABORT_CONTROLLER_CHROME ? withAbortControllerPolyfill(out, middle) : out;
}

/**
 * The first Chrome with AbortController. The middle tier's polyfill chunk leaves it out (2.9 KB
 * gzip that Chrome 66-93 would parse for nothing, issue 41 point 2); Chrome 64-65 get its classic
 * script, which runs before any module script (those are deferred).
 */
const ABORT_CONTROLLER_CHROME = 66;
/** The script's name in assets/mid/ (scripts/vite-plugins/vite-plugin-middle-tier.ts). */
const ABORT_CONTROLLER_SCRIPT = /^abort-controller-[\w-]+\.js$/;
const FIRST_MODULE_SCRIPT = /([ \t]*)<script type="module"/;

function withAbortControllerPolyfill(html: string, middle: ReadonlySet<string>): string {
  const file = [...middle].find((f) => ABORT_CONTROLLER_SCRIPT.test(f));
  if (!file) return html;
  const tag = `<script src="/assets/${MIDDLE_DIR}/${file}"></script>`;
  return FIRST_MODULE_SCRIPT.test(html) ? html.replace(FIRST_MODULE_SCRIPT, (all, indent: string) => `${indent}${tag}\n${all}`) : html;
}

/** The tier an engine's user agent gets: modern (as built), middle or legacy (old-engine shells). */
export function engineTier(userAgent: string): 'modern' | 'middle' | 'legacy' {
  const v = chromiumMajor(userAgent);
  if (v === null || v >= MODERN_CHROME) return 'modern';
  return v >= MIDDLE_CHROME ? 'middle' : 'legacy';
}

/** The shell an old engine gets (the modern one's HTML is sent unchanged). */
export function shellForEngine(html: string, userAgent: string, middle: ReadonlySet<string>): string {
  const tier = engineTier(userAgent);
  return tier === 'modern' ? html : tier === 'middle' ? withMiddleTier(html, middle, chromiumMajor(userAgent) ?? MIDDLE_CHROME) : withoutModernEntry(html);
}

// What the tests need from the machine besides node_modules: a Chromium-family browser (e2e,
// client and player benches), ffmpeg (demo media) and redis-server (the server tests of what
// several processes share). One resolver each, used by the e2e
// launcher (tests/e2e/browser.ts), the benches, `npm test` (scripts/test.ts) and the install
// (scripts/postinstall.ts). `npm start` needs neither browser nor this file.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';

export const BROWSER_HINT = 'no browser for the tests: run `npx puppeteer browsers install chrome` or `apt-get install -y chromium` (or set CHROMIUM_PATH)';
export const FFMPEG_HINT = 'no ffmpeg for the demo media: run `apt-get install -y ffmpeg` (or set FFMPEG_PATH)';
export const REDIS_HINT = 'no redis-server for the shared-counter tests: run `apt-get install -y redis-server`';

/** Where the system packages put Chromium or Chrome. */
export const SYSTEM_BROWSERS = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

export interface FoundBrowser {
  path: string;
  /** Which rule found it. */
  source: 'CHROMIUM_PATH' | 'puppeteer' | 'system';
}

export interface BrowserLookup {
  env?: Record<string, string | undefined>;
  exists?: (path: string) => boolean;
  /** The Chrome that puppeteer downloads into its cache (whether or not it is there yet). */
  puppeteerBrowser?: () => string | undefined;
  systemBrowsers?: readonly string[];
}

function puppeteerCachePath(): string | undefined {
  try {
    const puppeteer = createRequire(import.meta.url)('puppeteer') as { executablePath(): string };
    return puppeteer.executablePath();
  } catch {
    // puppeteer not installed (npm install --omit=dev) or no pinned build for this platform
    return undefined;
  }
}

/**
 * The browser the tests launch: CHROMIUM_PATH when set (and then only it: a wrong explicit path
 * is an error, not a reason to pick something else), else puppeteer's own download, else the
 * system Chromium. Null when there is none.
 */
export function resolveBrowser(lookup: BrowserLookup = {}): FoundBrowser | null {
  const env = lookup.env ?? process.env;
  const exists = lookup.exists ?? existsSync;
  const explicit = env.CHROMIUM_PATH;
  if (explicit) return exists(explicit) ? { path: explicit, source: 'CHROMIUM_PATH' } : null;
  const downloaded = (lookup.puppeteerBrowser ?? puppeteerCachePath)();
  if (downloaded && exists(downloaded)) return { path: downloaded, source: 'puppeteer' };
  const system = (lookup.systemBrowsers ?? SYSTEM_BROWSERS).find((p) => exists(p));
  return system ? { path: system, source: 'system' } : null;
}

/** The browser path, or an error whose message says how to get one. */
export function browserPath(lookup?: BrowserLookup): string {
  const found = resolveBrowser(lookup);
  if (found) return found.path;
  const explicit = (lookup?.env ?? process.env).CHROMIUM_PATH;
  throw new Error(explicit ? `CHROMIUM_PATH=${explicit} does not exist; ${BROWSER_HINT}` : BROWSER_HINT);
}

export type Prerequisite = 'browser' | 'ffmpeg' | 'redis';

export interface PrerequisiteProbes {
  browser: () => string | null;
  ffmpeg: () => string | null;
  redis: () => string | null;
}

/** The first missing prerequisite as one line naming how to get it, or null when all are there. */
export function missingPrerequisite(needed: readonly Prerequisite[], probes: PrerequisiteProbes): string | null {
  for (const p of needed) {
    if (probes[p]() === null) return { browser: BROWSER_HINT, ffmpeg: FFMPEG_HINT, redis: REDIS_HINT }[p];
  }
  return null;
}

/** A program on PATH (like `command -v`), or null. */
export function onPath(name: string, env: Record<string, string | undefined> = process.env, exists: (p: string) => boolean = existsSync): string | null {
  for (const dir of (env.PATH ?? '').split(':')) {
    if (dir && exists(`${dir}/${name}`)) return `${dir}/${name}`;
  }
  return null;
}

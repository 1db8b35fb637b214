// Which HTML shell a page request gets. The build writes, for the phone's entry routes, copies
// of index.html that name the route's first-screen scripts and styles
// (scripts/vite-plugins/vite-plugin-entry-shells.ts, table in shells/shells.json); a request for such a
// route from a phone gets its copy, anything else index.html. A wrong guess costs only hints:
// every shell boots the same app, which still chooses its layout itself.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { isTvUserAgent } from '../../src/platform/user-agent';

/** Must match SHELLS_TABLE of the build plugin. */
const SHELLS_TABLE = 'shells/shells.json';

type ShellsTable = Record<string, Record<string, string>>;

// The client's TV test on the user agent (TVs and set-top boxes; the launch query's webview
// mark as the client reads it), then phones and tablets. Desktops get no hints.
const PHONE_UA = /Mobile|iPhone|iPad|iPod|Android/i;

/** The layout a page request will boot, when the request says it clearly enough. */
export function layoutOfRequest(search: URLSearchParams, userAgent: string): string | null {
  const asked = search.get('layout');
  if (asked === 'tv' || asked === 'mobile') return asked;
  if (isTvUserAgent(userAgent, search.get('isWebview') === '1' || search.get('from') === 'app')) return 'tv';
  return PHONE_UA.test(userAgent) ? 'mobile' : null;
}

export function loadShellsTable(clientDir: string): ShellsTable {
  const file = path.join(clientDir, SHELLS_TABLE);
  if (!existsSync(file)) return {};
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as ShellsTable;
  } catch {
    return {};
  }
}

/** The shell file (relative to the client folder) for a page URL. */
export function shellFor(table: ShellsTable, url: string, userAgent: string): { file: string; byUserAgent: boolean } {
  const parsed = new URL(url, 'http://x');
  const fromQuery = parsed.searchParams.has('layout');
  const layout = layoutOfRequest(parsed.searchParams, userAgent);
  const pathname = parsed.pathname.length > 1 ? parsed.pathname.replace(/\/+$/, '').toLowerCase() : '/';
  const file = (layout && table[layout]?.[pathname]) || 'index.html';
  return { file, byUserAgent: !fromQuery };
}

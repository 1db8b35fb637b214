// `npm install` never fails for want of a browser. When no browser is found (scripts/
// prerequisites.ts), puppeteer's own CLI downloads its Chrome; when that fails (no network, as
// on build machines), the install goes on with one warning line. puppeteer's own postinstall
// is not allowed to run (package.json allowScripts): it would fail the install offline.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { BROWSER_HINT, resolveBrowser } from './prerequisites';

function puppeteerCli(): string | null {
  try {
    return createRequire(import.meta.url).resolve('puppeteer/internal/node/cli.js');
  } catch {
    return null;
  }
}

const cli = puppeteerCli();
// No puppeteer: a production install (`npm start` needs no browser). Asked not to download, or one is there already: nothing to do.
if (cli && !process.env.PUPPETEER_SKIP_DOWNLOAD && !resolveBrowser()) {
  const r = spawnSync(process.execPath, [cli, 'browsers', 'install', 'chrome'], { stdio: ['ignore', 'inherit', 'pipe'], timeout: 15 * 60_000 });
  if (r.status !== 0) console.warn(`[postinstall] warning: Chrome download failed (offline?); ${BROWSER_HINT}. \`npm start\` does not need one.`);
}

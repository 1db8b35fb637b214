// The two real old engines (scripts/old-engines.ts) launch under puppeteer-legacy and do what
// the TV and phone tests ask of them: their own version, a TV page with a Tizen or webOS user
// agent answering the remote's keys, a phone page answering a tap, errors collected, CPU
// throttling, screenshots. Pages are data: URLs: no server needed, a few seconds per engine.
import { describe, expect, it } from 'vitest';
import { clickCenter, collectOldEngineErrors, openOldMobilePage, openOldTvPage, sharedOldEngine, throttleCpu, waitForScript, type OldEngine } from './old-engine';

// Old-engine syntax only (ES2017): this page runs as it is on Chromium 64.
const KEYS_PAGE = `data:text/html,${encodeURIComponent(`<!doctype html><body><p id="keys"></p><script>
  var seen = [];
  document.addEventListener('keydown', function (e) { seen.push(e.key + ':' + e.keyCode); document.getElementById('keys').textContent = seen.join(' '); });
  setTimeout(function () { var p = document.createElement('p'); p.id = 'late'; document.body.appendChild(p); }, 100);
  console.error('logged error');
  setTimeout(function () { throw new Error('thrown error'); }, 0);
</script></body>`)}`;

const TAP_PAGE = `data:text/html,${encodeURIComponent(`<!doctype html><meta name="viewport" content="width=device-width">
<button id="b" style="width:200px;height:80px" onclick="document.title='tapped'">b</button>`)}`;

const ENGINES: [OldEngine, string][] = [['chromium64', '64.0.3264'], ['chromium69', '69.0.3494']];

describe.each(ENGINES)('%s', (engine, version) => {
  const launched = sharedOldEngine(engine);

  it(`is Chromium ${version}`, async () => {
    const { browser } = launched();
    expect(await browser.version()).toContain(`Chrome/${version}`);
    expect(await browser.userAgent()).toContain(`Chrome/${version}`);
  });

  it('opens a Tizen TV page that takes the remote keys and reports its errors', async () => {
    const page = await openOldTvPage(launched(), 'about:blank');
    const errors = collectOldEngineErrors(page);
    await page.goto(KEYS_PAGE, { waitUntil: 'load' });
    expect(await page.evaluate(() => [navigator.userAgent, innerWidth, innerHeight])).toEqual([
      expect.stringMatching(/Tizen 5\.[05]\).*TV Safari/), 1920, 1080,
    ]);
    await page.waitForSelector('#late', { timeout: 5_000 });
    for (const key of ['ArrowDown', 'Enter', 'Escape', 'Backspace']) await page.keyboard.press(key);
    expect(await page.evaluate('document.getElementById("keys").textContent')).toBe('ArrowDown:40 Enter:13 Escape:27 Backspace:8');
    expect(errors).toEqual(['logged error', expect.stringContaining('thrown error')]);
    expect((await page.screenshot()).subarray(1, 4).toString()).toBe('PNG');
    await page.close();
  });

  it('opens a webOS TV page and throttles its CPU', async () => {
    const page = await openOldTvPage(launched(), 'about:blank', 'webos');
    expect(await page.evaluate('navigator.userAgent')).toMatch(new RegExp(`Web0S.*Chrome/${version}`));
    const busy = () => page.evaluate(() => {
      const start = performance.now();
      let x = 0;
      for (let i = 0; i < 2e7; i++) x += i;
      return x > 0 ? performance.now() - start : 0;
    }) as Promise<number>;
    const full = Math.min(await busy(), await busy());
    const session = await throttleCpu(page, 4);
    // 4x nominally; well over 2x even when the machine's other work slows the first runs.
    expect(await busy()).toBeGreaterThan(full * 2);
    await session.detach();
    await page.close();
  });

  it('opens a phone page that answers a tap', async () => {
    const page = await openOldMobilePage(launched(), TAP_PAGE);
    expect(await page.evaluate(() => [innerWidth, 'ontouchstart' in window, navigator.userAgent.indexOf('Mobile') > 0])).toEqual([390, true, true]);
    await clickCenter(page, '#b', 'touch');
    // The tap's handler runs in the page after the protocol's touch ends: wait for it.
    await waitForScript(page, 'document.title === "tapped"', 5_000);
    expect(await page.title()).toBe('tapped');
    await page.close();
  });
});

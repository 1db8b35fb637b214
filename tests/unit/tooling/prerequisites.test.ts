// The one browser resolver (tests, benches, npm test, postinstall) and npm test's prerequisite
// check, with injected paths: nothing is uninstalled.
import { describe, expect, it } from 'vitest';
import { BROWSER_HINT, browserPath, FFMPEG_HINT, missingPrerequisite, onPath, REDIS_HINT, resolveBrowser } from '../../../scripts/prerequisites';

const only = (...present: string[]) => (p: string) => present.includes(p);
const CACHE = '/home/u/.cache/puppeteer/chrome/linux-131/chrome';
const SYSTEM = ['/usr/bin/chromium', '/usr/bin/google-chrome'];

describe('resolveBrowser', () => {
  it('takes CHROMIUM_PATH first, then puppeteer\'s download, then the system Chromium', () => {
    const all = only('/opt/chrome', CACHE, '/usr/bin/chromium');
    expect(resolveBrowser({ env: { CHROMIUM_PATH: '/opt/chrome' }, exists: all, puppeteerBrowser: () => CACHE, systemBrowsers: SYSTEM }))
      .toEqual({ path: '/opt/chrome', source: 'CHROMIUM_PATH' });
    expect(resolveBrowser({ env: {}, exists: all, puppeteerBrowser: () => CACHE, systemBrowsers: SYSTEM })).toEqual({ path: CACHE, source: 'puppeteer' });
    expect(resolveBrowser({ env: {}, exists: only('/usr/bin/google-chrome'), puppeteerBrowser: () => CACHE, systemBrowsers: SYSTEM }))
      .toEqual({ path: '/usr/bin/google-chrome', source: 'system' });
    expect(resolveBrowser({ env: {}, exists: only('/usr/bin/chromium'), puppeteerBrowser: () => undefined, systemBrowsers: SYSTEM }))
      .toEqual({ path: '/usr/bin/chromium', source: 'system' });
  });

  it('finds nothing when no candidate exists, and does not fall back from a wrong CHROMIUM_PATH', () => {
    expect(resolveBrowser({ env: {}, exists: only(), puppeteerBrowser: () => CACHE, systemBrowsers: SYSTEM })).toBeNull();
    expect(resolveBrowser({ env: { CHROMIUM_PATH: '/typo/chrome' }, exists: only('/usr/bin/chromium'), systemBrowsers: SYSTEM })).toBeNull();
    expect(() => browserPath({ env: { CHROMIUM_PATH: '/typo/chrome' }, exists: only(), systemBrowsers: SYSTEM })).toThrow('CHROMIUM_PATH=/typo/chrome does not exist');
    expect(() => browserPath({ env: {}, exists: only(), puppeteerBrowser: () => undefined, systemBrowsers: SYSTEM })).toThrow(BROWSER_HINT);
  });
});

describe('missingPrerequisite', () => {
  const probes = (browser: string | null, ffmpeg: string | null, redis: string | null = '/usr/bin/redis-server') => ({ browser: () => browser, ffmpeg: () => ffmpeg, redis: () => redis });

  it('is null when everything needed is there, or nothing is needed', () => {
    expect(missingPrerequisite(['browser', 'ffmpeg'], probes('/usr/bin/chromium', '/usr/bin/ffmpeg'))).toBeNull();
    expect(missingPrerequisite([], probes(null, null))).toBeNull();
    expect(missingPrerequisite(['ffmpeg'], probes(null, '/usr/bin/ffmpeg'))).toBeNull();
  });

  it('names the first missing one with how to get it, in one line', () => {
    const browser = missingPrerequisite(['browser', 'ffmpeg'], probes(null, null));
    expect(browser).toBe(BROWSER_HINT);
    expect(browser).toContain('npx puppeteer browsers install chrome');
    expect(browser).toContain('apt-get install -y chromium');
    const ffmpeg = missingPrerequisite(['browser', 'ffmpeg'], probes('/usr/bin/chromium', null));
    expect(ffmpeg).toBe(FFMPEG_HINT);
    expect(ffmpeg).toContain('apt-get install -y ffmpeg');
    const redis = missingPrerequisite(['ffmpeg', 'redis'], probes(null, '/usr/bin/ffmpeg', null));
    expect(redis).toBe(REDIS_HINT);
    expect(redis).toContain('apt-get install -y redis-server');
    expect(`${browser}${ffmpeg}${redis}`).not.toContain('\n');
  });
});

describe('onPath', () => {
  it('finds a program in the PATH directories, in order, or null', () => {
    const files = new Set(['/opt/bin/redis-server', '/usr/bin/redis-server']);
    const exists = (p: string) => files.has(p);
    expect(onPath('redis-server', { PATH: '/nope:/opt/bin:/usr/bin' }, exists)).toBe('/opt/bin/redis-server');
    expect(onPath('redis-server', { PATH: '/nope' }, exists)).toBeNull();
    expect(onPath('redis-server', {}, exists)).toBeNull();
  });
});

// Issue 11 point 6: the visit counter once per session start with its 10-minute back-off, the
// config at start, and the maps loader refusing without a key (and asking the config then).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const calls = vi.hoisted(() => ({ visits: 0, fail: false, configs: 0, mapKey: '' }));
vi.mock('@src/api/http', () => ({
  request: async () => {
    calls.visits++;
    if (calls.fail) throw new Error('network');
    return { ret: 200, msg: '', data: null };
  },
}));
vi.mock('@src/api/call', () => ({
  call: async (ep: { name: string }) => {
    calls.configs++;
    return { list: ep.name === 'getHomeConfig' && calls.mapKey ? [{ key: 'GoogleMap', value: calls.mapKey }] : [] };
  },
}));

import { recordSessionVisit, startSession } from '@src/features/startup/session-start';
import { loadMapsScript, mapsScriptUrl } from '@src/features/startup/maps-loader';
import { configValue, resetAppConfig } from '@src/features/startup/app-config';
import { STATISTICS_ERR_KEY } from '@src/lib/statistics-backoff';

describe('session start', () => {
  beforeEach(() => {
    sessionStorage.clear();
    resetAppConfig();
    Object.assign(calls, { visits: 0, fail: false, configs: 0, mapKey: '' });
  });
  afterEach(() => vi.useRealTimers());

  it('counts the visit once per session', async () => {
    expect(await recordSessionVisit('/')).toBe(true);
    expect(await recordSessionVisit('/rank')).toBe(false);
    expect(calls.visits).toBe(1);
  });

  it('after a failure it backs off 10 minutes, then tries again', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(1_000_000);
    calls.fail = true;
    expect(await recordSessionVisit('/')).toBe(false);
    expect(sessionStorage.getItem(STATISTICS_ERR_KEY)).toBe('1000000');
    calls.fail = false;
    vi.setSystemTime(1_000_000 + 599_999);
    expect(await recordSessionVisit('/')).toBe(false);
    expect(calls.visits).toBe(1);
    vi.setSystemTime(1_000_000 + 600_000);
    expect(await recordSessionVisit('/')).toBe(true);
    expect(calls.visits).toBe(2);
  });

  it('asks both config calls at start', async () => {
    calls.mapKey = 'map-key-1';
    await startSession('/');
    expect(calls.configs).toBe(2);
    expect(configValue('GoogleMap')).toBe('map-key-1');
  });
});

describe('maps script loader', () => {
  beforeEach(() => {
    resetAppConfig();
    document.head.innerHTML = '';
    Object.assign(calls, { configs: 0, mapKey: '' });
  });

  it('without a key: rejects and starts a config fetch', async () => {
    await expect(loadMapsScript()).rejects.toThrow(/no GoogleMap key/);
    expect(calls.configs).toBe(2);
    expect(document.head.querySelector('script')).toBeNull();
  });

  it('with the key: adds the script once, with the key in its address', async () => {
    calls.mapKey = 'k&1';
    await startSession('/');
    const a = loadMapsScript();
    const b = loadMapsScript();
    const scripts = document.head.querySelectorAll('script');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]?.getAttribute('src')).toBe(mapsScriptUrl('k&1'));
    expect(mapsScriptUrl('k&1')).toBe('https://maps.googleapis.com/maps/api/js?key=k%261');
    scripts[0]?.dispatchEvent(new Event('load'));
    await expect(Promise.all([a, b])).resolves.toBeDefined();
  });
});

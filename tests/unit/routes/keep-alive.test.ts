// The keep-alive policy both layouts apply (src/routes/keep-alive.ts).
import { describe, expect, it } from 'vitest';
import { inIncludeList, KeptVisits, keptAfter, nonFallback, restoresKept, stableIdentity, visitAddress } from '@src/routes/keep-alive';
import { KEEP_ALIVE_NAMES, OPEN_VIP_KEEP_WHEN_LEAVING_TO, ROUTES } from '@src/routes/table';

describe('keep-alive policy', () => {
  it('keeps the include list once visited and never a noCache route', () => {
    let kept = keptAfter([], null, 'Home');
    expect(kept).toEqual(['Home']);
    kept = keptAfter(kept, 'Home', 'Watch');
    kept = keptAfter(kept, 'Watch', 'HotBroadcast');
    expect(kept).toEqual(['Home', 'HotBroadcast']);
    for (const r of ROUTES) if (r.noCache) expect(inIncludeList(r.name)).toBe(false);
    expect(KEEP_ALIVE_NAMES.every(inIncludeList)).toBe(true);
  });

  it('keeps /openVip when leaving it for a follow-up page and for the way back, drops it otherwise', () => {
    let kept = keptAfter(['Home'], 'Home', 'OpenVip');
    expect(kept).toEqual(['Home']);
    expect(stableIdentity(kept, 'OpenVip')).toBe(true);
    for (const next of OPEN_VIP_KEEP_WHEN_LEAVING_TO) expect(keptAfter(kept, 'OpenVip', next)).toEqual(['Home', 'OpenVip']);
    kept = keptAfter(kept, 'OpenVip', 'Notice');
    kept = keptAfter(kept, 'Notice', 'OpenVip');
    expect(kept).toEqual(['Home', 'OpenVip']);
    expect(keptAfter(kept, 'OpenVip', 'Watch')).toEqual(['Home']);
    expect(keptAfter(['Home'], 'OpenVip', 'Watch')).toEqual(['Home']);
  });

  it('gives other pages a per-visit identity', () => {
    expect(stableIdentity(['Home'], 'Watch')).toBe(false);
    expect(stableIdentity(['Home'], 'Home')).toBe(true);
  });

  it('compares addresses without the device switches and with the query in one order', () => {
    expect(visitAddress('/help', '?layout=tv&debugBarrage=1')).toBe('/help');
    expect(visitAddress('/openVip', '?type=1&id=3')).toBe(visitAddress('/openVip', '?id=3&type=1'));
    expect(visitAddress('/help', '?hideNavBar=1')).not.toBe('/help');
  });

  it('restores a kept page on Back to its address; a new visit with other parameters, or of a nonFallback page, starts fresh', () => {
    expect(nonFallback('HelpCenter')).toBe(true);
    expect(nonFallback('Home')).toBe(false);
    const help = (isFallBack: boolean, address = '/help') => ({ targetPage: 'HelpCenter' as const, isFallBack, address });
    expect(restoresKept('/help', help(true))).toBe(true);
    expect(restoresKept('/help', help(false))).toBe(false);
    expect(restoresKept('/help', help(true, '/help?hideNavBar=1'))).toBe(false);
    expect(restoresKept('/', { targetPage: 'Home', isFallBack: false, address: '/' })).toBe(true);
    expect(restoresKept('/', { targetPage: 'Home', isFallBack: false, address: '/japan' })).toBe(false);
    expect(restoresKept(undefined, help(true))).toBe(false);
  });

  it('counts a generation per fresh start of a kept page', () => {
    const v = new KeptVisits();
    expect(v.visit({ targetPage: 'Home', isFallBack: true, address: '/' }, ['Home'])).toBe(false);
    expect(v.visit({ targetPage: 'Watch', isFallBack: false, address: '/watch?id=1' }, ['Home'])).toBe(false);
    expect(v.visit({ targetPage: 'Home', isFallBack: true, address: '/' }, ['Home'])).toBe(false);
    expect(v.generation('Home')).toBe(0);
    expect(v.visit({ targetPage: 'Home', isFallBack: false, address: '/live' }, ['Home'])).toBe(true);
    expect(v.generation('Home')).toBe(1);
  });
});

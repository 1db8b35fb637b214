// The keep-alive policy both layouts apply (src/routes/keep-alive.ts).
import { describe, expect, it } from 'vitest';
import { inIncludeList, keptAfter, stableIdentity } from '@src/routes/keep-alive';
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
});

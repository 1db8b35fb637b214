// Spec 000 §4-5, §9 share-to-unlock: step 3 fixed on the first tab or without a type-0
// activity; "I have shared" only after a successful copy and ~3 s hidden (or no visibility API).
import { describe, expect, it } from 'vitest';
import { SHARE_HIDDEN_MS, ShareGate, shareStep } from '@src/features/vip/share-unlock';

describe('share-to-unlock', () => {
  it('step 3 on the first tab or when the activity is off or not type 0', () => {
    expect(shareStep(0, { status: 1, type: 0 }, 1)).toBe(3);
    expect(shareStep(1, { status: 1, type: 1 }, 1)).toBe(3);
    expect(shareStep(1, { status: 0, type: 0 }, 1)).toBe(3);
    expect(shareStep(1, null, 1)).toBe(3);
    expect(shareStep(1, { status: 1, type: 0 }, 1)).toBe(1);
    expect(shareStep(1, { status: 1, type: 0 }, 2)).toBe(2);
  });
  it('confirm needs a copy, then the page hidden for 3 s', () => {
    const g = new ShareGate(true);
    g.visibility(true, 0);
    g.visibility(false, 10_000);
    expect(g.canConfirm).toBe(false);
    g.copyDone(false);
    expect(g.canConfirm).toBe(false);
    g.copyDone(true);
    g.visibility(true, 20_000);
    g.visibility(false, 20_000 + SHARE_HIDDEN_MS - 1);
    expect(g.canConfirm).toBe(false);
    g.visibility(true, 30_000);
    g.visibility(false, 30_000 + SHARE_HIDDEN_MS);
    expect(g.canConfirm).toBe(true);
    expect(SHARE_HIDDEN_MS).toBe(3000);
  });
  it('without visibility detection a copy is enough', () => {
    const g = new ShareGate(false);
    expect(g.canConfirm).toBe(false);
    g.copyDone(true);
    expect(g.canConfirm).toBe(true);
  });
});

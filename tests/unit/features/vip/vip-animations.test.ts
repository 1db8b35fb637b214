// Issue 28 point 5, where the VIP area animates: a paid order shows the purchase animation when
// the VIP is the viewer's own, the gift animation when it went to someone else, none before.
import { describe, expect, it } from 'vitest';
import { paidAnimation } from '@src/features/vip/vip-animations';

describe('paid order animation', () => {
  it('a purchase for oneself, a gift for someone else, nothing until paid', () => {
    expect(paidAnimation({ state: 'paid', toUid: 7 }, 7)).toBe('/anim/purchase-success.json');
    expect(paidAnimation({ state: 'paid', toUid: 8 }, 7)).toBe('/anim/gift-sent.json');
    expect(paidAnimation({ state: 'pending', toUid: 7 }, 7)).toBeNull();
  });
});

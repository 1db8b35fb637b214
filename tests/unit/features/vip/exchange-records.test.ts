// /exchangeVip's code check, /openVipRecords' times, and the TV menu's VIP label source.
import { beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('@src/api/call', () => ({ call: vi.fn(async () => ({ status: 1, type: 0, title: '充值有礼', qrCodeTitle: '', qrCodeRemark: '', shareText: '', activityRule: '' })) }));

const { normalizeCode } = await import('@src/features/vip/exchange');
const { recordTime } = await import('@src/features/vip/vip-records');
const { watchMenuVip, dismissMenuVipIcon } = await import('@src/features/vip/menu-activity');
const { vipStore } = await import('@src/features/vip/vip-store');

beforeEach(() => localStorage.clear());

describe('VIP code', () => {
  it('accepts codes as printed (dashes, spaces, any case) and refuses the rest', () => {
    expect(normalizeCode(' abcd-EFGH-1234-5678 ')).toBe('abcd-EFGH-1234-5678');
    expect(normalizeCode('short')).toBeNull();
    expect(normalizeCode('----------')).toBeNull();
    expect(normalizeCode('abcd<efgh>1234')).toBeNull();
  });
});

describe('records', () => {
  it('formats unix seconds as local date and time', () => {
    const sec = new Date(2024, 1, 29, 9, 5).getTime() / 1000;
    expect(recordTime(sec)).toBe('2024-02-29 09:05');
  });
});

describe('TV menu VIP entry', () => {
  it('shows the activity title while the icon shows, animated at 1; dismissing keeps the title until hidden', async () => {
    const seen: { label: string; animated: boolean; animation: string | null }[] = [];
    const stop = watchMenuVip('VIP', (v) => seen.push(v));
    expect(seen[0]).toEqual({ label: 'VIP', animated: false, animation: null });
    await vi.waitFor(() => expect(seen.at(-1)).toEqual({ label: '充值有礼', animated: true, animation: '/anim/vip-icon.json' }));
    dismissMenuVipIcon();
    expect(vipStore.getState().vipIconState).toBe(2);
    expect(seen.at(-1)).toEqual({ label: '充值有礼', animated: false, animation: null });
    stop();
  });
});

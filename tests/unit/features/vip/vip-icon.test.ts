// Spec 000 §4 VIP icon state and 001 §2 the VIP tab label.
import { describe, expect, it } from 'vitest';
import { iconRequestFor, localDay, nextIconState, vipTabLabel } from '@src/features/vip/vip-icon';

const ctx = (over: Partial<{ today: string; changeDate: string | null; activityOn: boolean }> = {}) => ({ today: '2026-11-25', changeDate: null, activityOn: true, ...over });

describe('VIP icon state machine', () => {
  it('1 applies when today differs from the change date, an activity is on and the state is not 2', () => {
    expect(nextIconState(3, 1, ctx()).state).toBe(1);
    expect(nextIconState(3, 1, ctx({ changeDate: '2026-11-25' })).state).toBe(3);
    expect(nextIconState(3, 1, ctx({ activityOn: false })).state).toBe(3);
    expect(nextIconState(2, 1, ctx()).state).toBe(2);
  });
  it('2 and other values are ignored while hidden (3)', () => {
    expect(nextIconState(3, 2, ctx())).toEqual({ state: 3, changeDate: null });
    expect(nextIconState(3, 9, ctx())).toEqual({ state: 3, changeDate: null });
  });
  it('1 -> 2 stores today, so the icon shows again only on another day', () => {
    const dismissed = nextIconState(1, 2, ctx());
    expect(dismissed).toEqual({ state: 2, changeDate: '2026-11-25' });
    expect(nextIconState(3, 1, ctx({ changeDate: dismissed.changeDate })).state).toBe(3);
    expect(nextIconState(3, 1, ctx({ today: '2026-11-26', changeDate: dismissed.changeDate })).state).toBe(1);
  });
  it('an activity asks for 1 when on and of type 0, else 3', () => {
    expect(iconRequestFor({ status: 1, type: 0 })).toBe(1);
    expect(iconRequestFor({ status: 1, type: 1 })).toBe(3);
    expect(iconRequestFor({ status: 0, type: 0 })).toBe(3);
    expect(iconRequestFor(null)).toBe(3);
  });
  it('the tab label is the activity title when active and the state is not 3', () => {
    expect(vipTabLabel('VIP', { status: 1, title: '充值有礼' }, 1)).toBe('充值有礼');
    expect(vipTabLabel('VIP', { status: 1, title: '充值有礼' }, 3)).toBe('VIP');
    expect(vipTabLabel('VIP', { status: 0, title: '充值有礼' }, 1)).toBe('VIP');
  });
  it('days are local dates', () => {
    expect(localDay(new Date(2024, 1, 29, 23, 59))).toBe('2024-02-29');
  });
});

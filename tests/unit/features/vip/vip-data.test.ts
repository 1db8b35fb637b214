// Spec 000 §7 pay-info answer handling: 200 success; 7003 notice (dialog, 确定 -> /user, data
// still used); any other ret a bottom toast for 1 s. The request layer is mocked here.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@src/api/errors';
import { payInfo } from './fixtures';

const callEnvelope = vi.fn();
// The region lookup and the Malaysia check (pay-region.ts) by endpoint name.
const lookups = { getUserRegion: vi.fn(), isMalaysia: vi.fn() };
vi.mock('@src/api/call', () => ({
  callEnvelope: (...a: unknown[]) => callEnvelope(...a),
  call: (ep: { name: string }, ...rest: unknown[]) => (ep.name in lookups ? lookups[ep.name as keyof typeof lookups](...rest) : Promise.reject(new Error(ep.name))),
}));
const navigate = vi.fn();
vi.mock('@src/api/navigator', () => ({ navigate: (to: string) => navigate(to) }));

const { fetchPayInfo, PAY_INFO_TOAST_MS } = await import('@src/features/vip/vip-data');
const { announcePayInfo } = await import('@src/features/vip/use-vip-purchase');
const { uiStore } = await import('@src/stores/ui');
const { customAreaStore } = await import('@src/stores/custom-area');
const { resetPayRegion } = await import('@src/features/vip/pay-region');

beforeEach(() => {
  callEnvelope.mockReset();
  navigate.mockReset();
  uiStore.setState({ toasts: [], dialogs: [] });
  customAreaStore.setState({ useCustomUserArea: false, customUserAreaCode: '' });
  resetPayRegion();
  lookups.getUserRegion.mockReset().mockResolvedValue({ country: '中国', code: 'CN' });
  lookups.isMalaysia.mockReset().mockResolvedValue({ isMalaysia: false });
});

describe('pay-info region (spec 000 §7: region lookup and Malaysia check)', () => {
  it('without a custom area: the looked-up code goes in the query', async () => {
    callEnvelope.mockResolvedValue({ data: payInfo(), msg: '' });
    await fetchPayInfo({});
    expect(callEnvelope.mock.calls[0][1]).toEqual({ region: 'CN' });
    expect(lookups.getUserRegion).toHaveBeenCalledTimes(1);
    expect(lookups.isMalaysia).toHaveBeenCalledTimes(1);
    // Kept for the session once both answered.
    await fetchPayInfo({});
    expect(lookups.getUserRegion).toHaveBeenCalledTimes(1);
  });

  it('Malaysia, or a failed Malaysia check, gives MY; a failure is asked again next time', async () => {
    callEnvelope.mockResolvedValue({ data: payInfo(), msg: '' });
    lookups.isMalaysia.mockResolvedValue({ isMalaysia: true });
    await fetchPayInfo({});
    expect(callEnvelope.mock.calls[0][1]).toEqual({ region: 'MY' });
    resetPayRegion();
    lookups.isMalaysia.mockRejectedValue(new Error('network'));
    await fetchPayInfo({});
    expect(callEnvelope.mock.calls[1][1]).toEqual({ region: 'MY' });
    lookups.isMalaysia.mockResolvedValue({ isMalaysia: false });
    await fetchPayInfo({});
    expect(callEnvelope.mock.calls[2][1]).toEqual({ region: 'CN' });
  });

  it('a chosen custom area wins and asks neither', async () => {
    customAreaStore.setState({ useCustomUserArea: true, customUserAreaCode: 'TW' });
    callEnvelope.mockResolvedValue({ data: payInfo(), msg: '' });
    await fetchPayInfo({});
    expect(callEnvelope.mock.calls[0][1]).toEqual({ region: 'TW' });
    expect(lookups.getUserRegion).not.toHaveBeenCalled();
    expect(lookups.isMalaysia).not.toHaveBeenCalled();
  });
});

describe('pay info', () => {
  it('ret 200: the data, nothing to announce; a custom region and the gift receiver go along', async () => {
    customAreaStore.setState({ useCustomUserArea: true, customUserAreaCode: 'MY' });
    callEnvelope.mockResolvedValue({ data: payInfo(), msg: '' });
    const r = await fetchPayInfo({ toUid: 9 });
    expect(callEnvelope.mock.calls[0][1]).toEqual({ region: 'MY', ToUID: 9 });
    expect(r.info?.categoryList).toHaveLength(2);
    announcePayInfo(r);
    expect(uiStore.getState().dialogs).toHaveLength(0);
    expect(uiStore.getState().toasts).toHaveLength(0);
  });
  it('ret 7003: a dialog with the msg and 确定 that leads to /user on every such reply; the data is still used', async () => {
    callEnvelope.mockRejectedValue(new ApiError('ret', '请先绑定手机号', { ret: 7003, data: payInfo() }));
    const r = await fetchPayInfo({});
    expect(r.info?.categoryList[0].id).toBe(1);
    expect(r.notice7003).toBe('请先绑定手机号');
    announcePayInfo(r);
    const [d] = uiStore.getState().dialogs;
    expect(d.message).toBe('请先绑定手机号');
    expect(d.buttons.map((b) => b.text)).toEqual(['确定']);
    d.resolve('ok');
    await Promise.resolve();
    await Promise.resolve();
    expect(navigate).toHaveBeenCalledWith('/user');
    // Every such reply shows it again (spec 000 §7), for the same user too.
    announcePayInfo(r);
    expect(uiStore.getState().dialogs).toHaveLength(1);
    announcePayInfo(r);
    expect(uiStore.getState().dialogs).toHaveLength(2);
  });
  it('any other ret: the msg as a bottom toast for 1 s', async () => {
    callEnvelope.mockRejectedValue(new ApiError('ret', '地区不支持', { ret: 404 }));
    const r = await fetchPayInfo({});
    expect(r).toEqual({ info: null, notice7003: null, refused: '地区不支持' });
    announcePayInfo(r);
    expect(uiStore.getState().toasts[0]).toMatchObject({ text: '地区不支持', durationMs: PAY_INFO_TOAST_MS, position: 'bottom' });
    expect(PAY_INFO_TOAST_MS).toBe(1000);
  });
  it('a network failure is not a reply: the loading wrapper shows it', async () => {
    callEnvelope.mockRejectedValue(new ApiError('network', 'x'));
    await expect(fetchPayInfo({})).rejects.toBeInstanceOf(ApiError);
  });
});

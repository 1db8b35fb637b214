// One mapping from what blocks playback to its message and action, for both layouts.
import { describe, expect, it } from 'vitest';
import { watchBlock, type BlockInput } from '@src/features/watch/watch-block';

const base: BlockInput = { pageStatus: 'ready', gate: { kind: 'loading' }, playerState: 'playing', goldBusy: false };

describe('watch block', () => {
  it('maps each blocking gate to its action and test id', () => {
    expect(watchBlock({ ...base, gate: { kind: 'needVip', message: 'VIP专享' } })).toMatchObject({ message: 'VIP专享', action: 'openVip', testId: 'watch-need-vip' });
    expect(watchBlock({ ...base, gate: { kind: 'needLogin', message: '请先登录' } })).toMatchObject({ action: 'login', testId: 'watch-need-login' });
    expect(watchBlock({ ...base, gate: { kind: 'error', message: '失败' } })).toMatchObject({ action: 'reloadGate', testId: 'watch-error' });
    const gold = watchBlock({ ...base, gate: { kind: 'needGold', gold: 5, message: '需要金币' } });
    expect(gold).toMatchObject({ action: 'payGold', testId: 'watch-need-gold', disabled: false });
    expect(gold!.label).toContain('5');
    expect(watchBlock({ ...base, gate: { kind: 'needGold', gold: 5, message: '需要金币' }, goldBusy: true })).toMatchObject({ disabled: true });
  });

  it('puts a failed page first and a failed player last; loading and ready do not block', () => {
    expect(watchBlock({ ...base, pageStatus: 'error', pageError: '加载失败', gate: { kind: 'needVip', message: 'x' } })).toMatchObject({ action: 'reloadPage', message: '加载失败' });
    expect(watchBlock({ ...base, playerState: 'error', playerError: '播放失败' })).toMatchObject({ action: 'retryPlayer', message: '播放失败' });
    expect(watchBlock(base)).toBeNull();
    expect(watchBlock({ ...base, playerState: 'error', playerError: '播放失败', playerErrorKind: 'media' })).toMatchObject({ action: 'retryPlayer', testId: 'watch-error' });
    expect(watchBlock({ ...base, gate: { kind: 'ready', data: {} as never } })).toBeNull();
  });

  it('a stream the device cannot decode offers the way back, not a retry that would fail the same way', () => {
    const block = watchBlock({ ...base, playerState: 'error', playerError: '当前设备不支持该视频格式', playerErrorKind: 'unsupported' });
    expect(block).toEqual({ message: '当前设备不支持该视频格式', label: '返回', action: 'leave', testId: 'watch-unsupported' });
    // A gate still comes first.
    expect(watchBlock({ ...base, gate: { kind: 'needVip', message: 'VIP专享' }, playerState: 'error', playerErrorKind: 'unsupported' })).toMatchObject({ action: 'openVip' });
  });
});

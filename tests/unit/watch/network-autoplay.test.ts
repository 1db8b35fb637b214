import { afterEach, describe, expect, it } from 'vitest';
import { mayAutoplay, mayAutoplayNow } from '@src/features/watch/network-autoplay';
import { onCellular } from '@src/platform/network';
import { settingsStore } from '@src/stores/settings';

describe('移动网络自动播放 (autoPlayWhenWWAN)', () => {
  afterEach(() => {
    settingsStore.getState().setAutoPlayWhenWWAN(false);
    Reflect.deleteProperty(navigator, 'connection');
  });

  it('on a cellular connection playback starts by itself only when allowed; elsewhere always', () => {
    expect(mayAutoplay(false, true)).toBe(false);
    expect(mayAutoplay(true, true)).toBe(true);
    expect(mayAutoplay(false, false)).toBe(true);
    expect(mayAutoplay(true, false)).toBe(true);
  });

  it('the connection is cellular only when the Network Information API says so', () => {
    expect(onCellular({})).toBe(false);
    expect(onCellular({ connection: {} })).toBe(false);
    expect(onCellular({ connection: { type: 'wifi' } })).toBe(false);
    expect(onCellular({ connection: { type: 'cellular' } })).toBe(true);
  });

  it('reads the stored setting and the browser\'s connection now', () => {
    Object.defineProperty(navigator, 'connection', { value: { type: 'cellular' }, configurable: true });
    expect(mayAutoplayNow()).toBe(false);
    settingsStore.getState().setAutoPlayWhenWWAN(true);
    expect(mayAutoplayNow()).toBe(true);
    settingsStore.getState().setAutoPlayWhenWWAN(false);
    Object.defineProperty(navigator, 'connection', { value: { type: 'wifi' }, configurable: true });
    expect(mayAutoplayNow()).toBe(true);
  });
});

// Device diagnostics checks (src/features/diagnostics): codec support by MSE or the element,
// storage that refuses, and the detected layout.
import { describe, expect, it, vi } from 'vitest';
import { deviceChecks, mediaChecks, storageChecks } from '@src/features/diagnostics/device-checks';

function fakeWindow(mseTypes: string[], nativeTypes: string[]): Window {
  const video = { canPlayType: (t: string) => (nativeTypes.includes(t) ? 'maybe' : '') };
  return {
    MediaSource: mseTypes.length ? { isTypeSupported: (t: string) => mseTypes.some((m) => t.includes(m)) } : undefined,
    document: { createElement: () => video },
  } as unknown as Window;
}

describe('diagnostics checks', () => {
  it('names each codec as played by MSE, natively, or not at all', () => {
    const checks = mediaChecks(fakeWindow(['avc1', 'mp4a'], ['application/vnd.apple.mpegurl', 'video/mp4; codecs="hvc1.1.6.L93.B0"']));
    const by = Object.fromEntries(checks.map((c) => [c.name, c.value]));
    expect(by).toEqual({ MSE: 'yes', 'H.264': 'MSE', HEVC: 'native', AV1: 'no', AAC: 'MSE', nativeHls: 'yes' });
    expect(checks.find((c) => c.name === 'AV1')?.ok).toBe(false);
  });
  it('without MSE everything falls to the element', () => {
    const by = Object.fromEntries(mediaChecks(fakeWindow([], [])).map((c) => [c.name, c.value]));
    expect(by.MSE).toBe('no');
    expect(by['H.264']).toBe('no');
  });
  it('storage that throws is reported as refused', () => {
    expect(storageChecks().find((c) => c.name === 'localStorage')?.value).toBe('ok');
    const spy = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    expect(storageChecks().slice(0, 2).map((c) => c.value)).toEqual(['refused', 'refused']);
    spy.mockRestore();
  });
  it('reports the layout the page booted', () => {
    document.documentElement.dataset.layout = 'tv';
    expect(deviceChecks().find((c) => c.name === 'layout')?.value).toBe('tv');
  });
});

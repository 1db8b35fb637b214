// The download page's rules (src/features/download): absolute links, the share link kept in
// local storage, and copy with its toasts (the QR image: tests/unit/lib/qr-code.test.ts).
import { beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('@src/api/call', () => ({
  call: async (ep: { name: string }) =>
    ep.name === 'getDownloadUrl' ? { androidUrl: '/media/app/app-release.apk', tvUrl: '' } : { androidDownloadURL: '/x.apk', tvDownloadURL: '//cdn.example.com/tv.apk' },
}));

import { absoluteLink, SHARE_LINK_KEY, tellsToUseComputer } from '@src/features/download/download-data';
import { loadLinks } from '@src/features/download/download-data';
import { copyLinkWithToast } from '@src/features/download/copy-link';
import { uiStore } from '@src/stores/ui';

describe('the PC-only message', () => {
  it('tells only desktop visitors to use a computer (spec 002 §2)', () => {
    expect(tellsToUseComputer('desktop')).toBe(true);
    for (const os of ['android', 'ios', 'tizen', 'webos', 'androidtv'] as const) expect(tellsToUseComputer(os)).toBe(false);
  });
});

describe('download links', () => {
  beforeEach(() => localStorage.clear());
  it('relative paths become absolute on the origin; protocol-relative ones https', () => {
    expect(absoluteLink('/media/app/a.apk', 'http://127.0.0.1:8080')).toBe('http://127.0.0.1:8080/media/app/a.apk');
    expect(absoluteLink('//cdn.example.com/a.apk', 'http://x')).toBe('https://cdn.example.com/a.apk');
    expect(absoluteLink('https://cdn.example.com/a.apk', 'http://x')).toBe('https://cdn.example.com/a.apk');
    expect(absoluteLink('  ', 'http://x')).toBe('');
  });
  it('the Android link is kept in local storage as the share link; the TV one falls back to the info', async () => {
    const links = await loadLinks();
    expect(links.android).toBe(`${location.origin}/media/app/app-release.apk`);
    expect(links.tv).toBe('https://cdn.example.com/tv.apk');
    expect(localStorage.getItem(SHARE_LINK_KEY)).toBe(links.android);
  });
});

describe('copy on tap', () => {
  const lastToast = () => uiStore.getState().toasts.at(-1)?.text;
  it('已复制链接 when the clipboard takes it', async () => {
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    Object.defineProperty(window, 'isSecureContext', { value: true, configurable: true });
    expect(await copyLinkWithToast('https://example.com/a.apk')).toBe(true);
    expect(writeText).toHaveBeenCalledWith('https://example.com/a.apk');
    expect(lastToast()).toBe('已复制链接');
  });
  it('复制失败 when neither the clipboard nor the copy command works', async () => {
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: async () => Promise.reject(new Error('denied')) }, configurable: true });
    document.execCommand = () => false;
    expect(await copyLinkWithToast('https://example.com/a.apk')).toBe(false);
    expect(lastToast()).toBe('复制失败');
  });
});

// Which HTML shell the server sends for a page request (server/http/entry-shell.ts): the phone's
// entry-route copy when the request is the phone's, index.html otherwise.
import { describe, expect, it } from 'vitest';
import { layoutOfRequest, shellFor } from '../../../server/http/entry-shell';

const PHONE = 'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Mobile Safari/537.36';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const TIZEN = 'Mozilla/5.0 (SMART-TV; LINUX; Tizen 5.5) AppleWebKit/537.36 (KHTML, like Gecko) 69.0.3497.106.1/5.5 TV Safari/537.36';
const ANDROID_TV = 'Mozilla/5.0 (Linux; Android 9; SHIELD Android TV) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Safari/537.36';

const table = { mobile: { '/': 'shells/mobile-home.html', '/watch': 'shells/mobile-watch.html' } };

describe('layoutOfRequest', () => {
  it('follows ?layout= first, then tells TVs from phones by the user agent', () => {
    expect(layoutOfRequest(new URLSearchParams('layout=tv'), PHONE)).toBe('tv');
    expect(layoutOfRequest(new URLSearchParams('layout=mobile'), TIZEN)).toBe('mobile');
    expect(layoutOfRequest(new URLSearchParams(), PHONE)).toBe('mobile');
    expect(layoutOfRequest(new URLSearchParams(), IPHONE)).toBe('mobile');
    expect(layoutOfRequest(new URLSearchParams(), TIZEN)).toBe('tv');
    expect(layoutOfRequest(new URLSearchParams(), ANDROID_TV)).toBe('tv');
    expect(layoutOfRequest(new URLSearchParams(), DESKTOP)).toBeNull();
  });
});

describe('shellFor', () => {
  it("gives a phone's entry route its shell, by path without case or trailing slash", () => {
    expect(shellFor(table, '/?layout=mobile', DESKTOP)).toEqual({ file: 'shells/mobile-home.html', byUserAgent: false });
    expect(shellFor(table, '/Watch/?id=v1', PHONE)).toEqual({ file: 'shells/mobile-watch.html', byUserAgent: true });
  });

  it('gives index.html to other routes, other layouts and unknown devices', () => {
    expect(shellFor(table, '/search', PHONE).file).toBe('index.html');
    expect(shellFor(table, '/', TIZEN).file).toBe('index.html');
    expect(shellFor(table, '/watch?id=v1&layout=tv', PHONE).file).toBe('index.html');
    expect(shellFor(table, '/', DESKTOP).file).toBe('index.html');
    expect(shellFor({}, '/?layout=mobile', PHONE).file).toBe('index.html');
  });
});

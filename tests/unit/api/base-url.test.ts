import { describe, expect, it } from 'vitest';
import { deriveBase, isLocalHost, API_HOST_PREFIX, UPLOAD_HOST_PREFIX, baseFor } from '@src/api/base-url';

describe('API base URL (spec 002 §7)', () => {
  it('uses the api. host of the page host\'s last two labels', () => {
    expect(deriveBase({ protocol: 'https:', hostname: 'm.example.com' }, API_HOST_PREFIX)).toBe('https://api.example.com');
    expect(deriveBase({ protocol: 'https:', hostname: 'tv.www.example.com' }, API_HOST_PREFIX)).toBe('https://api.example.com');
    expect(deriveBase({ protocol: 'https:', hostname: 'example.com' }, API_HOST_PREFIX)).toBe('https://api.example.com');
  });
  it('keeps plain http for http pages (TV browsers)', () => {
    expect(deriveBase({ protocol: 'http:', hostname: 'tv.example.com' }, API_HOST_PREFIX)).toBe('http://api.example.com');
  });
  it('uses the same origin on localhost, IPs and one-label hosts', () => {
    for (const h of ['localhost', '127.0.0.1', '192.168.1.20', '[::1]', 'tvbox', 'app.localhost']) {
      expect(isLocalHost(h)).toBe(true);
      expect(deriveBase({ protocol: 'http:', hostname: h }, API_HOST_PREFIX)).toBe('');
    }
  });
  it('uses the default domain on localhost when one is set at build (spec 002 §7), the protocol kept', () => {
    expect(deriveBase({ protocol: 'http:', hostname: 'localhost' }, API_HOST_PREFIX, undefined, 'example.com')).toBe('http://api.example.com');
    expect(deriveBase({ protocol: 'https:', hostname: '127.0.0.1' }, UPLOAD_HOST_PREFIX, undefined, ' Example.COM. ')).toBe('https://upload.example.com');
    // Not on a real host: there the page's own domain wins.
    expect(deriveBase({ protocol: 'https:', hostname: 'm.other.net' }, API_HOST_PREFIX, undefined, 'example.com')).toBe('https://api.other.net');
    // A build-time base still overrides it.
    expect(deriveBase({ protocol: 'http:', hostname: 'localhost' }, API_HOST_PREFIX, 'same-origin', 'example.com')).toBe('');
    expect(deriveBase({ protocol: 'http:', hostname: 'localhost' }, API_HOST_PREFIX, undefined, '')).toBe('');
  });
  it('lets a build-time value override the derivation', () => {
    expect(deriveBase({ protocol: 'https:', hostname: 'm.example.com' }, API_HOST_PREFIX, 'https://x.test/')).toBe('https://x.test');
    expect(deriveBase({ protocol: 'https:', hostname: 'm.example.com' }, API_HOST_PREFIX, 'same-origin')).toBe('');
  });
  it('sends getadultlivelist paths to the upload host', () => {
    const loc = { protocol: 'https:', hostname: 'm.example.com' };
    expect(baseFor('/api/live/GetAdultLiveList', loc)).toBe(`https://${UPLOAD_HOST_PREFIX}.example.com`);
    expect(baseFor('/api/home/config', loc)).toBe('https://api.example.com');
  });
});

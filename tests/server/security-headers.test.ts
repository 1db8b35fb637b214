// Issue 8 point 8: security headers on API and media replies (the HTML shell is checked in the
// browser test tests/e2e/csp.test.ts), CORS only for the page's own origin and CORS_ORIGINS,
// and the socket refuses a foreign origin.
import { io as connect } from 'socket.io-client';
import { describe, expect, it } from 'vitest';
import { cspDirectives, securityHeaders } from '../../server/http/security-headers';
import { BACKENDS, clientFor, LISTED_ORIGIN, signedQuery } from './harness';

const FOREIGN = 'http://evil.example';

function expectSecurityHeaders(h: Headers) {
  const csp = h.get('content-security-policy') ?? '';
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("frame-ancestors 'self'");
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain("worker-src 'self' blob:");
  expect(h.get('x-content-type-options')).toBe('nosniff');
  expect(h.get('x-frame-options')).toBe('SAMEORIGIN');
  expect(h.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
}

function socketFrom(url: string, origin: string): Promise<'connected' | 'refused'> {
  const s = connect(url, { transports: ['websocket'], forceNew: true, reconnection: false, extraHeaders: { origin } });
  return new Promise((resolve) => {
    s.once('connect', () => {
      s.disconnect();
      resolve('connected');
    });
    s.once('connect_error', () => {
      s.disconnect();
      resolve('refused');
    });
  });
}

describe.each(BACKENDS)('headers and origins on %s', (backend) => {
  it('API, media and not-found replies carry CSP, nosniff, frame and referrer policies', async () => {
    const c = await clientFor(backend);
    for (const path of [`/api/home/gethelpcat?${signedQuery({})}`, '/media/hls/nosuchstream/master.m3u8', '/api/no/such/route']) {
      const r = await c.raw(path);
      await r.arrayBuffer();
      expectSecurityHeaders(r.headers);
    }
  });

  it('answers CORS only for its own origin and the listed ones; a foreign preflight gets no permission', async () => {
    const c = await clientFor(backend);
    const path = `/api/home/gethelpcat?${signedQuery({})}`;
    const foreign = await c.raw(path, { headers: { origin: FOREIGN } });
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
    expect(foreign.headers.get('access-control-allow-credentials')).toBeNull();

    const listed = await c.raw(path, { headers: { origin: LISTED_ORIGIN } });
    expect(listed.headers.get('access-control-allow-origin')).toBe(LISTED_ORIGIN);
    expect(listed.headers.get('access-control-allow-credentials')).toBe('true');
    const own = await c.raw(path, { headers: { origin: c.url } });
    expect(own.headers.get('access-control-allow-origin')).toBe(c.url);

    const preflight = (origin: string) => c.raw('/api/User/GetUserInfo', {
      method: 'OPTIONS',
      headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'uid,gid,sign,expire,login_uid,content-type' },
    });
    const bad = await preflight(FOREIGN);
    expect(bad.status).toBeLessThan(500);
    expect(bad.headers.get('access-control-allow-origin')).toBeNull();
    expect(bad.headers.get('access-control-allow-headers')).toBeNull();
    const good = await preflight(LISTED_ORIGIN);
    expect(good.headers.get('access-control-allow-origin')).toBe(LISTED_ORIGIN);
    expect(good.headers.get('access-control-allow-headers')).toContain('sign');
  });

  it('socket.io refuses a foreign origin and accepts the listed and own origins', async () => {
    const c = await clientFor(backend);
    expect(await socketFrom(c.url, FOREIGN)).toBe('refused');
    expect(await socketFrom(c.url, 'null')).toBe('refused');
    expect(await socketFrom(c.url, LISTED_ORIGIN)).toBe('connected');
    expect(await socketFrom(c.url, c.url)).toBe('connected');
  });
});

describe('the CSP directives', () => {
  it('add CSP_ORIGINS to what the page loads and FRAME_ANCESTORS to who may frame it', () => {
    const d = cspDirectives({ cspOrigins: ['https://api.example.com'], frameAncestors: ['https://shell.example.com'] });
    // The API host's socket too: old engines do not count wss: as its https: origin.
    expect(d.connectSrc).toEqual(["'self'", 'https://api.example.com', 'wss://api.example.com']);
    expect(d.imgSrc).toContain('https://api.example.com');
    expect(d.frameAncestors).toEqual(["'self'", 'https://shell.example.com']);
    expect(d.workerSrc).toEqual(["'self'", 'blob:']);
  });

  it('let the player fetch segments from the object store\'s origin, and nothing else from it', () => {
    const store = 'http://10.0.0.5:7480';
    const d = cspDirectives({ mediaOrigins: [store] });
    expect(d.connectSrc).toEqual(["'self'", store]);
    expect(d.mediaSrc).toEqual(["'self'", 'blob:', store]);
    for (const k of ['scriptSrc', 'styleSrc', 'imgSrc', 'fontSrc', 'frameSrc', 'formAction', 'defaultSrc']) expect(d[k]).not.toContain(store);
  });
});

describe('resource policy', () => {
  it('is same-site, and cross-origin when CORS_ORIGINS lists null (a packaged app from file://)', () => {
    expect(securityHeaders()['cross-origin-resource-policy']).toBe('same-site');
    expect(securityHeaders({ crossSiteResources: true })['cross-origin-resource-policy']).toBe('cross-origin');
  });
});

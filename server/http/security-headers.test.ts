// The CSP names the page's socket origins: Chromium before 73 (the TVs of 2018-2020) does not
// count ws:/wss: as 'self', and refused the app's socket. A made-up Host never reaches the header.
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { cspDirectives, installSecurityHeaders } from './security-headers';

describe('socket origins in the CSP', () => {
  it('adds ws: and wss: of the page host and of the extra http(s) origins to connect-src', () => {
    expect(cspDirectives({ socketHost: 'tv.example:8080', cspOrigins: ['https://api.example', 'data:'] }).connectSrc).toEqual([
      "'self'", 'https://api.example', 'data:', 'ws://tv.example:8080', 'wss://tv.example:8080', 'wss://api.example',
    ]);
    expect(cspDirectives({}).connectSrc).toEqual(["'self'"]);
  });

  it("sends each request the policy of its own Host, and the plain one for a Host that is not a host", async () => {
    const app = Fastify();
    installSecurityHeaders(app);
    app.get('/', async () => 'ok');
    const csp = async (host: string) => String((await app.inject({ method: 'GET', url: '/', headers: { host } })).headers['content-security-policy']);
    expect(await csp('192.168.1.20:8080')).toContain("connect-src 'self' ws://192.168.1.20:8080 wss://192.168.1.20:8080;");
    expect(await csp('[::1]:8080')).toContain('ws://[::1]:8080');
    expect(await csp("evil; script-src 'unsafe-inline'")).toContain("connect-src 'self';");
    await app.close();
  });
});

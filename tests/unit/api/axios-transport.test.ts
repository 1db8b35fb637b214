// The axios instance on its real XMLHttpRequest adapter (jsdom's) against a real local HTTP server.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { request } from '@src/api/http';
import { setAdapter } from '@src/api/transport';

let server: Server;
let base = '';
const received: Array<{ method?: string; url?: string; headers: IncomingMessage['headers']; body: string }> = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    // jsdom enforces CORS: the test page (http://localhost:3000) calls another port.
    res.setHeader('Access-Control-Allow-Origin', req.headers.origin ?? '*');
    res.setHeader('Access-Control-Allow-Credentials', 'true');
    res.setHeader('Access-Control-Allow-Headers', req.headers['access-control-request-headers'] ?? '*');
    res.setHeader('Access-Control-Allow-Methods', 'GET, POST');
    if (req.method === 'OPTIONS') {
      res.end();
      return;
    }
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      received.push({ method: req.method, url: req.url, headers: req.headers, body });
      if (req.url?.startsWith('/slow')) return; // never answers
      res.setHeader('Content-Type', 'application/json');
      res.end(JSON.stringify({ ret: 200, msg: 'ok', data: { path: req.url } }));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  setAdapter(null);
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
});

describe('axios transport (XMLHttpRequest adapter)', () => {
  it('sends method, headers and body and returns the reply body', async () => {
    const res = await request({ method: 'POST', path: `${base}/echo`, body: { a: 1 }, bodyType: 'json', options: { bare: true, raw: true, headers: { System: 'h5' } } });
    expect(res).toMatchObject({ ret: 200, data: { path: '/echo' } });
    const last = received[received.length - 1];
    expect(last).toMatchObject({ method: 'POST', body: '{"a":1}' });
    expect(last.headers.system).toBe('h5');
    expect(last.headers['content-type']).toBe('application/json');
  });

  it('rejects with a timeout', async () => {
    await expect(request({ method: 'GET', path: `${base}/slow-1`, options: { bare: true, timeoutMs: 100, ignoreErrors: true } })).rejects.toMatchObject({ kind: 'timeout' });
  });

  it('rejects with aborted when the signal fires', async () => {
    const c = new AbortController();
    const p = request({ method: 'GET', path: `${base}/slow-2`, options: { bare: true, signal: c.signal } });
    setTimeout(() => c.abort(), 20);
    await expect(p).rejects.toMatchObject({ kind: 'aborted', message: '请求已终止' });
  });

  it('rejects with network when nothing listens', async () => {
    await expect(request({ method: 'GET', path: 'http://127.0.0.1:1/x', options: { bare: true, ignoreErrors: true } })).rejects.toMatchObject({ kind: 'network' });
  });

  it('reports upload progress of a POST body as a fraction', async () => {
    const seen: number[] = [];
    await request({ method: 'POST', path: `${base}/upload`, body: { blob: 'x'.repeat(64 * 1024) }, options: { bare: true, raw: true, onUploadProgress: (f) => seen.push(f) } });
    expect(received[received.length - 1].body.length).toBeGreaterThan(64 * 1024);
    expect(seen.length).toBeGreaterThan(0);
    expect(seen[seen.length - 1]).toBe(1);
  });

  it('carries a full signed request end to end', async () => {
    const env = await request({ method: 'GET', path: `${base}/API/Home/Config`, query: { a: 1 } });
    expect(env.msg).toBe('ok');
    const last = received[received.length - 1];
    expect(last.url).toMatch(/^\/API\/Home\/Config\?a=1&pub=\d+&vv=[0-9a-f]{64}$/);
    expect(last.headers).toMatchObject({ system: 'h5', appversion: '1.0', systemversion: 'h5', version: 'H3', lang: '0' });
  });
});

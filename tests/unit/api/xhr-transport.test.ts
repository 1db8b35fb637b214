// The real XMLHttpRequest transport (jsdom's) against a real local HTTP server.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { request } from '@src/api/http';
import { setTransport, xhrTransport, TransportError } from '@src/api/transport';

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
  setTransport(null);
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
});

describe('XMLHttpRequest transport', () => {
  it('sends method, headers and body and returns status and text', async () => {
    const res = await xhrTransport({ method: 'POST', url: `${base}/echo`, headers: { System: 'h5', 'Content-Type': 'application/json' }, body: '{"a":1}', timeoutMs: 5000, withCredentials: true });
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body)).toMatchObject({ ret: 200, data: { path: '/echo' } });
    const last = received[received.length - 1];
    expect(last).toMatchObject({ method: 'POST', body: '{"a":1}' });
    expect(last.headers.system).toBe('h5');
  });

  it('rejects with a timeout', async () => {
    await expect(xhrTransport({ method: 'GET', url: `${base}/slow-1`, headers: {}, timeoutMs: 100, withCredentials: false })).rejects.toMatchObject({ code: 'timeout' });
  });

  it('rejects with aborted when the signal fires', async () => {
    const c = new AbortController();
    const p = xhrTransport({ method: 'GET', url: `${base}/slow-2`, headers: {}, timeoutMs: 5000, withCredentials: false, signal: c.signal });
    setTimeout(() => c.abort(), 20);
    await expect(p).rejects.toBeInstanceOf(TransportError);
    await expect(p).rejects.toMatchObject({ code: 'aborted' });
  });

  it('rejects with network when nothing listens', async () => {
    await expect(xhrTransport({ method: 'GET', url: 'http://127.0.0.1:1/x', headers: {}, timeoutMs: 5000, withCredentials: false })).rejects.toMatchObject({ code: 'network' });
  });

  it('carries a full signed request end to end', async () => {
    const env = await request({ method: 'GET', path: `${base}/API/Home/Config`, query: { a: 1 } });
    expect(env.msg).toBe('ok');
    const last = received[received.length - 1];
    expect(last.url).toMatch(/^\/API\/Home\/Config\?a=1&pub=\d+&vv=[0-9a-f]{64}$/);
    expect(last.headers).toMatchObject({ system: 'h5', appversion: '1.0', systemversion: 'h5', version: 'H3', lang: '0' });
  });
});

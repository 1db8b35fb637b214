// Issue 27, point 5: nothing answers with a stack trace. Form data cut short or without a
// boundary, a NUL in a /media path, a URL that does not decode and bodies over the limits each
// get their client error (ret 400, 404 or 413 with a Chinese msg; outside /api the HTTP status
// too), sent over real sockets with the whole body, so an oversized body's sender does read its
// 413 instead of a reset. The log gets one line per refusal, without a stack.
import http from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RET } from '../../src/api/contract/envelope';
import type { Token } from '../../src/api/contract/common';
import { uploadCover, uploadVideoChunk, userUploadFile } from '../../src/api/contract/upload';
import { replys } from '../../src/api/contract/video';
import { BODY_TOO_LARGE_MSG, frameworkErrors, installErrorHandling, MALFORMED_FORM_MSG } from '../../server/http/errors';
import { sendEnvelope } from '../../server/http/envelope';
import { loggerOptions } from '../../server/http/log-options';
import { MULTIPART_BODY_BYTES, registerMultipart } from '../../server/http/multipart';
import { registerMediaRoutes } from '../../server/media/media-routes';
import { INCOMPLETE_FORM_MSG, readChunkForm } from '../../server/uploads/chunk-form';
import { authHeaders, BACKENDS, clientFor, type Headers } from './harness';

const BOUNDARY = 'b27boundary';
const FORM = `multipart/form-data; boundary=${BOUNDARY}`;
const filePart = (field: string) =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="blob"\r\nContent-Type: application/octet-stream\r\n\r\n`;
const wholeForm = (field: string, bytes: number) => Buffer.concat([Buffer.from(filePart(field)), Buffer.alloc(bytes, 97), Buffer.from(`\r\n--${BOUNDARY}--\r\n`)]);

interface Sent {
  status: number;
  body: { ret: number; msg: string; data: unknown };
  /** Whether every byte of the body had been handed to the socket when the answer came. */
  bodyWritten: boolean;
}

/** One request over a real socket that writes the whole body and reads the answer; a reset or EPIPE fails the test. */
function send(base: string, path: string, opts: { method?: string; headers?: Headers; body?: Buffer; agent?: http.Agent } = {}): Promise<Sent> {
  return new Promise((resolve, reject) => {
    const body = opts.body ?? Buffer.alloc(0);
    const piece = 64 * 1024;
    // As fast as the socket takes it (a pause only on backpressure): a server that answers and
    // closes before the body is in makes this write fail with EPIPE or a reset.
    const pieces = Math.ceil(body.length / piece);
    let i = 0;
    const req = http.request(`${base}${path}`, { method: opts.method ?? 'POST', headers: { ...(opts.body ? { 'content-length': String(opts.body.length) } : {}), ...opts.headers }, agent: opts.agent }, (res) => {
      // A server that reads the body to its end cannot answer before the last piece is written.
      const bodyWritten = i >= pieces;
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        try {
          resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) as Sent['body'], bodyWritten });
        } catch {
          reject(new Error(`not JSON (${res.statusCode}): ${text.slice(0, 200)}`));
        }
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    const next = () => {
      // Bounded: one write per piece of the body.
      for (; i < pieces; ) {
        const ok = req.write(body.subarray(i * piece, (i + 1) * piece));
        i++;
        if (!ok) {
          req.once('drain', next);
          return;
        }
      }
      req.end();
    };
    next();
  });
}

/** The bad bodies of the issue, each with what it must get under /api (HTTP 200, the envelope's ret and msg). */
function badApiBodies(): { name: string; path: string; headers: Headers; body: Buffer; ret: number; msg: string }[] {
  return [
    { name: 'a chunk cut short', path: uploadVideoChunk.path, headers: { 'content-type': FORM }, body: Buffer.from(`${filePart('file')}abcdef`), ret: RET.BAD_REQUEST, msg: INCOMPLETE_FORM_MSG },
    { name: 'a cover cut short', path: uploadCover.path, headers: { 'content-type': FORM }, body: Buffer.from(`${filePart('formFile')}abcdef`), ret: RET.BAD_REQUEST, msg: INCOMPLETE_FORM_MSG },
    { name: 'a part header cut short', path: uploadCover.path, headers: { 'content-type': FORM }, body: Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-da`), ret: RET.BAD_REQUEST, msg: INCOMPLETE_FORM_MSG },
    { name: 'no boundary', path: uploadVideoChunk.path, headers: { 'content-type': 'multipart/form-data' }, body: Buffer.from(`${filePart('file')}abc`), ret: RET.BAD_REQUEST, msg: MALFORMED_FORM_MSG },
    { name: 'JSON instead of a form', path: uploadVideoChunk.path, headers: { 'content-type': 'application/json' }, body: Buffer.from('{"chunk":1}'), ret: RET.BAD_REQUEST, msg: '请以表单数据上传' },
    { name: 'no content type', path: uploadCover.path, headers: {}, body: Buffer.from('hello'), ret: RET.BAD_REQUEST, msg: '不支持的请求体类型（Content-Type）' },
    { name: 'a 3 MB form to a JSON endpoint', path: replys.path, headers: { 'content-type': FORM }, body: wholeForm('file', 3 * 1024 * 1024), ret: RET.PAYLOAD_TOO_LARGE, msg: BODY_TOO_LARGE_MSG },
    { name: 'an 8 MB JSON body', path: replys.path, headers: { 'content-type': 'application/json' }, body: Buffer.from(JSON.stringify({ mediaKey: '1', content: 'x'.repeat(8 * 1024 * 1024) })), ret: RET.PAYLOAD_TOO_LARGE, msg: BODY_TOO_LARGE_MSG },
    { name: 'a chunk form longer than any form', path: uploadVideoChunk.path, headers: { 'content-type': FORM }, body: wholeForm('file', MULTIPART_BODY_BYTES), ret: RET.PAYLOAD_TOO_LARGE, msg: BODY_TOO_LARGE_MSG },
  ];
}

/** Paths outside /api: the HTTP status is the error's, the body the envelope. */
const BAD_MEDIA_PATHS: [string, number][] = [
  ['/media/hls/%00/master.m3u8', 400],
  ['/media/hls/abc%00/master.m3u8', 400],
  ['/media/hls/abc/seg%00.ts', 400],
  ['/media/s/1/%00/hls/abc/seg.ts', 400],
  ['/media/%E0%A4%A', 400],
];

async function tokenHeaders(backend: (typeof BACKENDS)[number]): Promise<Headers> {
  const c = await clientFor(backend);
  const r = await c.post<{ id: number; token: Token }>('/api/Login/Register', { account: `bad${process.pid.toString(36)}${Date.now().toString(36)}`, password: 'secret12', nickName: '坏请求' });
  expect(r.ret).toBe(RET.OK);
  return authHeaders(r.data.token);
}

describe.each(BACKENDS)('bad bodies on %s', (backend) => {
  it('each gets its client error in the envelope, never ret 500', async () => {
    const c = await clientFor(backend);
    const auth = await tokenHeaders(backend);
    for (const b of badApiBodies()) {
      const r = await send(c.url, b.path, { headers: { ...auth, ...b.headers }, body: b.body });
      expect(r, b.name).toEqual({ status: 200, body: { ret: b.ret, msg: b.msg, data: null }, bodyWritten: true });
    }
    for (const [path, status] of BAD_MEDIA_PATHS) {
      const r = await send(c.url, path, { method: 'GET' });
      expect(r.status, path).toBe(status);
      expect(r.body, path).toMatchObject({ ret: RET.BAD_REQUEST, data: null });
      expect(r.body.msg, path).toMatch(/[\u4e00-\u9fff]/);
    }
    const badApiUrl = await send(c.url, '/api/%E0%A4%A', { method: 'GET' });
    expect(badApiUrl).toMatchObject({ status: 200, body: { ret: RET.BAD_REQUEST, msg: '请求地址不合法', data: null } });
  });

  it('an oversized body is read to its end, so fetch gets the 413 and the connection stays usable', async () => {
    const c = await clientFor(backend);
    const auth = await tokenHeaders(backend);
    const big = await c.raw(replys.path, { method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body: JSON.stringify({ mediaKey: '1', content: 'y'.repeat(8 * 1024 * 1024) }) });
    expect(big.status).toBe(200);
    expect(await big.json()).toEqual({ ret: RET.PAYLOAD_TOO_LARGE, msg: BODY_TOO_LARGE_MSG, data: null });
    const form = new FormData();
    form.append('file', new Blob([Buffer.alloc(3 * 1024 * 1024, 1)]), 'blob');
    const bigForm = await c.raw(replys.path, { method: 'POST', headers: auth, body: form });
    expect(await bigForm.json()).toEqual({ ret: RET.PAYLOAD_TOO_LARGE, msg: BODY_TOO_LARGE_MSG, data: null });
    // One socket for both: the second request is answered on the connection the 413 used.
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const sockets = new Set<unknown>();
      agent.on('free', (s) => sockets.add(s));
      // 20 MB: more than the socket buffers hold, so a server that closed early would reset this.
      const first = await send(c.url, replys.path, { headers: { ...auth, 'content-type': 'application/json' }, body: Buffer.alloc(20 * 1024 * 1024, 32), agent });
      expect(first).toMatchObject({ body: { ret: RET.PAYLOAD_TOO_LARGE }, bodyWritten: true });
      const second = await send(c.url, '/api/nothing-here', { method: 'GET', agent });
      expect(second.body.ret).toBe(RET.NOT_FOUND);
      expect(sockets.size).toBe(1);
    } finally {
      agent.destroy();
    }
  });
});

describe('the log of a refused request', () => {
  let app: FastifyInstance;
  let base: string;
  let mediaDir: string;
  const lines: { level: number; msg: string; text: string }[] = [];

  beforeAll(async () => {
    mediaDir = mkdtempSync(join(tmpdir(), 'bad-bodies-media-'));
    const out = new PassThrough();
    let pending = '';
    out.on('data', (d: Buffer) => {
      pending += d.toString('utf8');
      const parts = pending.split('\n');
      pending = parts.pop() ?? '';
      for (const text of parts.filter(Boolean)) {
        const parsed = JSON.parse(text) as { level: number; msg: string };
        lines.push({ level: parsed.level, msg: parsed.msg, text });
      }
    });
    // The server's error handling on a small app: the same handler, form parser, form reader
    // and media routes, with a stream lookup that fails on a NUL the way PostgreSQL does.
    app = Fastify({ logger: loggerOptions(out), frameworkErrors });
    installErrorHandling(app);
    registerMultipart(app);
    app.post(uploadVideoChunk.path, async (req, reply) => {
      const form = await readChunkForm(req, 'file');
      return sendEnvelope(reply, RET.OK, '', { fields: Object.keys(form.fields).length });
    });
    app.post(uploadCover.path, async (req, reply) => {
      await readChunkForm(req, 'formFile');
      return sendEnvelope(reply, RET.OK, '', null);
    });
    // A route that reads its form without mapping errors itself (as the avatar upload does).
    app.post(userUploadFile.path, async (req, reply) => {
      const file = await req.file();
      await file?.toBuffer();
      return sendEnvelope(reply, RET.OK, '', null);
    });
    app.post(replys.path, async (_req, reply) => sendEnvelope(reply, RET.OK, '', null));
    await registerMediaRoutes(app, {
      mediaDir,
      urlKey: Buffer.alloc(32, 7),
      streams: async (key) => {
        if (key.includes('\0')) throw new Error('invalid byte sequence for encoding "UTF8": 0x00');
        return null;
      },
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const addr = app.server.address();
    base = `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`;
  });
  afterAll(async () => {
    await app.close();
    rmSync(mediaDir, { recursive: true, force: true });
  });

  /** The log lines of one request besides Fastify's own two (incoming, completed). */
  async function linesOf(run: () => Promise<Sent>): Promise<{ sent: Sent; own: typeof lines }> {
    const from = lines.length;
    const sent = await run();
    await new Promise((resolve) => setImmediate(resolve));
    return { sent, own: lines.slice(from).filter((l) => l.msg !== 'incoming request' && l.msg !== 'request completed') };
  }

  it('is one info line without a stack, for each bad body and path', async () => {
    const requests: [string, () => Promise<Sent>][] = [
      // A JSON body where a form belongs is refused by the route's own check, like any invalid
      // parameter: Fastify's request line is its only line.
      ...badApiBodies()
        .filter((b) => b.msg !== '请以表单数据上传')
        .map((b): [string, () => Promise<Sent>] => [b.name, () => send(base, b.path, { headers: b.headers, body: b.body })]),
      ['a form without a boundary to a route that reads it plainly', () => send(base, userUploadFile.path, { headers: { 'content-type': 'multipart/form-data' }, body: Buffer.from('x') })],
      ...BAD_MEDIA_PATHS.map(([path]): [string, () => Promise<Sent>] => [path, () => send(base, path, { method: 'GET' })]),
    ];
    for (const [name, run] of requests) {
      const { sent, own } = await linesOf(run);
      expect(sent.body.ret, name).not.toBe(RET.SERVER_ERROR);
      expect(own.length, `${name}: ${own.map((l) => l.msg).join(' | ')}`).toBe(1);
      expect(own[0].msg, name).toMatch(/^client error: /);
      for (const l of own) {
        expect(l.level, name).toBe(30);
        expect(l.text, name).not.toMatch(/stack|\n\s+at /);
      }
    }
    expect(lines.filter((l) => l.level >= 50)).toEqual([]);
    expect(lines.some((l) => /"stack"/.test(l.text))).toBe(false);
  });
});

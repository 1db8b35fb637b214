// One place turns every failure into the envelope: no stack trace or internal message ever
// reaches a reply. Validation errors name the field.
// A request the client got wrong (a malformed or oversized body, a bad URL) is a client error
// with one log line at info level and no stack; only failures of the server itself are logged
// as errors with their stack (issue 27). Under /api the envelope travels in HTTP 200 (see
// envelope.ts); elsewhere (/media) the HTTP status is the error's own.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Socket } from 'node:net';
import { RET } from '../../src/api/contract/envelope';
import { ApiError } from './api-error';
import { sendEnvelope } from './envelope';
import { MULTIPART_BODY_BYTES } from './multipart';
import { registeredPaths } from './route';

interface AjvError {
  instancePath?: string;
  keyword?: string;
  message?: string;
  params?: Record<string, unknown>;
}

const PLACE: Record<string, string> = { querystring: '', body: '', params: '', headers: '请求头 ' };

export function validationMessage(errors: AjvError[], context?: string): string {
  const e = errors[0] ?? {};
  const base = (e.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.');
  const missing = typeof e.params?.missingProperty === 'string' ? e.params.missingProperty : null;
  const field = missing ? (base ? `${base}.${missing}` : missing) : base || (context === 'body' ? '请求体' : '参数');
  const where = PLACE[context ?? ''] ?? '';
  if (missing) return `缺少${where}参数 ${field}`;
  switch (e.keyword) {
    case 'type':
      return `${where}参数 ${field} 类型错误，应为 ${String(e.params?.type)}`;
    case 'minLength':
    case 'maxLength':
    case 'minimum':
    case 'maximum':
    case 'pattern':
    case 'enum':
    case 'const':
      return `${where}参数 ${field} 取值不合法（${e.message ?? e.keyword}）`;
    default:
      return `${where}参数 ${field} 不合法（${e.message ?? e.keyword ?? 'invalid'}）`;
  }
}

function isApiPath(url: string): boolean {
  return url.toLowerCase().startsWith('/api/') || url.toLowerCase().startsWith('/a/');
}

/**
 * An over-limit body is read and thrown away, up to this much and this long, before the 413 is
 * sent: a reply sent while the client is still sending makes Node close the connection, and the
 * client then sees a reset (EPIPE) instead of the answer. Past either bound the reply goes out
 * with `Connection: close` and the client may see the reset after all.
 */
export const DRAIN_MAX_BYTES = 32 * 1024 * 1024;
export const DRAIN_MAX_MS = 30_000;

export const BODY_TOO_LARGE_MSG = '请求体过大';

/** The error Fastify raises for a body over bodyLimit; raised here too for forms declared too long. */
export function bodyTooLarge(detail = 'request body over the limit'): FastifyError {
  return Object.assign(new Error(detail), { statusCode: 413, code: 'FST_ERR_CTP_BODY_TOO_LARGE', name: 'FastifyError' });
}

/** The envelope with `ret`; under /api in HTTP 200 (the client branches on ret), elsewhere with `status`. */
function sendFailure(req: FastifyRequest, reply: FastifyReply, status: number, ret: number, msg: string): FastifyReply {
  if (isApiPath(req.url)) return sendEnvelope(reply, ret, msg, null);
  return reply.code(status).header('content-type', 'application/json; charset=utf-8').header('cache-control', 'no-store').send({ ret, msg, data: null });
}

/** One line for a request the client got wrong: what was wrong, no stack. */
function logClientError(req: FastifyRequest, status: number, code: string | undefined, detail: string): void {
  req.log.info({ status, code }, `client error: ${detail.slice(0, 200)}`);
}

/** Sends once the request body has ended (read and discarded), or once a drain bound is reached. */
function afterBody(req: FastifyRequest, reply: FastifyReply, send: () => FastifyReply): FastifyReply | Promise<FastifyReply> {
  const raw = req.raw;
  if (raw.complete || raw.readableEnded || raw.destroyed) return send();
  return new Promise((resolve) => {
    let seen = 0;
    let finished = false;
    const finish = (giveUp: boolean) => {
      if (finished) return;
      finished = true;
      clearTimeout(timer);
      raw.off('data', onData);
      raw.off('end', onEnd);
      raw.off('error', onEnd);
      raw.off('close', onEnd);
      // Fastify asked for `Connection: close` because more of the body might follow; once it
      // has all been read the connection can stay open.
      if (giveUp) reply.header('connection', 'close');
      else reply.removeHeader('connection');
      resolve(send());
    };
    const onData = (chunk: Buffer) => {
      seen += chunk.length;
      if (seen > DRAIN_MAX_BYTES) finish(true);
    };
    const onEnd = () => finish(false);
    const timer = setTimeout(() => finish(true), DRAIN_MAX_MS);
    raw.on('data', onData);
    raw.once('end', onEnd);
    raw.once('error', onEnd);
    raw.once('close', onEnd);
    raw.resume();
  });
}

/**
 * The form parser takes multipart bodies on every route and does not hold them to bodyLimit; a
 * declared length over the largest form any route takes is refused before anything is read.
 */
async function refuseOversizedForms(req: FastifyRequest): Promise<void> {
  const type = req.headers['content-type'];
  if (typeof type !== 'string' || !/^\s*multipart\//i.test(type)) return;
  const length = Number(req.headers['content-length']);
  if (length > MULTIPART_BODY_BYTES) throw bodyTooLarge(`multipart body of ${length} bytes over ${MULTIPART_BODY_BYTES}`);
}

/**
 * What the form parser (busboy) throws for a body that is not well-formed multipart — no
 * boundary, cut short, a broken part header — or a client that hung up mid-body. Route code
 * that reads forms maps these itself (server/uploads/chunk-form.ts); this catches any that do
 * not, so they are client errors rather than ret 500 with a stack (issue 27).
 */
const FORM_PARSER_ERROR = /^(Multipart: |Unexpected end of (multipart data|form)|Part terminated early|Malformed part header|aborted$)/;

export function isMalformedForm(req: FastifyRequest, err: { message?: string; code?: string }): boolean {
  const type = req.headers['content-type'];
  if (typeof type !== 'string' || !/^\s*multipart\//i.test(type)) return false;
  return err.code === 'ECONNRESET' || FORM_PARSER_ERROR.test(err.message ?? '');
}

export const MALFORMED_FORM_MSG = '表单数据不合法';

/** What users see when the server itself failed (the database away, a bug): never the error. */
export const SERVER_BUSY_MSG = '服务器繁忙，请稍后再试';

export function installErrorHandling(app: FastifyInstance): void {
  app.addHook('onRequest', refuseOversizedForms);
  app.setErrorHandler((err: FastifyError | ApiError, req: FastifyRequest, reply: FastifyReply) => {
    if (err instanceof ApiError) return sendEnvelope(reply, err.ret, err.message, err.data);
    const fe = err as FastifyError & { validation?: AjvError[]; validationContext?: string };
    if (fe.validation) return sendEnvelope(reply, RET.BAD_REQUEST, validationMessage(fe.validation, fe.validationContext), null);
    if (!fe.statusCode && isMalformedForm(req, fe)) {
      logClientError(req, 400, fe.code, `malformed form data: ${fe.message}`);
      return sendFailure(req, reply, 400, RET.BAD_REQUEST, MALFORMED_FORM_MSG);
    }
    const status = fe.statusCode ?? 500;
    if (status === 413 || fe.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      logClientError(req, 413, fe.code, fe.message);
      return afterBody(req, reply, () => sendFailure(req, reply, 413, RET.PAYLOAD_TOO_LARGE, BODY_TOO_LARGE_MSG));
    }
    if (status >= 400 && status < 500) {
      logClientError(req, status, fe.code, fe.message);
      return sendFailure(req, reply, status, status === 404 ? RET.NOT_FOUND : RET.BAD_REQUEST, clientErrorMessage(fe, status));
    }
    req.log.error({ err }, 'unhandled error');
    return sendFailure(req, reply, 500, RET.SERVER_ERROR, SERVER_BUSY_MSG);
  });
}

/** The Chinese message for a 4xx Fastify raised (or an Error carrying a 4xx statusCode). */
function clientErrorMessage(fe: FastifyError, status: number): string {
  if (fe.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return '不支持的请求体类型（Content-Type）';
  if (fe.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') return '请求体为空';
  if (fe.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || (status === 400 && /JSON/i.test(fe.message))) return '请求体不是有效的 JSON';
  if (fe.code === 'FST_ERR_CTP_INVALID_CONTENT_LENGTH') return '请求体长度与 Content-Length 不符';
  if (fe.code === 'FST_ERR_BAD_URL') return '请求地址不合法';
  return '请求格式错误';
}

/**
 * Fastify's own refusals before any route runs (a URL that does not decode, a parameter over
 * maxParamLength): the same envelope instead of Fastify's default JSON (Fastify option frameworkErrors).
 */
export function frameworkErrors(err: FastifyError, req: FastifyRequest, reply: FastifyReply): void {
  const status = err.statusCode && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 400;
  logClientError(req, status, err.code, err.message);
  sendFailure(req, reply, status, status === 404 ? RET.NOT_FOUND : RET.BAD_REQUEST, clientErrorMessage(err, status));
}

/** JSON 404/405 for API paths; other paths are left to the caller (SPA fallback). */
export function apiNotFound(req: FastifyRequest, reply: FastifyReply): FastifyReply {
  const path = req.url.split('?')[0].toLowerCase().replace(/\/+$/, '');
  const methods = registeredPaths.get(path);
  if (methods && !methods.has(req.method)) {
    return sendEnvelope(reply, RET.METHOD_NOT_ALLOWED, `不支持的请求方法 ${req.method.slice(0, 10)}，请使用 ${[...methods].join('/')}`, null);
  }
  return sendEnvelope(reply, RET.NOT_FOUND, '接口不存在', null);
}

export { isApiPath };

/** Requests Node's HTTP parser rejects (huge headers, garbage) still get a JSON envelope. */
export function clientErrorHandler(err: NodeJS.ErrnoException, socket: Socket): void {
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const tooLarge = err.code === 'HPE_HEADER_OVERFLOW';
  // Headers or body not complete within the server's timeouts (http/timeouts.ts): a slow client.
  const tooSlow = err.code === 'ERR_HTTP_REQUEST_TIMEOUT';
  const body = JSON.stringify({ ret: tooLarge ? RET.PAYLOAD_TOO_LARGE : RET.BAD_REQUEST, msg: tooLarge ? '请求头过大' : tooSlow ? '请求超时，请重试' : '请求格式错误', data: null });
  const status = tooLarge ? '431 Request Header Fields Too Large' : tooSlow ? '408 Request Timeout' : '400 Bad Request';
  socket.end(`HTTP/1.1 ${status}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`);
}

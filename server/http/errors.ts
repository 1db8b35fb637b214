// One place turns every failure into the envelope: no stack trace or internal message ever
// reaches a reply. Validation errors name the field.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Socket } from 'node:net';
import { RET } from '../../src/api/contract/envelope';
import { ApiError } from './api-error';
import { sendEnvelope } from './envelope';
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

export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError | ApiError, req: FastifyRequest, reply: FastifyReply) => {
    if (err instanceof ApiError) return sendEnvelope(reply, err.ret, err.message, err.data);
    const fe = err as FastifyError & { validation?: AjvError[]; validationContext?: string };
    if (fe.validation) return sendEnvelope(reply, RET.BAD_REQUEST, validationMessage(fe.validation, fe.validationContext), null);
    const status = fe.statusCode ?? 500;
    if (status === 413 || fe.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return sendEnvelope(reply, RET.PAYLOAD_TOO_LARGE, '请求体过大', null);
    if (fe.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return sendEnvelope(reply, RET.BAD_REQUEST, '不支持的请求体类型（Content-Type）', null);
    if (fe.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') return sendEnvelope(reply, RET.BAD_REQUEST, '请求体为空', null);
    if (fe.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || (status === 400 && /JSON/i.test(fe.message))) {
      return sendEnvelope(reply, RET.BAD_REQUEST, '请求体不是有效的 JSON', null);
    }
    if (status >= 400 && status < 500) return sendEnvelope(reply, status === 404 ? RET.NOT_FOUND : RET.BAD_REQUEST, '请求格式错误', null);
    req.log.error({ err }, 'unhandled error');
    return sendEnvelope(reply, RET.SERVER_ERROR, '服务器繁忙，请稍后再试', null);
  });
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
  const body = JSON.stringify({ ret: tooLarge ? RET.PAYLOAD_TOO_LARGE : RET.BAD_REQUEST, msg: tooLarge ? '请求头过大' : '请求格式错误', data: null });
  const status = tooLarge ? '431 Request Header Fields Too Large' : '400 Bad Request';
  socket.end(`HTTP/1.1 ${status}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`);
}

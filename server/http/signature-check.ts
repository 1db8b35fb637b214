// GET signature check (src/api/contract/signature.ts): pub within ±300 s, vv over the query.
import type { FastifyRequest } from 'fastify';
import { GET_SIGNATURE_WINDOW_S, signGet, type QueryValue } from '../../src/api/contract/signature';
import { RET } from '../../src/api/contract/envelope';
import { ApiError } from './api-error';

export function checkGetSignature(req: FastifyRequest, now = Math.floor(Date.now() / 1000)): void {
  const query = (req.query ?? {}) as Record<string, QueryValue>;
  const pub = query.pub, vv = query.vv;
  if (pub === undefined || vv === undefined || pub === '' || vv === '') {
    throw new ApiError(RET.BAD_SIGNATURE, '缺少请求签名参数 pub 或 vv');
  }
  if (typeof pub !== 'string' || !/^\d{1,12}$/.test(pub)) throw new ApiError(RET.BAD_SIGNATURE, '签名参数 pub 格式错误');
  if (Math.abs(Number(pub) - now) > GET_SIGNATURE_WINDOW_S) {
    throw new ApiError(RET.BAD_SIGNATURE, '请求已过期（pub 与服务器时间相差超过300秒）');
  }
  if (typeof vv !== 'string' || vv.toLowerCase() !== signGet(query, Number(pub))) {
    throw new ApiError(RET.BAD_SIGNATURE, '请求签名 vv 校验失败');
  }
}

// Handlers throw ApiError for an expected failure; the envelope carries ret and msg.
import { RET } from '../../src/api/contract/envelope';

export class ApiError extends Error {
  constructor(
    readonly ret: number,
    message: string,
    readonly data: unknown = null,
  ) {
    super(message);
  }
}

export const notFound = (what: string) => new ApiError(RET.NOT_FOUND, `${what}不存在`);
export const badRequest = (msg: string) => new ApiError(RET.BAD_REQUEST, msg);
export const forbidden = (msg: string) => new ApiError(RET.FORBIDDEN, msg);
export const sessionInvalid = (msg = '登录已失效，请重新登录') => new ApiError(RET.SESSION_INVALID, msg);

/** A successful reply that also carries a msg for the client to show. */
export class WithMsg<T> {
  constructor(
    readonly data: T,
    readonly msg: string,
  ) {}
}
export const withMsg = <T>(data: T, msg: string) => new WithMsg(data, msg);

// Every failure of the request layer is an ApiError, so callers can tell a server refusal
// from a network failure, an abort or a malformed reply without parsing messages.

export type ApiErrorKind = 'ret' | 'session' | 'network' | 'timeout' | 'aborted' | 'bad-reply' | 'bad-request';

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  /** The envelope's ret for kind 'ret' and 'session'. */
  readonly ret?: number;
  /** The envelope's data, when the server sent one with the error. */
  readonly data?: unknown;
  /** Endpoint name when the call went through call(). */
  readonly endpoint?: string;
  /** Path of the bad field for 'bad-reply' / 'bad-request', e.g. "data.list[2].id: expected number". */
  readonly detail?: string;

  constructor(kind: ApiErrorKind, message: string, extra: { ret?: number; data?: unknown; endpoint?: string; detail?: string } = {}) {
    super(message);
    this.name = 'ApiError';
    this.kind = kind;
    Object.assign(this, extra);
  }
}


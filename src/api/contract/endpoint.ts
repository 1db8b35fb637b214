// One endpoint = one record shared by the client call and the server route. A change to a
// shape breaks the build on both sides at once.
import type { Schema } from './schema';

export type Auth = 'none' | 'optional' | 'required';
export type BodyType = 'json' | 'form' | 'multipart';

export interface Endpoint<Q = unknown, B = unknown, R = unknown> {
  /** Stable name, used in logs and docs. */
  readonly name: string;
  readonly method: 'GET' | 'POST';
  /** Path as the spec spells it; the client lowercases it, the server matches case-insensitively. */
  readonly path: string;
  readonly query?: Schema<Q>;
  readonly body?: Schema<B>;
  readonly bodyType?: BodyType;
  /** Schema of `data` in the {ret, msg, data} envelope. */
  readonly reply: Schema<R>;
  readonly auth: Auth;
  /** Client: never toast errors of this call (spec: AppDownload, generic URL GET, IsMalaysia). */
  readonly ignoreErrors?: boolean;
  /**
   * The token fields may come as query parameters (the spec's feedback payload, 002 §3). Every
   * other endpoint reads them from headers only, so tokens stay out of URLs and request logs.
   */
  readonly tokenInQuery?: boolean;
  readonly doc?: string;
}

export function endpoint<Q = Record<string, never>, B = Record<string, never>, R = unknown>(def: Endpoint<Q, B, R>): Endpoint<Q, B, R> {
  return def;
}

/* eslint-disable @typescript-eslint/no-explicit-any -- inference helpers need `any` to match every endpoint */
export type AnyEndpoint = Endpoint<any, any, any>;
export type QueryOf<E> = E extends Endpoint<infer Q, any, any> ? Q : never;
export type BodyOf<E> = E extends Endpoint<any, infer B, any> ? B : never;
export type ReplyOf<E> = E extends Endpoint<any, any, infer R> ? R : never;
/* eslint-enable @typescript-eslint/no-explicit-any */

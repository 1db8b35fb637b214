// Endpoint-typed calls: call(endpoint, params, options) checks the params against the
// endpoint's request schema before sending and the reply's `data` against its reply schema
// after. A reply of the wrong shape rejects here with a clear error naming the endpoint and
// the bad field, never as an exception deep in a view.
import type { AnyEndpoint, Endpoint, ReplyOf } from './contract/endpoint';
import type { QueryValue } from './contract/signature';
import { ApiError } from './errors';
import { request, type RequestOptions } from './http';
import { REQUEST_TOAST_MS, uiPort } from './ui-port';
import { t } from '../i18n';

/* eslint-disable @typescript-eslint/no-explicit-any -- inference over every endpoint */
/** GET endpoints take their query; POST endpoints their body (or their query when they have no body). */
export type ParamsOf<E> = E extends Endpoint<infer Q, infer B, any> ? (string extends keyof B ? Q : B) : never;
/* eslint-enable @typescript-eslint/no-explicit-any */

export interface CallOptions extends Omit<RequestOptions, 'raw'> {
  /** Extra query parameters of a POST (e.g. getPlayData?videoType=). */
  query?: Record<string, QueryValue>;
}

function describe(ep: AnyEndpoint): string {
  return `${ep.name} (${ep.method} ${ep.path})`;
}

/** Calls `ep` and resolves with its envelope (data checked against the contract). */
export async function callEnvelope<E extends AnyEndpoint>(ep: E, params?: ParamsOf<E>, options: CallOptions = {}): Promise<{ data: ReplyOf<E>; msg: string }> {
  const { query: extraQuery, ...reqOpts } = options;
  const opts: RequestOptions = { ...reqOpts, ignoreErrors: reqOpts.ignoreErrors ?? ep.ignoreErrors };
  const input = (params ?? {}) as Record<string, unknown>;
  const isGet = ep.method === 'GET';
  const bodySchema = isGet ? undefined : ep.body;
  const schema = isGet ? ep.query : (bodySchema ?? ep.query);
  const where = isGet || !bodySchema ? 'query' : 'body';
  const bad = schema?.check(input, where);
  if (bad) {
    console.error(`[api] ${describe(ep)}: bad request: ${bad}`);
    throw new ApiError('bad-request', `${ep.name}: ${bad}`, { endpoint: ep.name, detail: bad });
  }

  const isBodyParams = !isGet && !!bodySchema;
  const env = await request({
    method: ep.method,
    path: ep.path,
    query: { ...(isBodyParams ? {} : (input as Record<string, QueryValue>)), ...(extraQuery ?? {}) },
    body: isBodyParams ? input : undefined,
    bodyType: ep.bodyType,
    options: opts,
  }).catch((e: unknown) => {
    if (e instanceof ApiError && !e.endpoint) Object.assign(e, { endpoint: ep.name });
    throw e;
  });

  const problem = ep.reply.check(env.data, 'data');
  if (problem) {
    console.error(`[api] ${describe(ep)}: reply does not match the contract: ${problem}`);
    if (!opts.ignoreErrors) uiPort().toast(t('errors.badReply'), REQUEST_TOAST_MS.error);
    throw new ApiError('bad-reply', `${ep.name}: ${problem}`, { endpoint: ep.name, detail: problem, data: env.data });
  }
  return { data: env.data as ReplyOf<E>, msg: env.msg ?? '' };
}

/** Calls `ep` and resolves with `data`, checked against the endpoint's reply schema. */
export async function call<E extends AnyEndpoint>(ep: E, params?: ParamsOf<E>, options: CallOptions = {}): Promise<ReplyOf<E>> {
  return (await callEnvelope(ep, params, options)).data;
}


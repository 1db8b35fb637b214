// Turns a contract family module into typed functions: bindFamily(help).getHelpCategories(params, opts).
import type { AnyEndpoint, ReplyOf } from './contract/endpoint';
import { call, type CallOptions, type ParamsOf } from './call';

export type BoundFamily<M> = {
  [K in keyof M as M[K] extends AnyEndpoint ? K : never]: (params?: ParamsOf<M[K]>, options?: CallOptions) => Promise<ReplyOf<M[K]>>;
};

function isEndpoint(v: unknown): v is AnyEndpoint {
  return typeof v === 'object' && v !== null && 'method' in v && 'path' in v && 'reply' in v;
}

export function bindFamily<M extends object>(mod: M): BoundFamily<M> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(mod)) {
    if (isEndpoint(v)) out[k] = (params?: unknown, options?: CallOptions) => call(v, params as never, options);
  }
  return out as BoundFamily<M>;
}

// route(app, endpoint, handler): wires one contract record to Fastify — method, lowercased path,
// JSON schema of query and body, GET signature, auth — and wraps the result in the envelope.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AnyEndpoint, BodyOf, QueryOf, ReplyOf } from '../../src/api/contract/endpoint';
import { RET } from '../../src/api/contract/envelope';
import type { AppContext } from '../context';
import { ApiError, badRequest, WithMsg } from './api-error';
import { authenticate } from './auth';
import { sendEnvelope } from './envelope';
import { checkGetSignature } from './signature-check';
import { cleanControlBytes } from './input-guard';

export interface HandlerInput<E extends AnyEndpoint> {
  query: QueryOf<E>;
  body: BodyOf<E>;
  req: FastifyRequest;
}

export type Handler<E extends AnyEndpoint> = (input: HandlerInput<E>) => Promise<ReplyOf<E> | WithMsg<ReplyOf<E>>>;

/** Lowercased "METHOD path" of every registered API route (the 404 handler tells 405 apart). */
export const registeredPaths = new Map<string, Set<string>>();

export interface RouteOptions {
  /** Check each reply against the contract (on in development and tests). */
  checkReplies: boolean;
  /** Outside /api (the statistics call) there is no GET signature. */
  signGets?: boolean;
}

function checkCoerced(schema: AnyEndpoint['query'], value: unknown, where: 'query' | 'body'): void {
  const err = schema?.check(value ?? {}, where);
  if (!err) return;
  const field = new RegExp(`^${where}\\.([A-Za-z0-9_]+)`).exec(err)?.[1];
  throw badRequest(field ? `参数 ${field} 不合法` : '请求参数不合法');
}

type JsonSchema = { properties?: Record<string, { type?: unknown }> };

/**
 * A GET sends an array as one comma-joined value (src/api/http.ts encodeQuery, the signature's
 * canonical form): split it back before the schema sees it (ajv would make it a one-item array).
 */
function splitQueryArrays(schema: AnyEndpoint['query'], query: unknown): void {
  const props = (schema?.json as JsonSchema | undefined)?.properties;
  if (!props || typeof query !== 'object' || query === null) return;
  const q = query as Record<string, unknown>;
  for (const [k, p] of Object.entries(props)) {
    if (p.type === 'array' && typeof q[k] === 'string') q[k] = q[k] === '' ? [] : q[k].split(',');
  }
}

export function route<E extends AnyEndpoint>(app: FastifyInstance, ctx: AppContext, ep: E, handler: Handler<E>, opts: RouteOptions): void {
  const url = ep.path.toLowerCase();
  const methods = registeredPaths.get(url) ?? new Set<string>();
  methods.add(ep.method);
  registeredPaths.set(url, methods);
  const signed = ep.method === 'GET' && (opts.signGets ?? url.startsWith('/api/'));
  // Frozen replies (shared from the read cache) already checked against this endpoint's
  // contract: the same immutable object would pass again.
  const checkedReplies = new WeakSet<object>();

  app.route({
    method: ep.method,
    url,
    schema: {
      ...(ep.query ? { querystring: ep.query.json } : {}),
      ...(ep.body && ep.bodyType !== 'multipart' ? { body: ep.body.json } : {}),
    },
    preValidation: async (req) => {
      if (signed) checkGetSignature(req);
      req.query = cleanControlBytes(req.query);
      if (ep.method === 'GET') splitQueryArrays(ep.query, req.query);
      if (ep.bodyType !== 'multipart') req.body = cleanControlBytes(req.body);
      // An empty POST has no body; endpoints without required body fields accept that.
      if (ep.method === 'POST' && ep.bodyType !== 'multipart' && (req.body === undefined || req.body === null)) req.body = {};
      await authenticate(ctx, req, ep.auth, ep.tokenInQuery === true);
    },
    // Fastify's ajv coerces a string "Infinity" or "1e400" (query or body) to Infinity and lets
    // it pass integer, minimum and maximum (seen with ajv 8 and coerceTypes); the contract's
    // own check sees the coerced value and refuses it (tests/server/fuzz.test.ts).
    preHandler: async (req: FastifyRequest) => {
      checkCoerced(ep.query, req.query, 'query');
      if (ep.bodyType !== 'multipart') checkCoerced(ep.body, req.body, 'body');
    },
    handler: async (req, reply) => {
      const out = await handler({ query: (req.query ?? {}) as QueryOf<E>, body: (req.body ?? {}) as BodyOf<E>, req });
      const data = out instanceof WithMsg ? out.data : out;
      const msg = out instanceof WithMsg ? out.msg : '';
      const known = typeof data === 'object' && data !== null && checkedReplies.has(data);
      if (opts.checkReplies && !known) {
        const err = ep.reply.check(data, 'data');
        if (err) {
          req.log.error({ endpoint: ep.name, err }, 'reply does not match the contract');
          throw new ApiError(RET.SERVER_ERROR, '服务器返回数据格式错误');
        }
        if (typeof data === 'object' && data !== null && Object.isFrozen(data)) checkedReplies.add(data);
      }
      return sendEnvelope(reply, RET.OK, msg, data ?? null);
    },
  });
}

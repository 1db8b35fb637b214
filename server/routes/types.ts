import type { FastifyInstance } from 'fastify';
import type { AnyEndpoint } from '../../src/api/contract/endpoint';
import type { AppContext } from '../context';
import type { Handler } from '../http/route';

/** What a route family module receives: `on(endpoint, handler)` registers one contract record. */
export interface RouteKit {
  app: FastifyInstance;
  ctx: AppContext;
  on<E extends AnyEndpoint>(ep: E, handler: Handler<E>): void;
}

// CORS for the API and media, by @fastify/cors: the client may run on another host than the API
// (spec 002 §7: API host derived from the page host) and sends credentials and custom headers,
// so an allowed origin (server/http/origins.ts: the page's own and CORS_ORIGINS) is echoed,
// never '*'; any other origin gets no CORS headers, and its preflight no permission.
import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import type { OriginPolicy } from './origins';

export async function installCors(app: FastifyInstance, policy: OriginPolicy): Promise<void> {
  await app.register(cors, {
    hook: 'onRequest',
    // The delegator sees the request, so "the page's own origin" can compare Origin with Host.
    delegator: (req, done) => {
      const origin = req.headers.origin;
      done(null, {
        origin: origin !== undefined && policy.allows(origin, req.headers.host) ? origin : false,
        credentials: true,
        methods: ['GET', 'POST', 'OPTIONS'],
        exposedHeaders: ['content-type'],
        maxAge: 600,
        // Preflights of any origin are answered here (without any permission for one not allowed) rather
        // than by the API's 404.
        strictPreflight: false,
        optionsSuccessStatus: 204,
      });
    },
  });
}

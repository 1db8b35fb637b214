// CORS for the API and media: the client may run on another host than the API (spec 002 §7:
// API host derived from the page host) and sends credentials and custom headers, so an allowed
// origin is echoed, never '*'; an origin the policy does not allow (server/http/origins.ts)
// gets no CORS headers at all, and its preflight no permission.
import type { FastifyInstance } from 'fastify';
import type { OriginPolicy } from './origins';

const EXPOSED = 'content-type';

export function installCors(app: FastifyInstance, policy: OriginPolicy): void {
  app.addHook('onRequest', async (req, reply) => {
    const origin = req.headers.origin;
    if (!origin) return;
    reply.header('vary', 'Origin');
    const allowed = policy.allows(origin, req.headers.host);
    if (allowed) {
      reply.header('access-control-allow-origin', origin);
      reply.header('access-control-allow-credentials', 'true');
      reply.header('access-control-expose-headers', EXPOSED);
    }
    if (req.method === 'OPTIONS') {
      if (allowed) {
        const asked = req.headers['access-control-request-headers'];
        reply.header('access-control-allow-methods', 'GET, POST, OPTIONS');
        reply.header('access-control-allow-headers', typeof asked === 'string' && asked.length < 2000 ? asked : 'content-type');
        reply.header('access-control-max-age', '600');
      }
      return reply.code(204).send();
    }
  });
}

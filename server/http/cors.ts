// The client may run on another host than the API (spec 002 §7: API host derived from the page
// host) and sends credentials and custom headers, so origins are echoed, not '*'.
import type { FastifyInstance } from 'fastify';

const EXPOSED = 'content-type';

export function installCors(app: FastifyInstance): void {
  app.addHook('onRequest', async (req, reply) => {
    const origin = req.headers.origin;
    if (!origin) return;
    reply.header('access-control-allow-origin', origin);
    reply.header('access-control-allow-credentials', 'true');
    reply.header('vary', 'Origin');
    reply.header('access-control-expose-headers', EXPOSED);
    if (req.method === 'OPTIONS') {
      const asked = req.headers['access-control-request-headers'];
      reply.header('access-control-allow-methods', 'GET, POST, OPTIONS');
      reply.header('access-control-allow-headers', typeof asked === 'string' && asked.length < 2000 ? asked : 'content-type');
      reply.header('access-control-max-age', '600');
      return reply.code(204).send();
    }
  });
}

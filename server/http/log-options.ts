// Request logging without secrets (issue 8, point 9): the token header fields are redacted, and
// token fields in a URL (the feedback form's query, a client that puts them there anyway) are
// masked before the URL is logged. Pino's redact covers the object paths; the URL needs a
// serializer because the secret sits inside a string.
import type { FastifyServerOptions } from 'fastify';

/** Query and header names that carry a token or a code (ticket: a scan-to-login ticket, issue 12). */
export const SECRET_FIELDS = ['sign', 'token', 'expire', 'gid', 'uid', 'login_uid', 'code', 'password', 'authorization', 'cookie', 'ticket'] as const;
const SECRET_PARAM = new RegExp(`([?&](?:${SECRET_FIELDS.join('|')})=)[^&#]*`, 'gi');

export const maskUrl = (url: string): string => url.replace(SECRET_PARAM, '$1[redacted]');

interface LoggedRequest {
  method: string;
  url: string;
  hostname?: string;
  ip?: string;
  socket?: { remotePort?: number };
  headers?: Record<string, unknown>;
}

/** Fastify logger options: pino with redaction; `stream` lets a test read what is written. */
export function loggerOptions(stream?: NodeJS.WritableStream): FastifyServerOptions['logger'] {
  return {
    ...(stream ? { stream } : {}),
    redact: { paths: SECRET_FIELDS.map((f) => `req.headers["${f}"]`), censor: '[redacted]' },
    serializers: {
      req: (req: LoggedRequest) => ({
        method: req.method,
        url: maskUrl(req.url),
        host: req.hostname,
        remoteAddress: req.ip,
        remotePort: req.socket?.remotePort,
      }),
    },
  };
}

// @fastify/multipart decorates the root instance (it is a fastify-plugin), so registering it
// from two route families fails at start with "decorator already present". Route families that
// take form data (avatar, chunked uploads) call this instead; the first call registers it.
// The limits are the strictest that serve both: one file of at most 2 MB (a chunk, an avatar),
// a dozen short text fields.
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';

export const MULTIPART_FILE_BYTES = 2 * 1024 * 1024;
/**
 * Largest multipart body any route takes: the file plus the fields, part headers and
 * boundaries (a dozen fields of 256 bytes, 16 part headers). The form parser does not count the
 * whole body against Fastify's bodyLimit, so a longer declared Content-Length is refused before
 * anything is read (server/http/errors.ts; issue 27: 3 MB of form data to a JSON endpoint).
 */
export const MULTIPART_BODY_BYTES = MULTIPART_FILE_BYTES + 64 * 1024;

const registered = new WeakSet<FastifyInstance>();

export function registerMultipart(app: FastifyInstance): void {
  if (registered.has(app)) return;
  registered.add(app);
  void app.register(multipart, { limits: { fileSize: MULTIPART_FILE_BYTES, files: 1, fields: 12, fieldSize: 256, parts: 16 } });
}

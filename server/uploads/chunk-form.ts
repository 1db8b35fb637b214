// Reads one chunk request (multipart form data): the text fields and the one file part. Parts may
// come in any order (the app sends the fields first, other clients the file first), so the file
// part is kept in memory (at most one 2 MB chunk) as the pieces the socket delivered, hashed as
// they arrive: no joined copy is made (the storage writes the pieces as they are), and the
// SHA-256 is ready when the last byte is.
// Whatever goes wrong while the form is read is the body's fault (this code only reads and
// hashes): a body cut short, one without a boundary, a broken part are client errors with a
// Chinese msg and one log line, never ret 500 (issue 27: 41 such replies had a stack each).
import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { ApiError, badRequest } from '../http/api-error';
import { MALFORMED_FORM_MSG } from '../http/errors';
import type { ChunkData } from './upload-service';

export interface ChunkForm {
  fields: Record<string, string>;
  data: ChunkData | null;
}

export const INCOMPLETE_FORM_MSG = '上传的数据不完整，请重试';

const fileTooLarge = () => Object.assign(new Error('chunk over the file size limit'), { code: 'FST_REQ_FILE_TOO_LARGE' });

export async function readChunkForm(req: FastifyRequest, fileField: string): Promise<ChunkForm> {
  if (!req.isMultipart()) throw badRequest('请以表单数据上传');
  const fields: Record<string, string> = {};
  let data: ChunkData | null = null;
  try {
    for await (const part of req.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== fileField || data !== null) {
          part.file.resume();
          continue;
        }
        const hash = createHash('sha256');
        const pieces: Buffer[] = [];
        let size = 0;
        for await (const piece of part.file as AsyncIterable<Buffer>) {
          hash.update(piece);
          pieces.push(piece);
          size += piece.length;
        }
        // busboy stops at the limit and marks the part truncated (as part.toBuffer() checks).
        if (part.file.truncated) throw fileTooLarge();
        data = { pieces, size, sha256: hash.digest('hex') };
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (err) {
    if (err instanceof ApiError) throw err;
    const { code = '', message = '' } = err as { code?: string; message?: string };
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw badRequest('分片大小不正确');
    req.log.info({ status: 400, code: code || undefined }, `client error: malformed form data: ${String(message).slice(0, 200)}`);
    // Cut short (the connection dropped mid-chunk): worth a retry, which the client makes.
    if (/unexpected end|terminated early|aborted/i.test(String(message)) || code === 'ECONNRESET') throw badRequest(INCOMPLETE_FORM_MSG);
    throw badRequest(MALFORMED_FORM_MSG);
  }
  return { fields, data };
}

/** A whole number field (chunk indexes are sent as text). */
export function intField(fields: Record<string, string>, name: string): number {
  const v = fields[name];
  if (v === undefined || !/^\d{1,6}$/.test(v.trim())) throw badRequest(`参数 ${name} 不合法`);
  return Number(v.trim());
}

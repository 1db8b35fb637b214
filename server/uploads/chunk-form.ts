// Reads one chunk request (multipart form data): the text fields and the one file part, held in
// memory (at most one 2 MB chunk). Parts may come in any order: the spec's client appends the
// file first.
import type { FastifyRequest } from 'fastify';
import { badRequest } from '../http/api-error';

export interface ChunkForm {
  fields: Record<string, string>;
  data: Buffer | null;
}

export async function readChunkForm(req: FastifyRequest, fileField: string): Promise<ChunkForm> {
  if (!req.isMultipart()) throw badRequest('请以表单数据上传');
  const fields: Record<string, string> = {};
  let data: Buffer | null = null;
  try {
    for await (const part of req.parts()) {
      if (part.type === 'file') {
        if (part.fieldname === fileField && data === null) data = await part.toBuffer();
        else part.file.resume();
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (err) {
    const code = (err as { code?: string }).code ?? '';
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw badRequest('分片大小不正确');
    if (code.startsWith('FST_')) throw badRequest('表单数据不合法');
    throw err;
  }
  return { fields, data };
}

/** A whole number field (chunk indexes are sent as text). */
export function intField(fields: Record<string, string>, name: string): number {
  const v = fields[name];
  if (v === undefined || !/^\d{1,6}$/.test(v.trim())) throw badRequest(`参数 ${name} 不合法`);
  return Number(v.trim());
}

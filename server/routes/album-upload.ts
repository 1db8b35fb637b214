// Album/UploadFile (spec 000 §7: file; query chunk, totalChunk; what it serves is not shown): a
// member's album image in 2 MB chunks, on the chunked upload of covers (the same checks by size
// and SHA-256, the quota, the bytes judged as an image at assembly). The chunk numbers come from
// the query, as the spec has them; the form carries only the file and, when there is more than
// one chunk, the client's key that ties the chunks of one image together.
import { randomBytes } from 'node:crypto';
import { albumUploadFile } from '../../src/api/contract/upload';
import { ApiError, badRequest } from '../http/api-error';
import { caller } from '../http/auth';
import { registerMultipart } from '../http/multipart';
import { readChunkForm } from '../uploads/chunk-form';
import type { RouteKit } from './types';

const KEY = /^[A-Za-z0-9._-]{1,100}$/;
export const ALBUM_NOT_IMAGE_MSG = '只能上传 JPG、PNG、GIF 或 WebP 图片';
/** The cover check's refusal, said in the album's words here. */
const COVER_NOT_IMAGE_MSG = '封面不是有效的图片';

export function albumUploadRoutes({ app, ctx, on }: RouteKit): void {
  registerMultipart(app);
  on(albumUploadFile, async ({ query, req }) => {
    const { uid } = caller(req);
    await ctx.flood.take(['albumChunkUser', uid]);
    const chunks = query.totalChunk ?? 1;
    const chunk = query.chunk ?? 1;
    if (chunk > chunks) throw badRequest('分片序号超出范围');
    const { fields, data } = await readChunkForm(req, 'file');
    if (!data) throw badRequest('缺少上传文件');
    const given = fields.uniqueFileID;
    if (given !== undefined && !KEY.test(given)) throw badRequest('参数 uniqueFileID 不合法');
    // One chunk is a whole image: a key of the server's own (prefixed, so never a client's).
    if (given === undefined && chunks > 1) throw badRequest('参数 uniqueFileID 不合法');
    const key = given ?? `al-${randomBytes(12).toString('hex')}`;
    try {
      return await ctx.uploads.service.receiveChunk(uid, 'cover', { key, chunk, chunks }, data);
    } catch (err) {
      if (err instanceof ApiError && err.message === COVER_NOT_IMAGE_MSG) throw new ApiError(err.ret, ALBUM_NOT_IMAGE_MSG);
      throw err;
    }
  });
}

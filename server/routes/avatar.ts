// UploadFile for the avatar (issue 12, /editInfo). The file is judged by its first bytes, never
// by its name or declared type: only JPEG, PNG, GIF and WebP pass, so an HTML or SVG file (which
// a browser would run as a page from our origin) is refused. Four fixed signatures are the
// whole rule, so they are written out here rather than pulled from a type-sniffing library.
import { imageKind } from '../chat/image-check';
import { randomBytes } from 'node:crypto';
import { registerMultipart } from '../http/multipart';
import { userUploadFile } from '../../src/api/contract/upload';
import { RET } from '../../src/api/contract/envelope';
import { ApiError, badRequest, withMsg } from '../http/api-error';
import { caller } from '../http/auth';
import type { RouteKit } from './types';

export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;

/** An avatar path UploadFile gave this user (UpdateUserInfo takes no other, except '' or the current one). */
export const isOwnAvatarPath = (uid: number, p: string) => new RegExp(`^/media/avatars/${uid}-[A-Za-z0-9_-]+\\.(jpg|png|gif|webp)$`).test(p);

export function avatarRoutes({ app, ctx, on }: RouteKit): void {
  registerMultipart(app);

  on(userUploadFile, async ({ req }) => {
    const uid = caller(req).uid;
    await ctx.flood.take(['avatarUser', uid]);
    if (!req.isMultipart()) throw badRequest('请选择要上传的图片');
    const file = await req.file();
    if (!file) throw badRequest('请选择要上传的图片');
    let bytes: Buffer;
    try {
      bytes = await file.toBuffer();
    } catch {
      throw new ApiError(RET.PAYLOAD_TOO_LARGE, `图片不能超过${AVATAR_MAX_BYTES / 1024 / 1024}MB`);
    }
    const type = imageKind(bytes)?.ext;
    if (!type) throw badRequest('只能上传 JPG、PNG、GIF 或 WebP 图片');
    const name = `${uid}-${randomBytes(9).toString('base64url')}.${type}`;
    // A random name: no other upload has it, in a folder or a bucket.
    await ctx.store.put(`avatars/${name}`, bytes);
    return withMsg({ filepath: `/media/avatars/${name}` }, '上传成功');
  });
}

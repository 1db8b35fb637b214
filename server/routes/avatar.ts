// UploadFile for the avatar (issue 12, /editInfo). The file is judged by its first bytes, never
// by its name or declared type: only JPEG, PNG, GIF and WebP pass, so an HTML or SVG file (which
// a browser would run as a page from our origin) is refused. Four fixed signatures are the
// whole rule, so they are written out here rather than pulled from a type-sniffing library.
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { registerMultipart } from '../http/multipart';
import { userUploadFile } from '../../src/api/contract/upload';
import { RET } from '../../src/api/contract/envelope';
import { ApiError, badRequest, withMsg } from '../http/api-error';
import { caller } from '../http/auth';
import type { RouteKit } from './types';

export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;

/** An avatar path UploadFile gave this user (UpdateUserInfo takes no other, except '' or the current one). */
export const isOwnAvatarPath = (uid: number, p: string) => new RegExp(`^/media/avatars/${uid}-[A-Za-z0-9_-]+\\.(jpg|png|gif|webp)$`).test(p);

/** The image type the bytes start with, or null. */
export function imageTypeOf(b: Buffer): 'jpg' | 'png' | 'gif' | 'webp' | null {
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'jpg';
  if (b.length >= 8 && b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (b.length >= 6 && /^GIF8[79]a$/.test(b.subarray(0, 6).toString('latin1'))) return 'gif';
  if (b.length >= 12 && b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP') return 'webp';
  return null;
}

export function avatarRoutes({ app, ctx, on }: RouteKit): void {
  registerMultipart(app);

  on(userUploadFile, async ({ req }) => {
    const uid = caller(req).uid;
    if (!req.isMultipart()) throw badRequest('请选择要上传的图片');
    const file = await req.file();
    if (!file) throw badRequest('请选择要上传的图片');
    let bytes: Buffer;
    try {
      bytes = await file.toBuffer();
    } catch {
      throw new ApiError(RET.PAYLOAD_TOO_LARGE, `图片不能超过${AVATAR_MAX_BYTES / 1024 / 1024}MB`);
    }
    const type = imageTypeOf(bytes);
    if (!type) throw badRequest('只能上传 JPG、PNG、GIF 或 WebP 图片');
    if (!ctx.mediaDir) throw new ApiError(RET.SERVER_ERROR, '上传暂不可用');
    const name = `${uid}-${randomBytes(9).toString('base64url')}.${type}`;
    const dir = path.join(ctx.mediaDir, 'avatars');
    await mkdir(dir, { recursive: true });
    await writeFile(path.join(dir, name), bytes, { flag: 'wx' });
    return withMsg({ filepath: `/media/avatars/${name}` }, '上传成功');
  });
}

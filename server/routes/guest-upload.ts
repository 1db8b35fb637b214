// UploadFileNoLogin (spec 000 §7: query chunk, totalChunk): a visitor's image for /feedback. The
// bytes are judged as a chat image's are (JPEG, PNG, GIF or WebP by their first bytes, at most
// CHAT_IMAGE_MAX_BYTES, so one part: chunk 1 of 1), counted per client address, and stored
// without a user under that address (ownsGuestImage), served from the chat image path.
import { createHash, randomBytes } from 'node:crypto';
import { userUploadFileNoLogin } from '../../src/api/contract/upload';
import { RET } from '../../src/api/contract/envelope';
import { CHAT_IMAGE_MAX_BYTES } from '../../src/api/contract/limits';
import { imageKind } from '../chat/image-check';
import { one, type Queryable } from '../db/db';
import { ApiError, badRequest, withMsg } from '../http/api-error';
import { registerMultipart } from '../http/multipart';
import { CHAT_IMAGE_PREFIX, NOT_IMAGE_MSG } from './chat';
import { nowS } from './mappers';
import type { RouteKit } from './types';

const IMAGE_PATH = /^\/chat-img\/([a-f0-9]{32}\.(?:jpg|png|gif|webp))$/;
/** A visitor's image may be attached within this time of its upload. */
export const GUEST_IMAGE_TTL_S = 3600;
const TOO_LARGE_MSG = `图片不能超过${CHAT_IMAGE_MAX_BYTES / 1024}KB`;

/** A visitor's upload from this client address, recent enough to attach. */
export async function ownsGuestImage(db: Queryable, address: string, path: string): Promise<boolean> {
  const m = IMAGE_PATH.exec(path);
  return !!m && !!(await one(db, 'SELECT 1 FROM chat_images WHERE name = $1 AND uid IS NULL AND guest_key = $2 AND created_at >= $3', [m[1], address, nowS() - GUEST_IMAGE_TTL_S]));
}

export function guestUploadRoutes({ app, ctx, on }: RouteKit): void {
  registerMultipart(app);
  const { db } = ctx;

  on(userUploadFileNoLogin, async ({ query, req }) => {
    // One part only: an image this small never needs more.
    if ((query.totalChunk ?? 1) !== 1 || (query.chunk ?? 1) !== 1) throw new ApiError(RET.PAYLOAD_TOO_LARGE, TOO_LARGE_MSG);
    await ctx.flood.take(['guestUploadAddress', req.ip]);
    if (!req.isMultipart()) throw badRequest(NOT_IMAGE_MSG);
    const file = await req.file();
    if (!file) throw badRequest(NOT_IMAGE_MSG);
    let bytes: Buffer;
    try {
      bytes = await file.toBuffer();
    } catch {
      throw new ApiError(RET.PAYLOAD_TOO_LARGE, TOO_LARGE_MSG);
    }
    if (bytes.length > CHAT_IMAGE_MAX_BYTES) throw new ApiError(RET.PAYLOAD_TOO_LARGE, TOO_LARGE_MSG);
    const kind = imageKind(bytes);
    if (!kind) throw badRequest(NOT_IMAGE_MSG);
    const name = `${createHash('sha256').update(randomBytes(16)).update(bytes).digest('hex').slice(0, 32)}.${kind.ext}`;
    await db.query('INSERT INTO chat_images (name, uid, guest_key, mime, data, created_at) VALUES ($1, NULL, $2, $3, $4, $5)', [
      name, req.ip, kind.mime, bytes.toString('base64'), nowS(),
    ]);
    return withMsg({ chunk: 1, done: true, filepath: `${CHAT_IMAGE_PREFIX}${name}` }, '上传成功');
  });
}

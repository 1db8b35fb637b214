// Chunked video and cover uploads, the resume status and SaveVideo (spec 001 §7, issue 13).
// The form's uid is never read: the token's user owns what is sent.
import { registerMultipart } from '../http/multipart';
import { createVideoFile, saveVideo, uploadCover, uploadStatus, uploadVideoChunk } from '../../src/api/contract/upload';
import { one } from '../db/db';
import { badRequest } from '../http/api-error';
import { caller } from '../http/auth';
import { intField, readChunkForm } from '../uploads/chunk-form';
import type { UploadKind } from '../uploads/upload-service';
import { nowS } from './mappers';
import type { RouteKit } from './types';

const KEY = /^[A-Za-z0-9._-]{1,100}$/;

/** SaveVideo's CID (spec: "category id, default 0,7"): its last number that is a category, else the first category. */
async function categoryOf(kit: RouteKit, cid: string): Promise<number> {
  const { rows } = await kit.ctx.db.query<{ id: number }>('SELECT id FROM categories ORDER BY sort, id');
  const known = new Set(rows.map((r) => r.id));
  const wanted = cid.split(',').map((s) => Number(s.trim())).filter((n) => Number.isInteger(n) && known.has(n));
  return wanted.length ? wanted[wanted.length - 1] : rows[0].id;
}

export function uploadRoutes(kit: RouteKit): void {
  const { app, ctx, on } = kit;
  const uploads = ctx.uploads;
  // One file part of at most one chunk; a few short fields. Anything bigger is refused while read.
  registerMultipart(app);
  app.addHook('onReady', () => uploads.start());
  app.addHook('onClose', () => uploads.close());

  on(createVideoFile, async ({ query, req }) => {
    const { uid } = caller(req);
    const row = await uploads.service.createVideoFile(uid, query.fileName, query.size);
    // lid and id both name the upload (SaveVideo sends them back); one storage server, id 1.
    return { lid: row.id, id: row.id, uniqueFileName: row.file_key, serverId: 1 };
  });

  async function chunk(kind: UploadKind, fileField: string, req: Parameters<typeof caller>[0]) {
    const { uid } = caller(req);
    const { fields, data } = await readChunkForm(req, fileField);
    const key = fields.uniqueFileID ?? '';
    if (!KEY.test(key)) throw badRequest('参数 uniqueFileID 不合法');
    if (!data) throw badRequest('缺少上传文件');
    const sha256 = fields.sha256 !== undefined && /^[0-9a-fA-F]{64}$/.test(fields.sha256) ? fields.sha256 : undefined;
    if (fields.sha256 !== undefined && sha256 === undefined) throw badRequest('参数 sha256 不合法');
    return uploads.service.receiveChunk(uid, kind, { key, chunk: intField(fields, 'chunk'), chunks: intField(fields, 'chunks'), sha256 }, data);
  }

  on(uploadVideoChunk, ({ req }) => chunk('video', 'file', req));
  on(uploadCover, ({ req }) => chunk('cover', 'formFile', req));

  on(uploadStatus, async ({ query, req }) => {
    const { uid } = caller(req);
    return uploads.service.status(uid, query.kind === 'cover' ? 'cover' : 'video', query.uniqueFileID);
  });

  on(saveVideo, async ({ body, req }) => {
    const { uid } = caller(req);
    const upload = await uploads.service.ownVideoUpload(uid, body.UploadedFileName);
    if (body.ID !== upload.id) throw badRequest('参数 ID 不合法');
    const saved = await one<{ video_id: number }>(ctx.db, 'SELECT video_id FROM published_videos WHERE upload_id = $1', [upload.id]);
    // Saving twice (a lost reply) answers with the same video.
    if (saved) return { videoId: saved.video_id };
    if (upload.state !== 'complete') throw badRequest('视频尚未上传完成');
    const cover = body.Corver.trim();
    if (cover && !(await one(ctx.db, `SELECT 1 FROM uploads WHERE uid = $1 AND kind = 'cover' AND state = 'complete' AND filepath = $2`, [uid, cover]))) {
      throw badRequest('封面不存在');
    }
    const category = await categoryOf(kit, body.CID);
    const now = nowS();
    const expiry = await uploads.queue.expiryForUpload(upload.id);
    const row = await ctx.db.transaction(async (tx) => {
      const id = await one<{ id: number }>(tx, `SELECT nextval(pg_get_serial_sequence('videos', 'id'))::int AS id`);
      if (!id) throw new Error('no video id');
      await tx.query(
        `INSERT INTO published_videos (video_id, uid, upload_id, title, labels, cover, category_id, source_bytes, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9) ON CONFLICT (upload_id) DO NOTHING`,
        [id.id, uid, upload.id, body.Contxt.trim(), (body.Labels ?? '').trim(), cover, category, Number(upload.received_bytes), now],
      );
      const saved = await one<{ video_id: number }>(tx, 'SELECT video_id FROM published_videos WHERE upload_id = $1', [upload.id]);
      // The transcode job is sent with its row (decision 049): both or neither.
      if (saved) await uploads.queue.enqueue(saved.video_id, uid, tx, expiry);
      return saved;
    });
    if (!row) throw new Error('published video not saved');
    return { videoId: row.video_id };
  });
}

// Uploads: chunked video upload, covers, user files (spec 000 §7, 001 §7). Multipart bodies
// are checked by the route (fields below), not by a JSON schema.
import { endpoint } from './endpoint';
import { array, boolean, integer, object, optional, string } from './schema';
import { text } from './common';
import {
  DYNAMIC_TEXT_MAX_CHARS,
  UPLOAD_VIDEO_MAX_FPS,
  UPLOAD_VIDEO_MAX_FRAMES,
  UPLOAD_VIDEO_MAX_LONG_SIDE,
  UPLOAD_VIDEO_MAX_SECONDS,
  UPLOAD_VIDEO_MAX_SHORT_SIDE,
  ALBUM_IMAGE_MAX_CHUNKS,
} from './limits';

/** The upload limits as the docs state them (one text for every endpoint that names them). */
const VIDEO_LIMITS_DOC =
  `at most ${UPLOAD_VIDEO_MAX_SECONDS / 60} minutes, ${UPLOAD_VIDEO_MAX_LONG_SIDE}x${UPLOAD_VIDEO_MAX_SHORT_SIDE} either way, ` +
  `${UPLOAD_VIDEO_MAX_FPS} fps and ${UPLOAD_VIDEO_MAX_FRAMES} frames (UPLOAD_VIDEO_MAX_* in limits.ts)`;

/** Reply of every chunk upload: done = last chunk received; filepath set when done. */
export const chunkReplySchema = object({ chunk: integer(), done: boolean(), filepath: string() });

const chunkQuery = object({ chunk: optional(integer({ minimum: 1, maximum: 10000 })), totalChunk: optional(integer({ minimum: 1, maximum: 10000 })) });

export const createVideoFile = endpoint({
  name: 'createVideoFile',
  method: 'GET',
  path: '/api/User/CreateVideoFile',
  query: object({ fileName: text(200, 1), size: optional(integer({ minimum: 0, maximum: 2 ** 40 })) }),
  reply: object({ lid: integer(), id: integer(), uniqueFileName: string(), serverId: integer() }),
  auth: 'required',
  doc: 'Reserves a video file: ids for the chunk upload and SaveVideo.',
});

export const uploadVideoChunk = endpoint({
  name: 'uploadVideoChunk',
  method: 'POST',
  path: '/api/Upload/VideoChunk',
  bodyType: 'multipart',
  // Fields: file, chunk (1-based), chunks, renamemode=Format, prefix=xw-, uid, uniqueFileID.
  reply: chunkReplySchema,
  auth: 'required',
  doc:
    'One 2 MB part of a video (path designed; spec: not shown). The last part assembles the file, which ffprobe judges: ' +
    `a video container with a video stream, ${VIDEO_LIMITS_DOC}; otherwise ret 400 with the reason in msg ` +
    `(e.g. 视频时长超过 ${UPLOAD_VIDEO_MAX_SECONDS / 60} 分钟，请剪辑后重新上传) and nothing is kept. A form cut short or without a boundary: ret 400; ` +
    'a declared body over the largest form: ret 413.',
});

export const uploadCover = endpoint({
  name: 'uploadCover',
  method: 'POST',
  path: '/api/Upload/Cover',
  bodyType: 'multipart',
  // Fields: formFile, chunk, chunks, uniqueFileID.
  reply: chunkReplySchema,
  auth: 'required',
  doc: 'Cover image in 2 MB chunks; data.filepath when done (path designed). A form cut short or without a boundary: ret 400; a declared body over the largest form: ret 413.',
});

/** What the server holds of a chunked upload (resume: send only the chunks not listed). */
export const uploadStateSchema = object({
  uniqueFileID: string(),
  /** Chunk count fixed by the first chunk; 0 when none arrived yet. */
  chunks: integer({ minimum: 0 }),
  /** 1-based indexes of the chunks held, ascending. */
  received: array(integer({ minimum: 1 })),
  receivedBytes: integer({ minimum: 0 }),
  done: boolean(),
  filepath: string(),
});

export const uploadStatus = endpoint({
  name: 'uploadStatus',
  method: 'GET',
  path: '/api/Upload/Status',
  query: object({
    uniqueFileID: string({ minLength: 1, maxLength: 100, pattern: '^[A-Za-z0-9._-]+$' }),
    /** 'video' (default: a CreateVideoFile key) or 'cover' (the client's own cover key). */
    kind: optional(string({ enum: ['video', 'cover'] })),
  }),
  reply: uploadStateSchema,
  auth: 'required',
  doc: 'Resume (beyond the spec, like tus): the chunks the server already holds. Another user\'s video key -> 403.',
});

export const saveVideo = endpoint({
  name: 'saveVideo',
  method: 'POST',
  path: '/api/User/SaveVideo',
  body: object({
    LID: integer({ minimum: 0 }),
    ID: integer({ minimum: 0 }),
    CID: text(20),
    UID: integer({ minimum: 0 }),
    Labels: optional(text(200)),
    Contxt: text(DYNAMIC_TEXT_MAX_CHARS),
    Corver: text(300),
    UploadedFileName: text(200, 1),
    ServerID: integer({ minimum: 0 }),
  }),
  bodyType: 'json',
  reply: object({ videoId: integer() }),
  auth: 'required',
  doc:
    'Publishes an uploaded video: transcoded in the background, in a queue fair between users with a time limit that follows ' +
    `the duration. The file is judged again (${VIDEO_LIMITS_DOC}); a refused or failed transcode shows in the author's ` +
    'MyListTrends as state failed with the reason in Chinese.',
});

/** @public A spec call no screen sends yet: the API catalogue and the contract tests reach it through FAMILIES (index.ts). */
export const albumUploadFile = endpoint({
  name: 'albumUploadFile',
  method: 'POST',
  path: '/api/Album/UploadFile',
  query: object({
    chunk: optional(integer({ minimum: 1, maximum: ALBUM_IMAGE_MAX_CHUNKS })),
    totalChunk: optional(integer({ minimum: 1, maximum: ALBUM_IMAGE_MAX_CHUNKS })),
  }),
  bodyType: 'multipart',
  // Fields: file; uniqueFileID (the client's key of this image, needed when totalChunk > 1).
  reply: chunkReplySchema,
  auth: 'required',
  doc:
    `A member's album image (spec 000 §7: file; query chunk, totalChunk; the rest designed) in 2 MB chunks, at most ${ALBUM_IMAGE_MAX_CHUNKS}; ` +
    'one chunk needs no key, more carry the same uniqueFileID form field. Judged by its bytes (JPEG, PNG, GIF or WebP; anything else: ret 400 只能上传 JPG、PNG、GIF 或 WebP 图片), ' +
    'counted in the upload quota; data.filepath when done, which CreateTrends takes in trendsDetails. 120 chunks per 10 minutes per user.',
});

export const userUploadFile = endpoint({
  name: 'userUploadFile',
  method: 'POST',
  path: '/api/User/UploadFile',
  bodyType: 'multipart',
  reply: object({ filepath: string() }),
  auth: 'required',
  doc: 'Single file (e.g. avatar).',
});

export const userUploadFileNoLogin = endpoint({
  name: 'userUploadFileNoLogin',
  method: 'POST',
  path: '/api/User/UploadFileNoLogin',
  query: chunkQuery,
  bodyType: 'multipart',
  // Field: file.
  reply: chunkReplySchema,
  auth: 'none',
  doc: 'A visitor\'s image for /feedback (JPEG, PNG, GIF or WebP, at most 512 KB: chunk 1 of 1); 20 an hour per client address. AddSuggestion from the same address may attach it within an hour.',
});

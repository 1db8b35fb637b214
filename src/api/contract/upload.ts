// Uploads: chunked video upload, covers, user files (spec 000 §7, 001 §7). Multipart bodies
// are checked by the route (fields below), not by a JSON schema.
import { endpoint } from './endpoint';
import { array, boolean, integer, object, optional, string } from './schema';
import { text } from './common';
import { DYNAMIC_TEXT_MAX_CHARS } from './limits';

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
  doc: 'One 2 MB part of a video (path designed; spec: not shown).',
});

export const uploadCover = endpoint({
  name: 'uploadCover',
  method: 'POST',
  path: '/api/Upload/Cover',
  bodyType: 'multipart',
  // Fields: formFile, chunk, chunks, uniqueFileID.
  reply: chunkReplySchema,
  auth: 'required',
  doc: 'Cover image in 2 MB chunks; data.filepath when done (path designed).',
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
});

export const albumUploadFile = endpoint({
  name: 'albumUploadFile',
  method: 'POST',
  path: '/api/Album/UploadFile',
  query: chunkQuery,
  bodyType: 'multipart',
  reply: chunkReplySchema,
  auth: 'required',
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
  reply: chunkReplySchema,
  auth: 'none',
});

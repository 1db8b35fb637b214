// The calls publishing makes, behind one interface so the state machine is tested with a fake
// (unit level) and runs on the contract-checked request layer in the app.
import { request } from '@src/api/http';
import { ApiError } from '@src/api/errors';
import type { AnyEndpoint, ReplyOf } from '@src/api/contract/endpoint';
import { call } from '@src/api/call';
import { createTrends } from '@src/api/contract/trends';
import { createVideoFile, saveVideo, uploadCover, uploadStatus, uploadVideoChunk } from '@src/api/contract/upload';

export type UploadKind = 'video' | 'cover';

export interface ChunkFields {
  chunk: number;
  chunks: number;
  uniqueFileID: string;
  uid: number;
}

export interface VideoFile {
  lid: number;
  id: number;
  uniqueFileName: string;
  serverId: number;
}

export interface SaveVideoBody {
  LID: number;
  ID: number;
  CID: string;
  UID: number;
  Labels?: string;
  Contxt: string;
  Corver: string;
  UploadedFileName: string;
  ServerID: number;
}

export interface CreateTrendsBody {
  label?: string;
  description: string;
  location?: string;
  videoId?: number;
  trendsDetails?: string;
}

export interface PublishTransport {
  createVideoFile(fileName: string, size: number, signal: AbortSignal): Promise<VideoFile>;
  status(kind: UploadKind, key: string, signal: AbortSignal): Promise<{ received: readonly number[]; done: boolean; filepath: string }>;
  sendChunk(kind: UploadKind, fields: ChunkFields, part: Blob, signal: AbortSignal): Promise<{ done: boolean; filepath: string }>;
  saveVideo(body: SaveVideoBody, signal: AbortSignal): Promise<{ videoId: number }>;
  createTrends(body: CreateTrendsBody, signal: AbortSignal): Promise<{ id: number }>;
}

/** The form of one part: the spec's fields first, the bytes last (the server reads them in order). */
export function chunkForm(kind: UploadKind, f: ChunkFields, part: Blob, fileName: string): FormData {
  const form = new FormData();
  form.append('chunk', String(f.chunk));
  form.append('chunks', String(f.chunks));
  form.append('uniqueFileID', f.uniqueFileID);
  if (kind === 'video') {
    form.append('renamemode', 'Format');
    form.append('prefix', 'xw-');
    form.append('uid', String(f.uid));
    form.append('file', part, fileName);
  } else {
    form.append('formFile', part, fileName);
  }
  return form;
}

/**
 * Sends a ready multipart form to `ep` and checks the reply against the contract. (Here, not in
 * src/api/call.ts, so the upload path costs nothing on the TV home's initial script.)
 */
async function callForm<E extends AnyEndpoint>(ep: E, form: FormData, signal: AbortSignal): Promise<ReplyOf<E>> {
  const env = await request({ method: ep.method, path: ep.path, body: form, bodyType: 'multipart', options: { signal, ignoreErrors: true } });
  const problem = ep.reply.check(env.data, 'data');
  if (problem) throw new ApiError('bad-reply', `${ep.name}: ${problem}`, { endpoint: ep.name, detail: problem, data: env.data });
  return env.data as ReplyOf<E>;
}

/** Publishing over the app's request layer; errors are the view model's to show (no toasts). */
export const apiTransport: PublishTransport = {
  createVideoFile: (fileName, size, signal) => call(createVideoFile, { fileName: fileName.slice(0, 200) || 'video.mp4', size }, { signal, ignoreErrors: true, loading: true }),
  status: (kind, key, signal) => call(uploadStatus, { uniqueFileID: key, kind }, { signal, ignoreErrors: true }),
  sendChunk: (kind, fields, part, signal) =>
    callForm(kind === 'video' ? uploadVideoChunk : uploadCover, chunkForm(kind, fields, part, kind === 'video' ? 'blob' : 'cover.jpg'), signal),
  saveVideo: (body, signal) => call(saveVideo, body, { signal, ignoreErrors: true }),
  createTrends: (body, signal) => call(createTrends, body, { signal, ignoreErrors: true }),
};

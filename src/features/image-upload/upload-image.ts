// One picked image to UploadChatImage (the server judges it by its bytes): the path a chat
// message, a complaint or a /feedback suggestion then points at.
import { call } from '@src/api/call';
import { uploadChatImage } from '@src/api/contract/chat';
import { userUploadFileNoLogin } from '@src/api/contract/upload';
import { request } from '@src/api/http';
import { ApiError } from '@src/api/errors';

function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const r = new FileReader();
    r.onload = () => resolve(String(r.result));
    r.onerror = () => reject(r.error ?? new Error('read failed'));
    r.readAsDataURL(file);
  });
}

/** Uploads the file; resolves with its filepath (the request layer shows a refusal). */
export async function uploadImage(file: Blob): Promise<string> {
  return (await call(uploadChatImage, { data: await readAsDataUrl(file) }, { loading: true })).filepath;
}

/**
 * A visitor's image (UploadFileNoLogin, spec 000 §7: chunk 1 of 1, the file as form data):
 * resolves with its filepath, which only this visitor's /feedback may attach.
 */
export async function uploadGuestImage(file: Blob): Promise<string> {
  const form = new FormData();
  form.append('file', file, 'image');
  const env = await request({
    method: userUploadFileNoLogin.method,
    path: userUploadFileNoLogin.path,
    query: { chunk: 1, totalChunk: 1 },
    body: form,
    bodyType: 'multipart',
    options: { loading: true },
  });
  const problem = userUploadFileNoLogin.reply.check(env.data, 'data');
  if (problem) throw new ApiError('bad-reply', `${userUploadFileNoLogin.name}: ${problem}`, { endpoint: userUploadFileNoLogin.name, detail: problem, data: env.data });
  return (env.data as { filepath: string }).filepath;
}

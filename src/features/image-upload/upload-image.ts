// One picked image to UploadChatImage (the server judges it by its bytes): the path a chat
// message, a complaint or a /feedback suggestion then points at.
import { call } from '@src/api/call';
import { uploadChatImage } from '@src/api/contract/chat';

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

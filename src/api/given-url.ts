// The request layer's two calls on a URL the caller holds (spec 002 §7 "A generic GET on a given
// URL ... the generic URL GET ignore[s] error tips"; spec 000 §7 "An upload to a given upload
// url is made without the normal headers"). The GET goes through the whole layer (headers,
// token, signature, the envelope) but never toasts a failure: its caller decides what a
// failure means. The upload is bare: another host (an upload server, a storage bucket's
// presigned form) gets the file, never the user's token or the app's headers and signature.
import type { Envelope } from './contract/envelope';
import type { QueryValue } from './contract/signature';
import { request, type RequestOptions } from './http';

/** @public The spec's generic GET (002 §7); no screen calls a URL of its own yet. */
export async function getUrl<T = unknown>(url: string, query: Record<string, QueryValue> = {}, options: Omit<RequestOptions, 'raw'> = {}): Promise<Envelope<T>> {
  return (await request({ method: 'GET', path: url, query, options: { ...options, ignoreErrors: true } })) as Envelope<T>;
}

/**
 * @public The spec's upload to a given upload url (000 §7); no screen is handed one yet. The
 * other host's reply is its own, not this API's envelope: it comes back as sent (raw).
 */
export function uploadToUrl<T = unknown>(url: string, form: FormData, options: Omit<RequestOptions, 'bare' | 'raw'> = {}): Promise<T> {
  return request<T>({ method: 'POST', path: url, body: form, bodyType: 'multipart', options: { ...options, bare: true, raw: true } });
}

// The wire: one XMLHttpRequest per call. Chosen over axios/fetch to keep the TV bundle small
// (~1 KB instead of ~13 KB gzip) while keeping what fetch lacks on old TV engines: upload
// progress and a native timeout. Tests swap it with setTransport().

export interface TransportRequest {
  method: 'GET' | 'POST';
  url: string;
  headers: Record<string, string>;
  body?: string | FormData;
  timeoutMs: number;
  withCredentials: boolean;
  signal?: AbortSignal;
  /** (loaded, total) bytes while the body uploads. */
  onUploadProgress?: (loaded: number, total: number) => void;
}

export interface TransportResponse {
  status: number;
  /** The response text (JSON is parsed by the caller). */
  body: string;
}

export type TransportFailure = 'network' | 'timeout' | 'aborted';

export class TransportError extends Error {
  readonly code: TransportFailure;
  constructor(code: TransportFailure, message: string) {
    super(message);
    this.name = 'TransportError';
    this.code = code;
  }
}

export type Transport = (req: TransportRequest) => Promise<TransportResponse>;

export const xhrTransport: Transport = (req) =>
  new Promise((resolve, reject) => {
    if (req.signal?.aborted) {
      reject(new TransportError('aborted', 'aborted before sending'));
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open(req.method, req.url, true);
    xhr.timeout = req.timeoutMs;
    xhr.withCredentials = req.withCredentials;
    for (const [k, v] of Object.entries(req.headers)) xhr.setRequestHeader(k, v);
    const onAbort = () => xhr.abort();
    const done = () => req.signal?.removeEventListener('abort', onAbort);
    xhr.onload = () => {
      done();
      resolve({ status: xhr.status, body: xhr.responseText });
    };
    xhr.onerror = () => {
      done();
      reject(new TransportError('network', `network error: ${req.method} ${req.url}`));
    };
    xhr.ontimeout = () => {
      done();
      reject(new TransportError('timeout', `timeout after ${req.timeoutMs} ms: ${req.method} ${req.url}`));
    };
    xhr.onabort = () => {
      done();
      reject(new TransportError('aborted', `aborted: ${req.method} ${req.url}`));
    };
    const progress = req.onUploadProgress;
    if (progress && xhr.upload) xhr.upload.onprogress = (e) => progress(e.loaded, e.lengthComputable ? e.total : 0);
    req.signal?.addEventListener('abort', onAbort);
    xhr.send(req.body ?? null);
  });

let current: Transport = xhrTransport;

export function setTransport(t: Transport | null): void {
  current = t ?? xhrTransport;
}

export const send: Transport = (req) => current(req);

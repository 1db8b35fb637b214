// A fake server behind the axios instance: a custom adapter records each request and answers
// with the given handler. The request layer is wired to the app's stores as at start.
import { AxiosError, CanceledError, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { setAdapter, TransportError } from '@src/api/transport';
import { wireRequestLayer } from '@src/stores/request-port';

/** What the adapter saw of one request. */
export interface FakeRequest {
  method: 'GET' | 'POST';
  url: string;
  headers: Record<string, string>;
  body?: string | FormData;
  timeoutMs: number;
  withCredentials: boolean;
  signal?: AbortSignal;
}

export interface Seen {
  req: FakeRequest;
  url: URL;
  headers: Record<string, string>;
}

type Answer = { status?: number; data: unknown };
export type Reply = Answer | Error | ((req: FakeRequest) => Promise<Answer>);

function describe(config: InternalAxiosRequestConfig): FakeRequest {
  return {
    method: (config.method ?? 'get').toUpperCase() as 'GET' | 'POST',
    url: config.url ?? '',
    headers: config.headers.toJSON(true) as Record<string, string>,
    body: config.data as string | FormData | undefined,
    timeoutMs: config.timeout ?? 0,
    withCredentials: !!config.withCredentials,
    signal: config.signal as AbortSignal | undefined,
  };
}

/** The error axios' XHR adapter raises for each transport failure. */
function failureOf(e: TransportError, config: InternalAxiosRequestConfig): Error {
  if (e.code === 'aborted') return new CanceledError(undefined, undefined, config);
  return new AxiosError(e.message, e.code === 'timeout' ? AxiosError.ETIMEDOUT : AxiosError.ERR_NETWORK, config);
}

export function fakeServer(reply: Reply) {
  wireRequestLayer();
  const seen: Seen[] = [];
  const adapter: AxiosAdapter = async (config) => {
    const req = describe(config);
    seen.push({ req, url: new URL(req.url, 'http://localhost'), headers: req.headers });
    const abortError = () => new CanceledError(undefined, undefined, config);
    if (req.signal?.aborted) throw abortError();
    const aborted = new Promise<never>((_, reject) => req.signal?.addEventListener('abort', () => reject(abortError())));
    const r = typeof reply === 'function' ? await Promise.race([reply(req), aborted]) : reply;
    if (r instanceof TransportError) throw failureOf(r, config);
    if (r instanceof Error) throw r;
    const body = typeof r.data === 'string' ? r.data : JSON.stringify(r.data);
    return { data: body, status: r.status ?? 200, statusText: '', headers: {}, config };
  };
  setAdapter(adapter);
  return seen;
}

export const ok = (data: unknown, msg = '') => ({ data: { ret: 200, msg, data } });

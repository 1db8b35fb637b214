// The wire: one axios instance on axios' XMLHttpRequest adapter, the one every TV engine has
// and the one that reports upload progress. The request rules of spec 002 §7-8 are this
// instance's interceptors (http.ts). Replies are taken as text and every HTTP status is
// handed to the interceptors, because the server sends {ret,msg,data} envelopes with
// non-2xx statuses too. Tests swap the adapter with setAdapter().
import axios, { AxiosError, type AxiosAdapter, type AxiosInstance } from 'axios';

export type TransportFailure = 'network' | 'timeout' | 'aborted';

/** A failure before any reply: no network, the timeout, or an abort. */
export class TransportError extends Error {
  readonly code: TransportFailure;
  constructor(code: TransportFailure, message: string) {
    super(message);
    this.name = 'TransportError';
    this.code = code;
  }
}

/** Which of the three transport failures an axios (or adapter) error is. */
export function transportFailure(err: unknown): TransportFailure {
  if (err instanceof TransportError) return err.code;
  if (axios.isCancel(err)) return 'aborted';
  if (err instanceof AxiosError && (err.code === AxiosError.ECONNABORTED || err.code === AxiosError.ETIMEDOUT)) return 'timeout';
  return 'network';
}

const identity = <T>(d: T) => d;

function createInstance(): AxiosInstance {
  return axios.create({
    adapter: 'xhr',
    withCredentials: true,
    responseType: 'text',
    transformRequest: [identity],
    transformResponse: [identity],
    validateStatus: () => true,
    transitional: { clarifyTimeoutError: true, silentJSONParsing: true, forcedJSONParsing: false },
  });
}

export const transport: AxiosInstance = createInstance();

/** Replaces the adapter (tests fake the server here); null restores the XHR adapter. */
export function setAdapter(adapter: AxiosAdapter | null): void {
  transport.defaults.adapter = adapter ?? 'xhr';
}

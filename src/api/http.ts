// The request layer (spec 002 §7 "Request layer" and §8 "The error catalogue"): the
// transport (transport.ts), the common headers, the token fields, the GET signature, the {ret,msg,data}
// envelope and its error handling. Endpoint-typed calls with reply validation are in call.ts.
import type { BodyType } from './contract/endpoint';
import { RET, type Envelope } from './contract/envelope';
import { signGet, type QueryValue } from './contract/signature';
import { baseFor } from './base-url';
import { ApiError } from './errors';
import { navigate } from './navigator';
import { send, TransportError, type TransportRequest, type TransportResponse } from './transport';
import { t, isTraditional } from '../i18n';
import { capToastText } from '../lib/toast-text';
import { sessionStore } from '../stores/session';
import { loadingEnd, loadingStart, toast, TOAST_LONG_MS, TOAST_MEDIUM_MS, TOAST_SHORT_MS } from '../stores/ui';
import { peekVisitorId } from '../stores/visitor';

export const HTTP_TIMEOUT_MS = 30_000;

export const COMMON_HEADERS = {
  System: 'h5',
  AppVersion: '1.0',
  SystemVersion: 'h5',
  version: 'H3',
} as const;

export interface RequestOptions {
  /** On ret 200, toast the server msg for 1 s. */
  showMsg?: boolean;
  /** Never toast errors of this request. */
  ignoreErrors?: boolean;
  /** Never toast errors with these ret codes (the promise still rejects). */
  ignoreCodes?: readonly number[];
  /** On ret 201 clear the user but stay on the page (background refreshes at start). */
  noLoginRedirect?: boolean;
  /** Show the loading mask while the request runs. */
  loading?: boolean;
  /** Resolve with the response body as sent, skipping the envelope handling. */
  raw?: boolean;
  /** Abort the request (AbortController.signal). */
  signal?: AbortSignal;
  /** No common headers, no token, no signature (uploads to a given URL). */
  bare?: boolean;
  timeoutMs?: number;
  /** 0..1 while the body uploads. */
  onUploadProgress?: (fraction: number) => void;
  headers?: Record<string, string>;
}

export interface RequestConfig {
  method: 'GET' | 'POST';
  /** '/api/...' (lowercased, sent to the API host) or an absolute URL (sent as is). */
  path: string;
  query?: Record<string, QueryValue>;
  body?: Record<string, unknown> | FormData;
  bodyType?: BodyType;
  options?: RequestOptions;
}

let errorsIgnored = false;

/** Silences error toasts for every request (e.g. while a page is being torn down). */
export function setErrorsIgnored(ignored: boolean): void {
  errorsIgnored = ignored;
}

/** Unix seconds for `pub`; replaceable in tests. */
export let clock = () => Math.floor(Date.now() / 1000);
export function setClock(fn: () => number): void {
  clock = fn;
}

export function isAbsoluteUrl(path: string): boolean {
  return /^[a-z][a-z0-9+.-]*:\/\//i.test(path) || path.startsWith('//');
}

/** Lowercases the path part of an API path (the query part keeps its case). */
export function normalisePath(path: string): string {
  if (isAbsoluteUrl(path)) return path;
  const i = path.indexOf('?');
  return i < 0 ? path.toLowerCase() : path.slice(0, i).toLowerCase() + path.slice(i);
}

export function encodeQuery(params: Record<string, QueryValue>): string {
  return Object.keys(params)
    .filter((k) => params[k] !== undefined && params[k] !== null)
    .map((k) => {
      const v = params[k];
      return `${encodeURIComponent(k)}=${encodeURIComponent(Array.isArray(v) ? v.join(',') : String(v))}`;
    })
    .join('&');
}

/** Headers every request carries (spec 002 §7), plus the token fields of a logged-in user. */
export function buildHeaders(): Record<string, string> {
  const headers: Record<string, string> = { ...COMMON_HEADERS, Lang: isTraditional() ? '1' : '0' };
  const visitorId = peekVisitorId();
  if (visitorId) headers.DeviceId = visitorId;
  const user = sessionStore.getState().user;
  if (user?.token) {
    for (const [k, v] of Object.entries(user.token)) headers[k] = String(v);
    headers.login_uid = String(user.token.uid ?? user.id);
  }
  return headers;
}

function encodeBody(body: Record<string, unknown> | FormData, type: BodyType): { data: string | FormData; contentType?: string } {
  if (typeof FormData !== 'undefined' && body instanceof FormData) return { data: body };
  const fields = body as Record<string, unknown>;
  if (type === 'json') return { data: JSON.stringify(fields), contentType: 'application/json' };
  if (type === 'multipart') {
    const fd = new FormData();
    for (const [k, v] of Object.entries(fields)) {
      if (v === undefined || v === null) continue;
      if (typeof Blob !== 'undefined' && v instanceof Blob) fd.append(k, v);
      else fd.append(k, typeof v === 'object' ? JSON.stringify(v) : String(v));
    }
    return { data: fd };
  }
  const form = new URLSearchParams();
  for (const [k, v] of Object.entries(fields)) {
    if (v === undefined || v === null) continue;
    form.append(k, Array.isArray(v) ? v.join(',') : typeof v === 'object' ? JSON.stringify(v) : String(v));
  }
  return { data: form.toString(), contentType: 'application/x-www-form-urlencoded' };
}

export function isEnvelope(v: unknown): v is Envelope<unknown> {
  if (typeof v !== 'object' || v === null) return false;
  const e = v as Record<string, unknown>;
  return typeof e.ret === 'number' && (typeof e.msg === 'string' || e.msg === undefined || e.msg === null);
}

function shouldToast(opts: RequestOptions, ret?: number): boolean {
  if (errorsIgnored || opts.ignoreErrors) return false;
  if (ret !== undefined && opts.ignoreCodes?.includes(ret)) return false;
  return true;
}

const toastMsg = (msg: string, ms: number) => toast(capToastText(msg, t('errors.loadFailed')), ms);

/** Turns an envelope into data or an ApiError, with the toasts and the 201 redirect. */
export function handleEnvelope(env: Envelope<unknown>, opts: RequestOptions): Envelope<unknown> {
  const msg = env.msg ?? '';
  if (env.ret === RET.OK) {
    if (opts.showMsg && msg) toastMsg(msg, TOAST_SHORT_MS);
    return env;
  }
  if (env.ret === RET.SESSION_INVALID) {
    sessionStore.getState().clearUser();
    if (msg && shouldToast(opts, env.ret)) toastMsg(msg, TOAST_MEDIUM_MS);
    if (!opts.noLoginRedirect) {
      const search = typeof location !== 'undefined' ? location.search : '';
      navigate(`/login${search}`);
    }
    throw new ApiError('session', msg || t('errors.sessionExpired'), { ret: env.ret, data: env.data });
  }
  if (msg && shouldToast(opts, env.ret)) toastMsg(msg, TOAST_LONG_MS);
  throw new ApiError('ret', msg || `ret ${env.ret}`, { ret: env.ret, data: env.data });
}

function failure(err: unknown, opts: RequestOptions): ApiError {
  if (err instanceof ApiError) return err;
  if (err instanceof TransportError && err.code === 'aborted') return new ApiError('aborted', t('errors.aborted'));
  const timedOut = err instanceof TransportError && err.code === 'timeout';
  if (shouldToast(opts)) toast(t('errors.network'), TOAST_SHORT_MS);
  return new ApiError(timedOut ? 'timeout' : 'network', timedOut ? t('errors.timeout') : t('errors.network'));
}

/**
 * Sends one request. Resolves with the envelope on ret 200 (or the raw body with `raw`);
 * rejects with an ApiError otherwise, after the toast the error catalogue asks for.
 */
export async function request(cfg: RequestConfig): Promise<Envelope<unknown>>;
export async function request<T = unknown>(cfg: RequestConfig & { options: RequestOptions & { raw: true } }): Promise<T>;
export async function request(cfg: RequestConfig): Promise<unknown> {
  const opts = cfg.options ?? {};
  const path = normalisePath(cfg.path);
  const absolute = isAbsoluteUrl(path);
  const query: Record<string, QueryValue> = { ...(cfg.query ?? {}) };
  if (cfg.method === 'GET' && !opts.bare) {
    const pub = clock();
    query.pub = pub;
    query.vv = signGet(cfg.query ?? {}, pub);
  }
  const qs = encodeQuery(query);
  const url = (absolute ? '' : baseFor(path)) + path + (qs ? (path.includes('?') ? '&' : '?') + qs : '');

  const headers: Record<string, string> = { ...(opts.bare ? {} : buildHeaders()), ...(opts.headers ?? {}) };
  const req: TransportRequest = { method: cfg.method, url, headers, signal: opts.signal, timeoutMs: opts.timeoutMs ?? HTTP_TIMEOUT_MS, withCredentials: true };
  if (cfg.method === 'POST') {
    const { data, contentType } = encodeBody(cfg.body ?? {}, cfg.bodyType ?? 'form');
    req.body = data;
    if (contentType) headers['Content-Type'] = contentType;
  }
  if (opts.onUploadProgress) {
    const cb = opts.onUploadProgress;
    req.onUploadProgress = (loaded, total) => cb(total ? loaded / total : 0);
  }

  if (opts.loading) loadingStart();
  try {
    let res: TransportResponse;
    try {
      res = await send(req);
    } catch (err) {
      throw failure(err, opts);
    }
    if (opts.signal?.aborted) throw failure(new TransportError('aborted', 'aborted'), opts);
    const body = parseBody(res.body);
    if (opts.raw) return body;
    if (isEnvelope(body)) return handleEnvelope(body, opts);
    if (res.status >= 400 || res.status === 0) throw failure(new Error(`HTTP ${res.status}`), opts);
    if (shouldToast(opts)) toast(t('errors.loadFailed'), TOAST_LONG_MS);
    throw new ApiError('bad-reply', `reply is not a {ret, msg, data} envelope (HTTP ${res.status})`, { detail: 'reply' });
  } finally {
    if (opts.loading) loadingEnd();
  }
}

/** JSON when the text is JSON, else the text itself (raw callers may expect plain text). */
function parseBody(text: string): unknown {
  const trimmed = text.trim();
  if (!trimmed.startsWith('{') && !trimmed.startsWith('[')) return text;
  try {
    return JSON.parse(trimmed);
  } catch {
    return text;
  }
}

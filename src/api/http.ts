// The request layer (spec 002 §7 "Request layer" and §8 "The error catalogue") as the
// interceptors of the one axios instance (transport.ts): the request side places the URL,
// signs GETs, adds the common headers and token fields, encodes the body and shows the
// loading mask; the response side applies the {ret,msg,data} envelope rules, the toasts,
// the 201 redirect and turns every failure into an ApiError. The app is reached only through
// ui-port.ts and navigator.ts. Endpoint-typed calls with reply validation are in call.ts.
import type { AxiosError, AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import type { BodyType } from './contract/endpoint';
import { RET, type Envelope } from './contract/envelope';
import { signGet, type QueryValue } from './contract/signature';
import { baseFor } from './base-url';
import { routeLocation } from '@src/routes/router-mode';
import { ApiError } from './errors';
import { navigate } from './navigator';
import { noteApiAnswered, noteApiDown } from './reachability';
import { transport, transportFailure, TransportError } from './transport';
import { REQUEST_TOAST_MS, uiPort } from './ui-port';
import { t, isTraditional } from '../i18n';
import { capToastText } from '../lib/toast-text';

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
  /** No toast for a refused connection or a timeout: the caller tells the user itself (the barrage box). */
  quietNetwork?: boolean;
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
  const { deviceId, user } = uiPort().identity();
  if (deviceId) headers.DeviceId = deviceId;
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

const toastMsg = (msg: string, ms: number) => uiPort().toast(capToastText(msg, t('errors.loadFailed')), ms);

/** Turns an envelope into data or an ApiError, with the toasts and the 201 redirect. */
export function handleEnvelope(env: Envelope<unknown>, opts: RequestOptions): Envelope<unknown> {
  const msg = env.msg ?? '';
  if (env.ret === RET.OK) {
    if (opts.showMsg && msg) toastMsg(msg, REQUEST_TOAST_MS.ok);
    return env;
  }
  if (env.ret === RET.SESSION_INVALID) {
    uiPort().onSessionExpired();
    if (msg && shouldToast(opts, env.ret)) toastMsg(msg, REQUEST_TOAST_MS.session);
    if (!opts.noLoginRedirect) {
      // The route's query (router-mode.ts): in a hash-mode build location.search is not it.
      navigate(`/login${routeLocation().search}`);
    }
    throw new ApiError('session', msg || t('errors.sessionExpired'), { ret: env.ret, data: env.data });
  }
  if (msg && shouldToast(opts, env.ret)) toastMsg(msg, REQUEST_TOAST_MS.error);
  throw new ApiError('ret', msg || `ret ${env.ret}`, { ret: env.ret, data: env.data });
}

function failure(err: unknown, opts: RequestOptions): ApiError {
  if (err instanceof ApiError) return err;
  const kind = transportFailure(err);
  if (kind === 'aborted') return new ApiError('aborted', t('errors.aborted'));
  if (kind === 'network' || kind === 'timeout') noteApiDown();
  if (shouldToast(opts) && !opts.quietNetwork) uiPort().toast(t('errors.network'), REQUEST_TOAST_MS.network);
  return new ApiError(kind, kind === 'timeout' ? t('errors.timeout') : t('errors.network'));
}

/**
 * What request() hands the interceptors next to axios' own config. A class instance, so
 * axios' config merge passes it by reference and the loading flag is the same object
 * everywhere.
 */
class RequestMeta {
  loadingShown = false;
  constructor(
    readonly cfg: RequestConfig,
    readonly opts: RequestOptions,
  ) {}

  hideLoading(): void {
    if (!this.loadingShown) return;
    this.loadingShown = false;
    uiPort().loadingEnd();
  }
}

type Config = InternalAxiosRequestConfig & { meta?: RequestMeta };


/** URL: the API (or upload) host, the lowercased path, the query, and for GETs pub and vv. */
function placeUrl(config: Config): Config {
  if (!config.meta) return config;
  const { cfg, opts } = config.meta;
  const path = normalisePath(cfg.path);
  const query: Record<string, QueryValue> = { ...(cfg.query ?? {}) };
  if (cfg.method === 'GET' && !opts.bare) {
    const pub = clock();
    query.pub = pub;
    query.vv = signGet(cfg.query ?? {}, pub);
  }
  const qs = encodeQuery(query);
  config.url = (isAbsoluteUrl(path) ? '' : baseFor(path)) + path + (qs ? (path.includes('?') ? '&' : '?') + qs : '');
  return config;
}

function addHeaders(config: Config): Config {
  if (!config.meta) return config;
  const { opts } = config.meta;
  const headers: Record<string, string> = { ...(opts.bare ? {} : buildHeaders()), ...(opts.headers ?? {}) };
  for (const [k, v] of Object.entries(headers)) config.headers.set(k, v);
  return config;
}

function encodeRequestBody(config: Config): Config {
  const cfg = config.meta?.cfg;
  if (cfg?.method !== 'POST') return config;
  const { data, contentType } = encodeBody(cfg.body ?? {}, cfg.bodyType ?? 'form');
  config.data = data;
  if (contentType) config.headers.set('Content-Type', contentType);
  return config;
}

function showLoading(config: Config): Config {
  const meta = config.meta;
  if (meta?.opts.loading) {
    meta.loadingShown = true;
    uiPort().loadingStart();
  }
  return config;
}

/** The reply: raw body, envelope rules, or a failure (spec 002 §8). Resolves with the value request() returns. */
function readReply(res: AxiosResponse<string>): AxiosResponse<unknown> {
  const meta = (res.config as Config).meta;
  if (!meta) return res;
  meta.hideLoading();
  const { opts } = meta;
  if (opts.signal?.aborted) throw failure(new TransportError('aborted', 'aborted'), opts);
  const body = parseBody(typeof res.data === 'string' ? res.data : '');
  if (opts.raw) return { ...res, data: body };
  if (isEnvelope(body)) {
    // The API itself answered (a proxy's error page is not an envelope).
    noteApiAnswered();
    return { ...res, data: handleEnvelope(body, opts) };
  }
  if (res.status >= 400 || res.status === 0) throw failure(new Error(`HTTP ${res.status}`), opts);
  if (shouldToast(opts)) uiPort().toast(t('errors.loadFailed'), REQUEST_TOAST_MS.error);
  throw new ApiError('bad-reply', `reply is not a {ret, msg, data} envelope (HTTP ${res.status})`, { detail: 'reply' });
}

function readFailure(err: AxiosError | Error): never {
  const meta = ((err as AxiosError).config as Config | undefined)?.meta;
  meta?.hideLoading();
  throw failure(err, meta?.opts ?? {});
}

// axios runs request interceptors last-registered first: registered in reverse so they run
// in the order listed. Synchronous, so the loading mask is up when request() returns.
const requestSteps = [placeUrl, addHeaders, encodeRequestBody, showLoading];
for (const step of [...requestSteps].reverse()) transport.interceptors.request.use(step, null, { synchronous: true });
transport.interceptors.response.use(readReply, readFailure);

/**
 * Sends one request. Resolves with the envelope on ret 200 (or the raw body with `raw`);
 * rejects with an ApiError otherwise, after the toast the error catalogue asks for.
 */
export async function request(cfg: RequestConfig): Promise<Envelope<unknown>>;
export async function request<T = unknown>(cfg: RequestConfig & { options: RequestOptions & { raw: true } }): Promise<T>;
export async function request(cfg: RequestConfig): Promise<unknown> {
  const opts = cfg.options ?? {};
  const progress = opts.onUploadProgress;
  const meta = new RequestMeta(cfg, opts);
  const sent = transport.request<unknown>({
    method: cfg.method,
    timeout: opts.timeoutMs ?? HTTP_TIMEOUT_MS,
    signal: opts.signal,
    onUploadProgress: progress ? (e) => progress(e.total ? e.loaded / e.total : 0) : undefined,
    meta,
  } as Config);
  try {
    return (await sent).data;
  } finally {
    // An adapter error without a config never reaches readFailure's meta: hide here too.
    meta.hideLoading();
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

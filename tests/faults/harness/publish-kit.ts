// A member's publishing flow over plain HTTP against any base URL (issue 39): register, chunked
// upload, SaveVideo, CreateTrends, then the author's dynamics list, which carries the transcode's
// state, progress and reason. Used by the worker-crash test and, inside a network namespace, by
// the multi-host client. Clips are made with the real ffmpeg.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Paged, Token } from '../../../src/api/contract/common';
import type { Trend } from '../../../src/api/contract/trends';
import { createTrends, myListTrends } from '../../../src/api/contract/trends';
import { createVideoFile, saveVideo, uploadVideoChunk } from '../../../src/api/contract/upload';
import { resolveFfmpeg } from '../../../server/media/ffmpeg-binary';
import { CHUNK_BYTES } from '../../../server/uploads/settings';
import { authHeaders, signedQuery, type Headers } from '../../server/harness';

export interface Member { uid: number; token: Token; headers: Headers }

interface Envelope<T> { ret: number; msg: string; data: T }

async function getJson<T>(base: string, p: string, params: Record<string, string | number>, headers: Headers = {}): Promise<Envelope<T>> {
  return (await (await fetch(`${base}${p}?${signedQuery(params)}`, { headers, signal: AbortSignal.timeout(15_000) })).json()) as Envelope<T>;
}

async function postJson<T>(base: string, p: string, body: unknown, headers: Headers = {}): Promise<Envelope<T>> {
  const r = await fetch(`${base}${p}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body), signal: AbortSignal.timeout(15_000) });
  return (await r.json()) as Envelope<T>;
}

function must<T>(what: string, e: Envelope<T>): T {
  if (e.ret !== 200) throw new Error(`${what}: ret ${e.ret} ${e.msg}`);
  return e.data;
}

let seq = 0;
export async function register(base: string, prefix = 'jb'): Promise<Member> {
  const account = `${prefix}${Date.now().toString(36).slice(-6)}${(seq++).toString(36)}`;
  const d = must('register', await postJson<{ id: number; token: Token }>(base, '/api/Login/Register', { account, password: 'secret12', nickName: '上传者' }));
  return { uid: d.id, token: d.token, headers: authHeaders(d.token) };
}

/** A real H.264 + AAC clip of `seconds` at `size` (e.g. 640x360), written in `dir`. */
export function makeClip(dir: string, seconds: number, size: string): Buffer {
  const file = join(dir, `clip-${seconds}-${size}.mp4`);
  execFileSync(resolveFfmpeg(), ['-hide_banner', '-loglevel', 'error', '-y', '-f', 'lavfi', '-i', `testsrc=s=${size}:r=25`, '-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=48000',
    '-t', String(seconds), '-c:v', 'libx264', '-preset', 'ultrafast', '-c:a', 'aac', '-shortest', file]);
  return readFileSync(file);
}

/** Uploads `clip` in the spec's 2 MB chunks, saves it and makes a dynamic of it; the ids. */
export async function publishClip(base: string, m: Member, clip: Buffer, text: string): Promise<{ videoId: number; trendId: number }> {
  const file = must('reserve', await getJson<{ lid: number; id: number; uniqueFileName: string; serverId: number }>(base, createVideoFile.path, { fileName: 'clip.mp4', size: clip.length }, m.headers));
  const n = Math.ceil(clip.length / CHUNK_BYTES);
  for (let i = 0; i < n; i++) {
    const form = new FormData();
    form.append('file', new Blob([clip.subarray(i * CHUNK_BYTES, (i + 1) * CHUNK_BYTES)]), 'blob');
    form.append('chunk', String(i + 1));
    form.append('chunks', String(n));
    form.append('uniqueFileID', file.uniqueFileName);
    form.append('renamemode', 'Format');
    form.append('prefix', 'xw-');
    form.append('uid', '0');
    const r = await fetch(`${base}${uploadVideoChunk.path}`, { method: 'POST', headers: m.headers, body: form, signal: AbortSignal.timeout(30_000) });
    must(`chunk ${i + 1}`, (await r.json()) as Envelope<unknown>);
  }
  const body = { LID: file.lid, ID: file.id, CID: '1', UID: 0, Contxt: text, Corver: '', UploadedFileName: file.uniqueFileName, ServerID: file.serverId };
  const { videoId } = must('save', await postJson<{ videoId: number }>(base, saveVideo.path, body, m.headers));
  const { id } = must('trend', await postJson<{ id: number }>(base, createTrends.path, { description: text, videoId }, m.headers));
  return { videoId, trendId: id };
}

/** The author's own view of a dynamic: state, progress (while processing) and reason. */
export async function ownTrend(base: string, m: Member, trendId: number): Promise<Trend | undefined> {
  const list = must('my trends', await getJson<Paged<Trend>>(base, myListTrends.path, {}, m.headers));
  return list.list.find((t) => t.id === trendId);
}

/** Polls `check` every 250 ms until it returns a value; throws after `ms`. */
export async function waitFor<T>(what: string, check: () => Promise<T | null | undefined | false>, ms: number): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await check().catch(() => null);
    if (v) return v;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

// Upload bench (issue 13): loopback ingest of a large file in 2 MB chunks sent one after another
// as the spec's client does (MB/s, the server's RSS before, at most and after), a resume after a
// connection cut at 50 % (bytes sent beyond the file's size: the cut chunk's partial bytes plus
// whatever is sent again), and the time from the last chunk of a 60 s 720p clip to a playable
// stream, as a ratio of the clip's duration. The server runs in its own process
// (server-process.ts) so its RSS is its own. Quick mode: a 40 MB file and a 10 s clip.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { resolveFfmpeg } from '../../server/media';
import { signGet } from '../../src/api/contract/signature';
import { register } from '../../src/api/contract/user';
import { createTrends, myListTrends } from '../../src/api/contract/trends';
import { createVideoFile, saveVideo, uploadStatus, uploadVideoChunk } from '../../src/api/contract/upload';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const CHUNK = 2 * 1024 * 1024;

interface Child { url: string; pid: number; proc: ChildProcess }

function rssMiB(pid: number): number {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Math.round(Number(m[1]) / 1024) : 0;
}

async function spawnServer(opts: object): Promise<Child> {
  const proc = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'tests/bench/server-process.ts'), JSON.stringify(opts)], {
    cwd: ROOT, stdio: ['pipe', 'pipe', 'inherit'], env: { ...process.env, DATABASE_URL: '' },
  });
  const lines = createInterface({ input: proc.stdout! });
  return new Promise<Child>((resolve, reject) => {
    proc.once('exit', (code) => reject(new Error(`bench server exited with ${code} before listening`)));
    lines.once('line', (line) => resolve({ ...(JSON.parse(line) as { url: string; pid: number }), proc }));
  });
}

type Headers = Record<string, string>;

async function get<T>(url: string, p: string, params: Record<string, string | number>, headers: Headers): Promise<T> {
  const pub = Math.floor(Date.now() / 1000);
  const sp = new URLSearchParams(Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)])));
  sp.set('pub', String(pub));
  sp.set('vv', signGet(params, pub));
  const body = (await (await fetch(`${url}${p.toLowerCase()}?${sp}`, { headers })).json()) as { ret: number; msg: string; data: T };
  if (body.ret !== 200) throw new Error(`${p}: ${body.ret} ${body.msg}`);
  return body.data;
}

async function post<T>(url: string, p: string, data: unknown, headers: Headers): Promise<T> {
  const r = await fetch(`${url}${p.toLowerCase()}`, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(data) });
  const body = (await r.json()) as { ret: number; msg: string; data: T };
  if (body.ret !== 200) throw new Error(`${p}: ${body.ret} ${body.msg}`);
  return body.data;
}

function chunkForm(key: string, i: number, n: number, data: Buffer): FormData {
  const form = new FormData();
  form.append('file', new Blob([data as Uint8Array<ArrayBuffer>]), 'blob');
  for (const [k, v] of Object.entries({ chunk: i, renamemode: 'Format', prefix: 'xw-', chunks: n, uid: 0, uniqueFileID: key })) form.append(k, String(v));
  return form;
}

async function sendChunk(url: string, headers: Headers, key: string, i: number, n: number, data: Buffer): Promise<{ done: boolean }> {
  const r = await fetch(`${url}${uploadVideoChunk.path.toLowerCase()}`, { method: 'POST', headers, body: chunkForm(key, i, n, data) });
  const body = (await r.json()) as { ret: number; msg: string; data: { done: boolean } };
  if (body.ret !== 200) throw new Error(`chunk ${i}: ${body.ret} ${body.msg}`);
  return body.data;
}

/** Sends half of a chunk's request body, then drops the connection (a phone losing its network). */
async function cutChunk(url: string, headers: Headers, key: string, i: number, n: number, data: Buffer): Promise<number> {
  const req = new Request('http://x/', { method: 'POST', body: chunkForm(key, i, n, data) });
  const body = Buffer.from(await req.arrayBuffer());
  const half = Math.floor(body.length / 2);
  const u = new URL(`${url}${uploadVideoChunk.path.toLowerCase()}`);
  await new Promise<void>((resolve) => {
    const r = request({ host: u.hostname, port: u.port, path: u.pathname, method: 'POST', headers: { ...headers, 'content-type': req.headers.get('content-type') ?? '', 'content-length': String(body.length) } });
    r.on('error', () => resolve());
    r.write(body.subarray(0, half), () => {
      r.destroy();
      resolve();
    });
  });
  return Math.min(half, data.length);
}

const parts = (buf: Buffer) => Array.from({ length: Math.ceil(buf.length / CHUNK) }, (_, i) => buf.subarray(i * CHUNK, (i + 1) * CHUNK));

export async function runUploadBench({ quick }: { quick: boolean }): Promise<object> {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-upload-'));
  const ff = (args: string[]) => execFileSync(resolveFfmpeg(), ['-hide_banner', '-loglevel', 'error', '-y', ...args]);
  const sizeMB = quick ? 40 : 200;
  // Raw 640x480 frames: a real video of the wanted size, made in seconds.
  const frames = Math.ceil((sizeMB * 1024 * 1024) / (640 * 480 * 1.5));
  ff(['-f', 'lavfi', '-i', 'testsrc=s=640x480:r=25', '-frames:v', String(frames), '-c:v', 'rawvideo', '-pix_fmt', 'yuv420p', path.join(dir, 'big.avi')]);
  const clipSec = quick ? 10 : 60;
  ff(['-f', 'lavfi', '-i', 'testsrc2=s=1280x720:r=25', '-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=48000', '-t', String(clipSec),
    '-c:v', 'libx264', '-preset', 'veryfast', '-b:v', '2500k', '-c:a', 'aac', '-shortest', path.join(dir, 'clip.mp4')]);
  const big = readFileSync(path.join(dir, 'big.avi'));
  const clip = readFileSync(path.join(dir, 'clip.mp4'));
  const server = await spawnServer({ dataDir: path.join(dir, 'data'), mediaDir: path.join(dir, 'media'), limitExemptAddresses: ['127.0.0.1', '::1', '::ffff:127.0.0.1'] });
  try {
    const reg = await post<{ token: { uid: number; gid: number; sign: string; expire: number } }>(server.url, register.path, { account: `bench${Date.now().toString(36)}`, password: 'bench1234', nickName: 'bench' }, {});
    const t = reg.token;
    const headers = { uid: String(t.uid), gid: String(t.gid), sign: t.sign, expire: String(t.expire), login_uid: String(t.uid) };

    // 1. Ingest.
    const ps = parts(big);
    const file = await get<{ uniqueFileName: string }>(server.url, createVideoFile.path, { fileName: 'big.avi', size: big.length }, headers);
    const rssBefore = rssMiB(server.pid);
    let rssMax = rssBefore;
    const t0 = performance.now();
    for (let i = 0; i < ps.length; i++) {
      await sendChunk(server.url, headers, file.uniqueFileName, i + 1, ps.length, ps[i]);
      if (i % 5 === 0) rssMax = Math.max(rssMax, rssMiB(server.pid));
    }
    const ingestS = (performance.now() - t0) / 1000;
    const rssAfter = rssMiB(server.pid);

    // 2. Resume after a cut at 50 %.
    const again = await get<{ uniqueFileName: string }>(server.url, createVideoFile.path, { fileName: 'again.avi', size: big.length }, headers);
    const cutAt = Math.floor(ps.length / 2);
    let sent = 0;
    for (let i = 0; i < cutAt; i++) {
      await sendChunk(server.url, headers, again.uniqueFileName, i + 1, ps.length, ps[i]);
      sent += ps[i].length;
    }
    sent += await cutChunk(server.url, headers, again.uniqueFileName, cutAt + 1, ps.length, ps[cutAt]);
    const held = await get<{ received: number[] }>(server.url, uploadStatus.path, { uniqueFileID: again.uniqueFileName }, headers);
    const have = new Set(held.received);
    let done = false;
    for (let i = 0; i < ps.length; i++) {
      if (have.has(i + 1)) continue;
      done = (await sendChunk(server.url, headers, again.uniqueFileName, i + 1, ps.length, ps[i])).done;
      sent += ps[i].length;
    }

    // 3. Last chunk to playable stream.
    const cf = await get<{ id: number; lid: number; uniqueFileName: string; serverId: number }>(server.url, createVideoFile.path, { fileName: 'clip.mp4', size: clip.length }, headers);
    const cps = parts(clip);
    for (let i = 0; i < cps.length; i++) await sendChunk(server.url, headers, cf.uniqueFileName, i + 1, cps.length, cps[i]);
    const tLast = performance.now();
    const saved = await post<{ videoId: number }>(server.url, saveVideo.path, { LID: cf.lid, ID: cf.id, CID: '0,7', UID: t.uid, Contxt: 'bench', Corver: '', UploadedFileName: cf.uniqueFileName, ServerID: cf.serverId }, headers);
    const trend = await post<{ id: number }>(server.url, createTrends.path, { description: 'bench', videoId: saved.videoId }, headers);
    let state = 'processing';
    while (state === 'processing') {
      await new Promise((r) => setTimeout(r, 250));
      const list = await get<{ list: { id: number; state?: string }[] }>(server.url, myListTrends.path, {}, headers);
      state = list.list.find((x) => x.id === trend.id)?.state ?? 'missing';
    }
    const readyS = (performance.now() - tLast) / 1000;

    return {
      ingest: { fileMB: Math.round(big.length / 2 ** 20), chunks: ps.length, seconds: round(ingestS), mbPerSec: round(big.length / 2 ** 20 / ingestS), serverRssMiB: { before: rssBefore, max: rssMax, after: rssAfter } },
      resume: { cutAtChunk: cutAt + 1, chunksHeldAfterCut: held.received.length, bytesResent: sent - big.length, chunkBytes: CHUNK, completed: done },
      playable: { clipSec, clipMB: round(clip.length / 2 ** 20), state, secondsFromLastChunk: round(readyS), ratioOfDuration: round(readyS / clipSec) },
    };
  } finally {
    server.proc.stdin?.end();
    await new Promise((r) => server.proc.once('exit', r));
    rmSync(dir, { recursive: true, force: true });
  }
}

const round = (n: number) => Math.round(n * 100) / 100;

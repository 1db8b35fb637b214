// Upload bench (issue 13): loopback ingest of a large file in 2 MB chunks (MB/s, the server's
// RSS at the start, middle and end, its CPU time per chunk), a resume after a connection cut at
// 50 % (bytes sent beyond the file's size: the cut chunk's partial bytes plus whatever is sent
// again), and the time from the last chunk of a 60 s 720p clip to a playable stream, as a ratio
// of the clip's duration. The server runs in its own process (server-process.ts) so its RSS and
// CPU time are its own. The client sends the request the app sends (the same form fields in the
// same order, src/features/publish/publish-transport.ts) but writes the multipart head, the
// chunk's bytes and the tail straight to a kept-alive socket: building a FormData body copies
// the 2 MB twice in the client, and on a two-core machine that time is taken from the server
// (it was ~10 ms of client CPU per chunk). The headline figure sends chunks one after another,
// as the app does (src/features/publish/chunked-upload.ts); `inFlight3` is the same ingest with
// three chunks in flight, what a client could gain. Quick mode: a 40 MB file and a 10 s clip.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { resolveFfmpeg } from '../../server/media';
import { signGet } from '../../src/api/contract/signature';
import { register } from '../../src/api/contract/user';
import { createTrends, myListTrends } from '../../src/api/contract/trends';
import { createVideoFile, saveVideo, uploadStatus, uploadVideoChunk } from '../../src/api/contract/upload';
import { spawnServer, stopServer } from './spawn-server';

const CHUNK = 2 * 1024 * 1024;

function rssMiB(pid: number): number {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Math.round(Number(m[1]) / 1024) : 0;
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

/** CPU seconds (user + system) the process has used, from /proc. */
function cpuSeconds(pid: number): number {
  const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(f[11]) + Number(f[12])) / 100;
}

interface ChunkBody { type: string; head: Buffer; data: Buffer; tail: Buffer }

/** The app's chunk form (chunkForm in publish-transport.ts): fields first, the bytes last. */
function chunkBody(key: string, i: number, n: number, data: Buffer): ChunkBody {
  const boundary = `----bench${randomBytes(12).toString('hex')}`;
  const fields = { chunk: i, chunks: n, uniqueFileID: key, renamemode: 'Format', prefix: 'xw-', uid: 0 };
  let head = '';
  for (const [k, v] of Object.entries(fields)) head += `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`;
  head += `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="blob"\r\nContent-Type: application/octet-stream\r\n\r\n`;
  return { type: `multipart/form-data; boundary=${boundary}`, head: Buffer.from(head), data, tail: Buffer.from(`\r\n--${boundary}--\r\n`) };
}

const agent = new Agent({ keepAlive: true, maxSockets: 8 });

/** POSTs a chunk body; `cutAfter` bytes: sends only that many, then drops the connection (a phone losing its network). */
function postChunk(url: string, headers: Headers, body: ChunkBody, cutAfter?: number): Promise<string> {
  const u = new URL(`${url}${uploadVideoChunk.path.toLowerCase()}`);
  const length = body.head.length + body.data.length + body.tail.length;
  return new Promise<string>((resolve, reject) => {
    const r = request({
      host: u.hostname, port: u.port, path: u.pathname, method: 'POST', agent: cutAfter === undefined ? agent : false,
      headers: { ...headers, 'content-type': body.type, 'content-length': String(length) },
    }, (res) => {
      const got: Buffer[] = [];
      res.on('data', (c: Buffer) => got.push(c));
      res.on('end', () => resolve(Buffer.concat(got).toString('utf8')));
      res.on('error', reject);
    });
    if (cutAfter !== undefined) {
      r.on('error', () => resolve(''));
      r.write(Buffer.concat([body.head, body.data, body.tail]).subarray(0, cutAfter), () => {
        r.destroy();
        resolve('');
      });
      return;
    }
    r.on('error', reject);
    r.write(body.head);
    r.write(body.data);
    r.end(body.tail);
  });
}

async function sendChunk(url: string, headers: Headers, key: string, i: number, n: number, data: Buffer): Promise<{ done: boolean }> {
  const body = JSON.parse(await postChunk(url, headers, chunkBody(key, i, n, data))) as { ret: number; msg: string; data: { done: boolean } };
  if (body.ret !== 200) throw new Error(`chunk ${i}: ${body.ret} ${body.msg}`);
  return body.data;
}

/** Sends half of a chunk's request body, then drops the connection; returns the chunk bytes among what was sent. */
async function cutChunk(url: string, headers: Headers, key: string, i: number, n: number, data: Buffer): Promise<number> {
  const body = chunkBody(key, i, n, data);
  const half = Math.floor((body.head.length + body.data.length + body.tail.length) / 2);
  await postChunk(url, headers, body, half);
  return Math.min(Math.max(0, half - body.head.length), data.length);
}

/**
 * Sends every part of a new upload of `file`, `inFlight` chunks at a time, and measures it: the
 * server's RSS when it starts, after the first chunk, at the middle chunk and at the end (and the
 * most seen, read after every chunk), its CPU time per chunk, and the client's.
 */
async function ingest(url: string, headers: Headers, file: Buffer, name: string, pid: number, inFlight: number): Promise<object> {
  const ps = parts(file);
  const up = await get<{ uniqueFileName: string }>(url, createVideoFile.path, { fileName: name, size: file.length }, headers);
  // start: as the first chunk is sent (it may still hold the server's start-up garbage);
  // firstChunk: once the first chunk is in, the base the rest of the ingest is compared with.
  const rss = { start: rssMiB(pid), firstChunk: 0, middle: 0, end: 0, max: 0 };
  rss.max = rss.start;
  const cpu0 = cpuSeconds(pid);
  const client0 = process.cpuUsage();
  const t0 = performance.now();
  let next = 0;
  let sent = 0;
  const worker = async () => {
    while (next < ps.length) {
      const i = next++;
      await sendChunk(url, headers, up.uniqueFileName, i + 1, ps.length, ps[i]);
      sent++;
      const now = rssMiB(pid);
      rss.max = Math.max(rss.max, now);
      if (sent === 1) rss.firstChunk = now;
      if (sent === Math.ceil(ps.length / 2)) rss.middle = now;
    }
  };
  await Promise.all(Array.from({ length: inFlight }, worker));
  const seconds = (performance.now() - t0) / 1000;
  rss.end = rssMiB(pid);
  const client = process.cpuUsage(client0);
  return {
    inFlight, fileMB: Math.round(file.length / 2 ** 20), chunks: ps.length, seconds: round(seconds), mbPerSec: round(file.length / 2 ** 20 / seconds),
    serverCpuMsPerChunk: round(((cpuSeconds(pid) - cpu0) * 1000) / ps.length),
    clientCpuMsPerChunk: round((client.user + client.system) / 1000 / ps.length),
    serverRssMiB: rss,
  };
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

    // 1. Ingest: one after another (the app's client), then three chunks in flight.
    const ps = parts(big);
    const loadAtIngest = loadavg();
    const sequential = await ingest(server.url, headers, big, 'big.avi', server.pid, 1);
    const inFlight3 = await ingest(server.url, headers, big, 'big3.avi', server.pid, 3);

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
      // 1, 5 and 15 minute load averages of the machine (2 cores shared with other work).
      machineLoad: { atIngest: loadAtIngest.map(round), atEnd: loadavg().map(round) },
      ingest: sequential,
      inFlight3,
      resume: { cutAtChunk: cutAt + 1, chunksHeldAfterCut: held.received.length, bytesResent: sent - big.length, chunkBytes: CHUNK, completed: done },
      playable: { clipSec, clipMB: round(clip.length / 2 ** 20), state, secondsFromLastChunk: round(readyS), ratioOfDuration: round(readyS / clipSec) },
    };
  } finally {
    agent.destroy();
    await stopServer(server);
    rmSync(dir, { recursive: true, force: true });
  }
}

const round = (n: number) => Math.round(n * 100) / 100;
